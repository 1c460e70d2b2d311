"use client";
import { useTranslations } from "next-intl";
import { sidePoints } from "@/lib/tournament/shape";
import { pts } from "../names";
import type { MatchPage } from "./matchPage";

/** Two sides' points game by game, read from my side: a row per game, my side's column first. */
export function SideGamesTable({ page, games }: { page: MatchPage; games: readonly number[][] }) {
  const t = useTranslations("tournament");
  const { match, seen, sideName } = page;
  return (
    <table className="w-full text-lg tabular-nums">
      <thead className="text-sm text-stone-500">
        <tr>
          <th></th>
          {seen.order.map((i) => (
            <th key={i} className="text-right">
              {sideName(seen.sides[i]!)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {games.map((g, n) => (
          <tr key={n} className="border-t border-stone-200">
            <td>{t("game", { n: n + 1 })}</td>
            {seen.fromMine(sidePoints(match, g)).map((p, i) => (
              <td key={i} className="text-right font-bold">
                {pts(p)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Each place's points game by game, a row per player in table order (mine in bold). A game that
 * counts a side's one number (the game's `resultWords.bySide`: Incantesium's gems) has a row per side. */
export function PlaceTable({ page, games, testId }: { page: MatchPage; games: readonly number[][]; testId: string }) {
  const t = useTranslations();
  const { match, me, seen, name, sideName, slots } = page;
  const bySide = slots.resultWords?.bySide ? slots.resultWords : null;
  if (bySide)
    return (
      <table className="w-full text-lg tabular-nums" data-testid={testId}>
        <tbody>
          {seen.sides.map((seats, k) => (
            <tr key={seats.join()} className="border-t border-stone-200" data-testid="inc-side-gems">
              <td className={seats.includes(me) ? "font-bold" : ""}>{sideName(seats)}</td>
              {games.map((g, n) => (
                <td key={n} className="text-right font-bold">
                  {bySide.valueText(t, sidePoints(match, g)[k] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    );
  return (
    <table className="w-full text-lg tabular-nums" data-testid={testId}>
      <tbody>
        {match.seats.map((s, i) => (
          <tr key={s.seatId} className="border-t border-stone-200">
            <td className={s.seatId === me ? "font-bold" : ""}>{name(s.seatId)}</td>
            {games.map((g, n) => (
              <td key={n} className="text-right font-bold">
                {pts(g[i] ?? 0)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { progressOf, type MatchView, type TournamentView } from "@/lib/tournament/shape";
import { gamesText, nameOf, pts, totals } from "./names";

/** One round's pairings with table numbers, state and result; optional link per match. */
export function RoundTable({ view, matches, large = false, href, actions }: {
  view: TournamentView;
  matches: MatchView[];
  large?: boolean;
  href?: (m: MatchView) => string | null;
  actions?: (m: MatchView) => React.ReactNode;
}) {
  const t = useTranslations("tournament");
  // On the projector the type is as large as the round's rows allow on one screen (8 tables at 16 players).
  const rows = matches.length;
  const size = rows <= 4 ? "text-6xl" : "text-5xl";
  const cell = large ? (rows <= 4 ? "px-4 py-4" : "px-4 py-1") : "px-2 py-1";
  return (
    <table className={`w-full text-left ${large ? size : "text-sm"}`}>
      <tbody>
        {matches.map((m) => {
          const link = href?.(m) ?? null;
          const sum = totals(m.games);
          // Where a Bo3 stands after each game (paper or app): games won, and the points so far.
          const progress = progressOf(m);
          const open = m.status === "scheduled" || m.status === "reported" || m.status === "disputed";
          return (
            <tr key={m.id} className="border-t border-stone-200" data-testid="pairing" data-match={m.id} data-status={m.status}>
              <td className={`${cell} whitespace-nowrap text-stone-500`}>{m.table !== null ? t("table", { table: m.table }) : ""}</td>
              {m.b === null ? (
                <td className={cell} colSpan={3} data-testid="pairing-bye">{t("bye", { name: nameOf(view, m.a) })}</td>
              ) : (
                <>
                  <td className={`${cell} font-semibold ${large ? "whitespace-nowrap" : ""}`} data-testid="pairing-players">
                    {link ? <Link className="underline" href={link}>{nameOf(view, m.a)} – {nameOf(view, m.b)}</Link> : <>{nameOf(view, m.a)} – {nameOf(view, m.b)}</>}
                  </td>
                  <td className={`${cell} whitespace-nowrap tabular-nums font-black`} data-testid="pairing-result">
                    {m.status === "confirmed" ? t("result", { a: pts(sum.a), b: pts(sum.b) }) : ""}
                    {open && progress.games > 0 ? t("result", { a: pts(progress.a), b: pts(progress.b) }) : ""}
                    {m.status === "confirmed" && m.games.length > 1 && <span className={`block font-normal text-stone-500 ${large ? (rows <= 4 ? "text-3xl" : "text-2xl") : "text-xs"}`}>{gamesText(m.games)}</span>}
                    {view.bestOf === 3 && progress.games > 0 && (
                      <span className={`block font-semibold text-stone-600 ${large ? (rows <= 4 ? "text-3xl" : "text-2xl") : "text-xs"}`} data-testid="pairing-games">{t("gamesScore", { a: progress.wonA, b: progress.wonB })}</span>
                    )}
                  </td>
                  <td className={`${cell} ${large ? `whitespace-nowrap ${rows <= 4 ? "text-4xl" : "text-3xl"}` : "text-xs"} text-stone-600`} data-testid="pairing-status">{t(`status.${m.status}`)}{!large && open && m.live !== null && ` · ${t("liveShort", { game: m.live })}`}</td>
                </>
              )}
              {actions && <td className={cell}>{actions(m)}</td>}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

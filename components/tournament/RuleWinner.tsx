"use client";
import { useTranslations } from "next-intl";
import { gameWinner, sideTotalsOf } from "@/engine/tournament";
import { sidesOfMatch, type MatchView } from "@/lib/tournament/shape";

/** A game's "won by rule" choice in a paper result's form (GameDefinition.ruleWin): the sides that may be named,
 * each with its players' names, and the hint of the game saying when. */
export interface RuleWin {
  /** The game's hint (already translated): when a game is won other than by its points. */
  hint: string;
  sides: { side: number; label: string }[];
}

/** Who won game `n`: by its points (the default), or a side named by rule whatever the points. */
export function RuleWinnerSelect({
  n,
  ruleWin,
  value,
  describedBy,
  onChange,
}: {
  n: number;
  ruleWin: RuleWin;
  value: number | null;
  describedBy?: string;
  onChange: (side: number | null) => void;
}) {
  const t = useTranslations("tournament");
  return (
    <label className="mt-2 flex flex-col gap-1 text-sm">
      <span className="font-semibold">{t("ruleWin.label")}</span>
      <select
        aria-label={t("ruleWin.labelGame", { n })}
        className="min-h-11 rounded-lg border border-stone-300 bg-white px-2 text-base"
        value={value === null ? "" : String(value)}
        aria-describedby={describedBy}
        data-testid={`rule-winner-${n - 1}`}
        onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))}
      >
        <option value="">{t("ruleWin.byPoints")}</option>
        {ruleWin.sides.map(({ side, label }) => (
          <option key={side} value={side}>
            {t("ruleWin.side", { name: label })}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The game's hint, said once above its games. */
export function RuleWinHint({ id, ruleWin }: { id: string; ruleWin: RuleWin }) {
  return (
    <p id={id} className="text-sm text-stone-600" data-testid="rule-win-hint">
      {ruleWin.hint}
    </p>
  );
}

/** The side each recorded game was won by when its points alone do not say it (won by rule, or a concession on the
 * app), else null: what a form that corrects those games starts from. */
export function winnersNotByPoints(
  games: readonly { points: readonly number[]; winner: number | null }[],
  sides: readonly number[],
): (number | null)[] {
  return games.map((g) =>
    g.winner !== null && g.winner !== gameWinner(sideTotalsOf(g.points, sides)) ? g.winner : null,
  );
}

/** The "won by rule" choice of a match's form, when its game has one (`hint`: the game's, translated): its sides in
 * `order` (indices of sidesOfMatch; a phone puts its own first), each named by `label`. */
export function ruleWinOf(
  hint: string | null,
  match: Pick<MatchView, "seats">,
  label: (seats: readonly string[]) => string,
  order?: readonly number[],
): RuleWin | undefined {
  if (hint === null) return undefined;
  const sides = sidesOfMatch(match);
  const sideOf = (seats: readonly string[]) => match.seats.find((s) => s.seatId === seats[0])!.side;
  return {
    hint,
    sides: (order ?? sides.map((_, i) => i)).map((i) => ({ side: sideOf(sides[i]!), label: label(sides[i]!) })),
  };
}

/** The games won other than by their points, one line each ("Partita 1: vinta da Bruno, non ai punti"): what a
 * reader of the points alone would get wrong. `winners[i]`: game i+1's side so named, or null. */
export function NotByPoints({
  winners,
  match,
  label,
}: {
  winners: readonly (number | null)[];
  match: Pick<MatchView, "seats">;
  label: (seats: readonly string[]) => string;
}) {
  const t = useTranslations("tournament");
  const lines = winners.flatMap((w, i) => {
    if (w === null) return [];
    const seats = match.seats.filter((s) => s.side === w).map((s) => s.seatId);
    return seats.length ? [t("ruleWin.won", { n: i + 1, name: label(seats) })] : [];
  });
  if (!lines.length) return null;
  return (
    <ul className="text-base font-semibold text-amber-900" data-testid="not-by-points">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

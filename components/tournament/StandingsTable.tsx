"use client";
import { useTranslations } from "next-intl";
import type { StandingRow } from "@/engine/tournament";

/** The standings (event-rules §6): points, debt (where the game has one), score = points − debt, games W/L/D,
 * matches. A game without a debt shows its points once: a "Punteggio" column always equal to "Punti" beside it only
 * asked what the difference was (the UX audit of session 63, on the projector and the phones). */
export function StandingsTable({
  rows,
  debt,
  pointsLabel,
  large = false,
  compact = false,
  highlight,
  shown,
}: {
  rows: StandingRow[];
  /** Whether the game's standings carry a debt (GameDefinition.debt): each game shows only its own columns. */
  debt: boolean;
  /** The points column in the game's words (its `resultWords` slot: Incantesium's gems conquered); absent: "Punti". */
  pointsLabel?: string;
  /** The projector's: one line per row, the type scaled by the screen and grown by the panel's --board-scale where the
   * rows leave room (pages, not smaller type, for many players: see ProjectorPanel). */
  large?: boolean;
  compact?: boolean;
  highlight?: string;
  /** Rows not on the projector's current page are hidden (still in the page, so results land in them). */
  shown?: (index: number) => boolean;
}) {
  const t = useTranslations("tournament");
  const tiebreaks = !compact && rows.some((r) => r.tiebreak);
  const points = pointsLabel ?? t("colPoints");
  // Without a debt the score is the points: one column, the ranking's, named as the game names its points.
  const scoreLabel = debt ? t("colScore") : points;
  // On the projector every cell stays on one line but the player's: it takes the width left, and a name (a 2v2 team's
  // two) longer than that takes a second line rather than being cut (the panel pages by the rows' real heights).
  const pad = large ? "px-[0.6vw] py-[0.5vh]" : "px-2 py-1";
  const cell = large ? `whitespace-nowrap ${pad}` : pad;
  return (
    <table
      className={`w-full text-left tabular-nums ${large ? "text-[calc(min(4.2vh,2.4vw)*var(--board-scale,1))] leading-tight" : "text-sm"}`}
      data-testid="standings"
    >
      <thead className={`text-stone-500 ${large ? "text-[0.75em] text-stone-600" : ""}`}>
        <tr>
          <th className={cell}>{t("colRank")}</th>
          <th className={`${cell} ${large ? "w-full max-w-0" : ""}`}>{t("colPlayer")}</th>
          {!compact && debt && <th className={`${cell} text-right`}>{points}</th>}
          {!compact && debt && <th className={`${cell} text-right`}>{t("colDebt")}</th>}
          <th className={`${cell} text-right`}>{scoreLabel}</th>
          {!compact && <th className={`${cell} text-right`}>{t("colWon")}</th>}
          {!compact && <th className={`${cell} text-right`}>{t("colLost")}</th>}
          {!compact && <th className={`${cell} text-right`}>{t("colDrawn")}</th>}
          {!compact && <th className={`${cell} text-right`}>{t("colPlayed")}</th>}
          {tiebreaks && <th className={`${cell} text-right`}>{t("colTiebreak")}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr
            key={r.id}
            hidden={shown ? !shown(i) : undefined}
            data-testid="standing-row"
            data-seat={r.id}
            className={`border-t border-stone-200 ${r.id === highlight ? "bg-amber-50 font-bold" : ""} ${r.dropped ? "text-stone-500" : ""}`}
          >
            <td className={cell} data-testid="standing-rank">
              {r.rank}
            </td>
            <td
              className={`${pad} font-semibold ${large ? "max-w-0 [overflow-wrap:anywhere]" : ""}`}
              data-testid="standing-name"
            >
              {r.name}
              {r.dropped && (
                <span
                  className={`ml-2 ${large ? "text-[0.75em]" : "text-[0.6em]"} font-normal uppercase`}
                  data-testid="standing-dropped"
                >
                  {t("dropped")}
                </span>
              )}
              {compact && debt && (
                <span className="block text-xs font-normal text-stone-500">
                  {points} {r.matchPoints} · {t("colDebt")} {r.debt}
                </span>
              )}
            </td>
            {!compact && debt && (
              <td className={`${cell} text-right`} data-testid="standing-points">
                {r.matchPoints}
              </td>
            )}
            {!compact && debt && (
              <td className={`${cell} text-right`} data-testid="standing-debt">
                {r.debt}
              </td>
            )}
            {/* Without a debt this is the points column (score = points − 0): it keeps their test id. */}
            <td className={`${cell} text-right font-black`} data-testid={debt ? "standing-score" : "standing-points"}>
              {r.score}
            </td>
            {!compact && (
              <>
                <td className={`${cell} text-right`}>{r.gamesWon}</td>
                <td className={`${cell} text-right`}>{r.gamesLost}</td>
                <td className={`${cell} text-right`}>{r.gamesDrawn}</td>
                <td className={`${cell} text-right`} data-testid="standing-played">
                  {r.matchesPlayed}
                </td>
              </>
            )}
            {tiebreaks && (
              <td className={`${cell} text-right`}>
                {r.tiebreak ? `${r.tiebreak.won}/${r.tiebreak.drawn}/${r.tiebreak.lost}` : ""}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

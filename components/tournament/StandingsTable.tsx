"use client";
import { useTranslations } from "next-intl";
import type { StandingRow } from "@/engine/tournament";

/** The standings (event-rules §6): points, debt, score = points − debt, games W/L/D, matches. */
export function StandingsTable({ rows, large = false, compact = false, highlight }: { rows: StandingRow[]; large?: boolean; compact?: boolean; highlight?: string }) {
  const t = useTranslations("tournament");
  const tiebreaks = !compact && rows.some((r) => r.tiebreak);
  // On the projector the type is as large as the rows allow on one screen (up to 16 players).
  const size = rows.length <= 6 ? "text-5xl" : rows.length <= 10 ? "text-4xl" : "text-3xl";
  const cell = large ? (rows.length <= 6 ? "px-4 py-2" : "px-4 py-0.5") : "px-2 py-1";
  return (
    <table className={`w-full text-left tabular-nums ${large ? `${size} leading-tight` : "text-sm"}`} data-testid="standings">
      <thead className={`text-stone-500 ${large ? (rows.length <= 10 ? "text-3xl" : "text-2xl") : ""}`}>
        <tr>
          <th className={cell}>{t("colRank")}</th>
          <th className={cell}>{t("colPlayer")}</th>
          {!compact && <th className={`${cell} text-right`}>{t("colPoints")}</th>}
          {!compact && <th className={`${cell} text-right`}>{t("colDebt")}</th>}
          <th className={`${cell} text-right`}>{t("colScore")}</th>
          {!compact && <th className={`${cell} text-right`}>{t("colWon")}</th>}
          {!compact && <th className={`${cell} text-right`}>{t("colLost")}</th>}
          {!compact && <th className={`${cell} text-right`}>{t("colDrawn")}</th>}
          {!compact && <th className={`${cell} text-right`}>{t("colPlayed")}</th>}
          {tiebreaks && <th className={`${cell} text-right`}>{t("colTiebreak")}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} data-testid="standing-row" data-seat={r.id} className={`border-t border-stone-200 ${r.id === highlight ? "bg-amber-50 font-bold" : ""} ${r.dropped ? "text-stone-400" : ""}`}>
            <td className={cell} data-testid="standing-rank">{r.rank}</td>
            <td className={`${cell} font-semibold`} data-testid="standing-name">
              {r.name}
              {r.dropped && <span className="ml-2 text-[0.6em] font-normal uppercase" data-testid="standing-dropped">{t("dropped")}</span>}
              {compact && (
                <span className="block text-xs font-normal text-stone-500">
                  {t("colPoints")} {r.matchPoints} · {t("colDebt")} {r.debt}
                </span>
              )}
            </td>
            {!compact && <td className={`${cell} text-right`} data-testid="standing-points">{r.matchPoints}</td>}
            {!compact && <td className={`${cell} text-right`} data-testid="standing-debt">{r.debt}</td>}
            <td className={`${cell} text-right font-black`} data-testid="standing-score">{r.score}</td>
            {!compact && (
              <>
                <td className={`${cell} text-right`}>{r.gamesWon}</td>
                <td className={`${cell} text-right`}>{r.gamesLost}</td>
                <td className={`${cell} text-right`}>{r.gamesDrawn}</td>
                <td className={`${cell} text-right`} data-testid="standing-played">{r.matchesPlayed}</td>
              </>
            )}
            {tiebreaks && <td className={`${cell} text-right`}>{r.tiebreak ? `${r.tiebreak.won}/${r.tiebreak.drawn}/${r.tiebreak.lost}` : ""}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

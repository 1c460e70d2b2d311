"use client";
import { useTranslations } from "next-intl";
import { progressOf, sidePoints } from "@/lib/tournament/shape";
import { sideScore } from "../names";
import type { MatchPage } from "./matchPage";
import { PlaceTable } from "./ScoreTables";

/** Where an open match stands after the games recorded so far (on paper or on the app): two sides'
 * games won and points from my side, each game with where it came from; each place's points where the
 * sides' totals do not tell them. */
export function MatchProgress({ page }: { page: MatchPage }) {
  const t = useTranslations("tournament");
  const { match, seen, open } = page;
  if (!open || match.played.length === 0) return null;
  const { wins, points } = progressOf(match);
  const score = (perSide: readonly number[]) => sideScore(seen.fromMine(perSide));
  return (
    <section className="panel space-y-1" data-testid="match-progress">
      <p className="font-semibold">
        {t("soFar")}
        {/* Each score whole on its line (a 360-px phone broke "Punti 65–90" after the dash). */}
        {seen.versus && (
          <>
            : <span className="whitespace-nowrap">{t("gamesWon", { score: score(wins) })}</span> ·{" "}
            <span className="whitespace-nowrap">{t("pointsWon", { score: score(points) })}</span>
          </>
        )}
      </p>
      {seen.versus && (
        <ul className="text-sm text-stone-600">
          {match.played.map((g, i) => (
            <li key={i}>
              {t("gameLine", { n: i + 1, score: score(sidePoints(match, g.points)) })} ·{" "}
              {t(`gameSource.${g.source as "engine"}`)}
            </li>
          ))}
        </ul>
      )}
      {seen.byPlace && (
        <PlaceTable page={page} games={match.played.map((g) => g.points)} testId="match-progress-points" />
      )}
    </section>
  );
}

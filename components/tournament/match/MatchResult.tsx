"use client";
import { useTranslations } from "next-intl";
import { confirmedGames, progressOf, sidePoints } from "@/lib/tournament/shape";
import { confirmedTotals, gamesText, sideScore } from "../names";
import type { MatchPage } from "./matchPage";
import { PlaceTable } from "./ScoreTables";
import { NotByPoints, winnersNotByPoints } from "../RuleWinner";

/** How the match ended: two sides' totals from my side ("155 – 205"), game by game and in games won
 * (Bo3); each place's points where the totals do not tell them (a pod, a 2v2's players). */
export function MatchResult({ page }: { page: MatchPage }) {
  const t = useTranslations("tournament");
  const troot = useTranslations();
  const { view, match, seen, slots } = page;
  // What the numbers are where they are not points (Incantesium: the gems conquered during the challenge).
  const words = slots.resultWords;
  if (match.status === "not_played")
    return (
      <p className="panel" data-testid="match-not-played">
        {t("notPlayed")}
      </p>
    );
  if (match.status !== "confirmed") return null;
  const games = confirmedGames(match);
  return (
    <section className="panel space-y-1 bg-green-50" data-testid="match-confirmed">
      <p className="font-semibold">{t("confirmed")}</p>
      {seen.versus && (
        <>
          <p className="text-4xl font-black tabular-nums" data-testid="match-confirmed-score">
            {sideScore(seen.fromMine(confirmedTotals(match)), " – ")}
          </p>

          {games.length > 1 && (
            <p className="text-stone-600">{gamesText(games.map((g) => seen.fromMine(sidePoints(match, g.points))))}</p>
          )}
          {view.bestOf === 3 && (
            <p className="font-semibold" data-testid="match-games-won">
              {t("gamesWon", { score: sideScore(seen.fromMine(progressOf(match).wins)) })}
            </p>
          )}
        </>
      )}
      {words && (
        <p className="text-sm text-stone-600" data-testid="match-confirmed-caption">
          {words.caption(troot)}
        </p>
      )}
      {seen.byPlace && <PlaceTable page={page} games={games.map((g) => g.points)} testId="match-confirmed-points" />}
      <NotByPoints
        winners={winnersNotByPoints(
          games,
          match.seats.map((s) => s.side),
        )}
        match={match}
        label={page.sideName}
      />
    </section>
  );
}

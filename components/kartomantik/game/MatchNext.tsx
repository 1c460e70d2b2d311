"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { callApi } from "@/components/api";
import { nameOf, pts } from "@/components/tournament/names";
import { progressOf, sideIndexOf, sidesOfMatch, type TournamentView } from "@/lib/tournament/shape";

/** When a tournament game on the app ends, what comes next, with a button to it: the match's
 * result once it is decided, otherwise the sideboard for the next game of the Bo3. The game's
 * end and its result are written in one transaction, so the view read now already has it. */
export function MatchNext({ eventId, matchId, me }: { eventId: string; matchId: string; me: string }) {
  const t = useTranslations("tournament");
  const [view, setView] = useState<TournamentView | null>(null);
  useEffect(() => {
    let live = true;
    void callApi<TournamentView>(`/api/events/${eventId}/tournament`).then(({ data }) => live && data && setView(data));
    return () => {
      live = false;
    };
  }, [eventId, matchId]);
  const match = view?.matches.find((m) => m.id === matchId);
  if (!view || !match) return null;
  const p = progressOf(match);
  const mine = Math.max(0, sideIndexOf(match, me));
  const theirs = 1 - mine;
  const [won, lost, my, their] = [p.wins[mine] ?? 0, p.wins[theirs] ?? 0, p.points[mine] ?? 0, p.points[theirs] ?? 0];
  const opponent = nameOf(view, sidesOfMatch(match)[theirs]?.[0] ?? null);
  const href = `/play/${eventId}/matches/${matchId}`;
  // A table of 3–5: each side (a 2v2 team, a pod's player) with its points so far. Its next game, like a duel's,
  // waits for every seat's sideboard (lib/kartomantik/games/play.ts openMatchGame).
  const table = match.seats.length > 2;
  const totals = p.points;
  const score = table ? (
    <p className="tabular-nums" data-testid="match-next-score">
      {sidesOfMatch(match)
        .map(
          (seats, i) =>
            `${seats.map((id) => (id === me ? t("you") : nameOf(view, id))).join(" & ")} ${pts(totals[i]!)}`,
        )
        .join(" · ")}
    </p>
  ) : (
    <p className="tabular-nums" data-testid="match-next-score">
      {/* Each score whole on its line: at 360 px "Punti 65–90" broke after the dash. */}
      {t("you")} {t("vs")} {opponent}:{" "}
      {view.bestOf === 3 && (
        <>
          <span className="whitespace-nowrap">{t("gamesScore", { a: won, b: lost })}</span> ·{" "}
        </>
      )}
      <span className="whitespace-nowrap">{t("pointsScore", { a: pts(my), b: pts(their) })}</span>
    </p>
  );
  if (match.status === "confirmed") {
    return (
      <section className="panel space-y-2 bg-green-50" data-testid="match-next" data-next="result">
        <p className="text-xl font-bold">{t("matchOver")}</p>
        {score}
        <Link href={href} className="btn min-h-14 w-full text-lg" data-testid="match-next-go">
          {t("toMatch")}
        </Link>
      </section>
    );
  }
  const next = p.games + 1;
  return (
    <section className="panel space-y-2" data-testid="match-next" data-next="sideboard" data-game={next}>
      <p className="text-xl font-bold">{t("nextSideboard", { game: next })}</p>
      {score}
      <Link href={`${href}#sideboard`} className="btn min-h-14 w-full text-lg" data-testid="match-next-go">
        {t("toSideboard", { game: next })}
      </Link>
    </section>
  );
}

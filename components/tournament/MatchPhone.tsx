"use client";
import { useTranslations } from "next-intl";
import { ErrorBox } from "@/components/ErrorBox";
import { OpenGameButton } from "@/components/engine-game/OpenGameButton";
import type { TournamentView } from "@/lib/tournament/shape";
import { LiveGame } from "./match/LiveGame";
import { MatchFrame } from "./match/MatchFrame";
import { matchPage } from "./match/matchPage";
import { MatchProgress } from "./match/MatchProgress";
import { MatchResult } from "./match/MatchResult";
import { ReportAnswer } from "./match/ReportAnswer";
import { ReportForm } from "./match/ReportForm";
import { useMatchAnswer } from "./match/useMatchAnswer";
import { useTournamentStream } from "./useTournamentStream";

/** A player's match on the phone, whatever the table: a duel, a Free-for-All pod of 3–5, a 2v2
 * (event-rules §7). One player reports every place's points game by game; every other side confirms
 * or disputes (a 2v2 team by either player). Or the table plays its next game on the app: any seat
 * opens it, the others join it from here, and its end records the game. Live, one thumb; points are
 * read from the player's side. */
export function MatchPhone({
  eventId,
  matchId,
  me,
  initial,
}: {
  eventId: string;
  matchId: string;
  me: string;
  initial: TournamentView;
}) {
  const t = useTranslations("tournament");
  const words = useTranslations();
  const { view, online, acceptMatch } = useTournamentStream(eventId, initial);
  const answer = useMatchAnswer(eventId, matchId, acceptMatch);
  const match = view?.matches.find((m) => m.id === matchId);
  if (!view || !match) return <p>{t("noMatchNow")}</p>;
  const page = matchPage(eventId, view, match, me, t);
  const { slots, open } = page;
  const send = (path: "report" | "confirm" | "dispute", body: Record<string, unknown> = {}) =>
    answer.send(path, match.version, body);
  const { live, playable, mayReport } = page.seen;

  return (
    <MatchFrame page={page} online={online}>
      {/* The game's own panel (Ken's scorepad, Incantesium's challenge as it stands). */}
      {slots.MatchPanel && <slots.MatchPanel eventId={eventId} view={view} match={match} me={me} />}
      <MatchResult page={page} />
      <ReportAnswer page={page} busy={answer.busy} send={(path) => void send(path)} />
      {match.status === "disputed" && (
        <p className="panel bg-red-50 font-semibold" data-testid="match-disputed">
          {t("disputed")}
        </p>
      )}
      <MatchProgress page={page} />
      {live !== null && !slots.playOnApp?.running?.inPanel && (
        <LiveGame
          eventId={eventId}
          url={`/api/events/${eventId}/matches/${matchId}/games`}
          live={live}
          kind={view.game}
        />
      )}
      {/* Bo3 sideboarding where the game's decks have a side (rulebook §4.1 "Riserva"); not while a game runs on the
          app. Between games it is the next step: before the paper report's form, which would push it a screen down
          on a phone. The next game starts when every seat is ready. */}
      {view.bestOf === 3 && slots.Sideboard && open && live === null && (
        <div id="sideboard">
          <slots.Sideboard
            eventId={eventId}
            matchId={matchId}
            version={match.version}
            opponent={match.seats
              .filter((s) => s.seatId !== me)
              .map((s) => page.name(s.seatId))
              .join(", ")}
            played={match.played.length}
          />
        </div>
      )}
      {mayReport && (
        <ReportForm
          page={page}
          busy={answer.busy}
          onSubmit={(games, winners) => void send("report", { games, ...(winners && { winners }) })}
        />
      )}
      {playable && slots.playOnApp && (
        <OpenGameButton
          eventId={eventId}
          url={`/api/events/${eventId}/matches/${matchId}/games`}
          label={slots.playOnApp.label(words)}
          quiet={slots.playOnApp.quiet}
          testId="play-on-app"
          kind={view.game}
        />
      )}
      <ErrorBox error={answer.error} />
    </MatchFrame>
  );
}

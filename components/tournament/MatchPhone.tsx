"use client";
import { useTranslations } from "next-intl";
import { ErrorBox } from "@/components/ErrorBox";
import { gameDefinition } from "@/lib/game-registry/definitions";
import { confirmedGames, progressOf, sideIndexOf, type TournamentView } from "@/lib/tournament/shape";
import { TableMatchPhone } from "./TableMatchPhone";
import { AnswerButtons, DisputedNote, LiveGame, MatchFrame, useMatchAnswer } from "./MatchPhoneParts";
import { ResultForm } from "./ResultForm";
import { gameSlots } from "@/components/game-registry/slots";
import { gamesText, nameOf, pts } from "./names";
import { useTournamentStream } from "./useTournamentStream";

/** A player's match on the phone (event-rules §7): report both players' points, or confirm or
 * dispute the opponent's report; live, one thumb. Points are shown from the player's side. */
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
  const { view, online, acceptMatch } = useTournamentStream(eventId, initial);
  const answer = useMatchAnswer(eventId, matchId, acceptMatch);
  const { busy } = answer;
  const match = view?.matches.find((m) => m.id === matchId);
  if (!view || !match) return <p>{t("noMatchNow")}</p>;
  const slots = gameSlots(view.game);
  // A pod or a 2v2 table: every seat's points, every other side's confirmation.
  if (match.seats.length > 2)
    return (
      <TableMatchPhone eventId={eventId} me={me} view={view} match={match} online={online} acceptMatch={acceptMatch} />
    );
  // Two seats: my place and the opponent's, each its own side.
  const mine = Math.max(0, sideIndexOf(match, me));
  const theirs = 1 - mine;
  const opponent = nameOf(view, match.seats[theirs]?.seatId ?? null);
  /** Games (points per place) seen from my side: [mine, theirs]. */
  const fromMe = (games: readonly (readonly number[])[]) => games.map((g) => [g[mine] ?? 0, g[theirs] ?? 0]);

  const send = (path: "report" | "confirm" | "dispute", body: Record<string, unknown> = {}) =>
    answer.send(path, match.version, body);

  const reportedByMe = match.status === "reported" && match.reportedBy === me;
  const awaitingMe = match.status === "reported" && match.reportedBy !== me;
  const open = ["scheduled", "reported", "disputed"].includes(match.status);
  const confirmed = fromMe(confirmedGames(match).map((g) => g.points));
  const sum = confirmed.reduce((t, g) => [t[0]! + g[0]!, t[1]! + g[1]!], [0, 0]);
  // One source per game: while a game runs on the app, the app records it (no paper form).
  const live = open ? match.live : null;
  const played = fromMe(match.played.map((g) => g.points));
  const recordedOnApp = open ? played : [];
  const { wins, points } = progressOf(match);
  const progress = { wonA: wins[mine]!, wonB: wins[theirs]!, a: points[mine]!, b: points[theirs]! };

  return (
    <MatchFrame
      eventId={eventId}
      match={match}
      title={
        <h1 className="text-3xl font-bold" data-testid="match-title">
          {t("you")} {t("vs")} {opponent}
        </h1>
      }
      header={!online && <p className="text-amber-700">{t("reconnecting")}</p>}
    >
      {/* The game's own panel (Ken's scorepad, Incantesium's challenge as it stands). */}
      {slots.MatchPanel && <slots.MatchPanel eventId={eventId} view={view} match={match} me={me} />}

      {match.status === "confirmed" && (
        <section className="panel space-y-1 bg-green-50" data-testid="match-confirmed">
          <p className="font-semibold">{t("confirmed")}</p>
          <p className="text-4xl font-black tabular-nums">{t("result", { a: pts(sum[0]!), b: pts(sum[1]!) })}</p>
          {confirmed.length > 1 && <p className="text-stone-600">{gamesText(confirmed)}</p>}
          {view.bestOf === 3 && (
            <p className="font-semibold" data-testid="match-games-won">
              {t("gamesScore", { a: progress.wonA, b: progress.wonB })}
            </p>
          )}
        </section>
      )}
      {match.status === "not_played" && (
        <p className="panel" data-testid="match-not-played">
          {t("notPlayed")}
        </p>
      )}

      {/* The answer the opponent waits for comes first. */}
      {awaitingMe && match.report && (
        <section className="panel space-y-3" data-testid="match-awaiting-me">
          <p className="font-semibold">{t("reportedBy", { name: opponent })}</p>
          <table className="w-full text-lg tabular-nums">
            <thead className="text-sm text-stone-500">
              <tr>
                <th></th>
                <th className="text-right">{t("you")}</th>
                <th className="text-right">{opponent}</th>
              </tr>
            </thead>
            <tbody>
              {fromMe(match.report.points).map((g, i) => (
                <tr key={i} className="border-t border-stone-200">
                  <td>{t("game", { n: i + 1 })}</td>
                  <td className="text-right font-bold">{pts(g[0]!)}</td>
                  <td className="text-right font-bold">{pts(g[1]!)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <AnswerButtons busy={busy} send={(path) => void send(path)} />
        </section>
      )}

      {reportedByMe && (
        <p className="panel bg-amber-50 font-semibold" data-testid="match-awaiting-opponent">
          {t("awaitingOpponent", { name: opponent })}
        </p>
      )}
      {match.status === "disputed" && <DisputedNote />}

      {/* Where the Bo3 stands after each game (paper or app). */}
      {open && played.length > 0 && (
        <section className="panel space-y-1" data-testid="match-progress">
          <p className="font-semibold">
            {t("soFar")}: {t("gamesScore", { a: progress.wonA, b: progress.wonB })} ·{" "}
            {t("pointsScore", { a: pts(progress.a), b: pts(progress.b) })}
          </p>
          <ul className="text-sm text-stone-600">
            {played.map((g, i) => (
              <li key={i}>
                {t("gameLine", { n: i + 1, a: pts(g[0]!), b: pts(g[1]!) })} ·{" "}
                {t(`gameSource.${match.played[i]!.source as "engine"}`)}
              </li>
            ))}
          </ul>
        </section>
      )}

      {live !== null && (
        <LiveGame
          eventId={eventId}
          url={`/api/events/${eventId}/matches/${matchId}/games`}
          live={live}
          kind={view.game}
        />
      )}

      {live === null && (match.status === "scheduled" || match.status === "disputed" || reportedByMe) && (
        <section className="panel space-y-2">
          <h2 className="text-xl font-semibold">{t("reportTitle")}</h2>
          <p className="text-sm text-stone-600">{t("reportHelp")}</p>
          {recordedOnApp.length > 0 && <p className="text-sm text-stone-600">{t("reportMissing")}</p>}
          <ResultForm
            key={`${match.version}`}
            bestOf={view.bestOf}
            columns={[
              { place: mine, label: t("myPoints") },
              { place: theirs, label: t("points", { name: opponent }) },
            ]}
            sides={match.seats.map((s) => s.side)}
            scoring={gameDefinition(view.game).scoring}
            initial={match.report?.points ?? null}
            fixed={open ? match.played.map((g) => g.points) : []}
            named={open ? match.played.map((g) => g.winner) : []}
            submitLabel={t("send")}
            busy={busy}
            onSubmit={(games) => send("report", { games })}
          />
          {!reportedByMe && slots.PlayOnApp && <slots.PlayOnApp eventId={eventId} matchId={matchId} />}
        </section>
      )}

      {/* Sideboarding below the answers; not while a game runs on the app. */}
      {view.bestOf === 3 && slots.Sideboard && open && live === null && (
        <div id="sideboard">
          <slots.Sideboard
            eventId={eventId}
            matchId={matchId}
            version={match.version}
            opponent={opponent}
            played={match.played.length}
          />
        </div>
      )}
      <ErrorBox error={answer.error} />
    </MatchFrame>
  );
}

"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import { useSendAction } from "@/components/net/useSendAction";
import { ResultForm } from "@/components/tournament/ResultForm";
import {
  confirmedText,
  confirmedTotals,
  gamesText,
  matchStatusText,
  nameOf,
  playersText,
  podPoints,
  pts,
  roundLabel,
  scoreText,
} from "@/components/tournament/names";
import { NotByPoints, ruleWinOf, winnersNotByPoints } from "@/components/tournament/RuleWinner";
import { TableResultForm } from "@/components/tournament/TableResultForm";
import { useTournamentStream } from "@/components/tournament/useTournamentStream";
import { gameDefinition } from "@/lib/game-registry/definitions";
import { resultHelpKey } from "@/lib/game-registry/definition";
import { confirmedGames, isBye, sidesOfMatch, type TournamentView } from "@/lib/tournament/shape";
import { gameSlots } from "@/components/game-registry/slots";

export function OrganizerMatch({
  eventId,
  matchId,
  initial,
  gameData = null,
}: {
  eventId: string;
  matchId: string;
  initial: TournamentView;
  /** What the game's server slot loaded for its match panel (ServerSlots.matchData). */
  gameData?: unknown;
}) {
  const t = useTranslations("tournament");
  const troot = useTranslations();
  const router = useRouter();
  const { view } = useTournamentStream(eventId, initial);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const put = useSendAction();
  const match = view?.matches.find((m) => m.id === matchId);
  if (!view || !match) return null;
  const slots = gameSlots(view.game);
  const game = gameDefinition(view.game);
  const words = slots.resultWords;
  const label = (seatId: string) =>
    words ? words.valueLabel(troot, nameOf(view, seatId)) : t("points", { name: nameOf(view, seatId) });
  const placeOf = (seatId: string) => match.seats.find((s) => s.seatId === seatId)!.place;
  // A table's help by its seating: a 2v2's says how a team adds its points, a pod's does not.
  const help = (kind: "duel" | "table") =>
    troot(
      resultHelpKey(
        game,
        kind,
        match.seats.map((s) => s.side),
      ) as never,
      game.scoring.field as never,
    );
  // A 2v2's fields by team, each under its players' names; a pod's (every place its own side) in one list.
  const sides = sidesOfMatch(match);
  const groups = sides.some((seats) => seats.length > 1)
    ? sides.map((seats) => ({
        title: seats.map((id) => nameOf(view, id)).join(" & "),
        places: seats.map((id) => ({ place: placeOf(id), label: label(id) })),
      }))
    : [{ places: match.seats.map((s) => ({ place: s.place, label: label(s.seatId) })) }];
  // A game won by rule (a player lost by a rule of the game, whatever the points): the form starts from the sides
  // the result names so (a confirmed game's not by its points; a report's).
  const sideLabel = (seats: readonly string[]) => seats.map((id) => nameOf(view, id)).join(" & ");
  const ruleWin = ruleWinOf(game.ruleWin ? troot(game.ruleWin as never) : null, match, sideLabel);
  const seatSides = match.seats.map((s) => s.side);
  const initialWinners =
    match.status === "confirmed" ? winnersNotByPoints(match.played, seatSides) : (match.report?.winners ?? []);
  const send = async (games: number[][], winners?: (number | null)[]) => {
    setBusy(true);
    const res = await put(
      `/api/events/${eventId}/matches/${matchId}`,
      { games, ...(winners && { winners }), version: match.version },
      { method: "PUT" },
    );
    setBusy(false);
    setError(res.ok ? null : res.error);
    if (res.ok) router.refresh();
  };
  const title = playersText(view, match);
  const sum = confirmedTotals(match);
  // A table of 3–5 seats lists every seat; two seats read as a duel's two columns.
  const wide = match.seats.length > 2;
  const bye = isBye(match);
  return (
    <section className="panel space-y-3" data-testid="organizer-match" data-status={match.status}>
      <p className="text-stone-600">
        {roundLabel(t, match)}
        {match.table !== null && ` · ${t("table", { table: match.table })}`}
      </p>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p data-testid="organizer-match-status">
        {matchStatusText(t, match)}
        {match.source && ` · ${t(`source.${match.source as "paper"}`)}`}
      </p>
      {/* The game's own part: a missing player's seat to the bot, the scorepad. */}
      {slots.OrganizerMatchPanel && !bye && (
        <slots.OrganizerMatchPanel eventId={eventId} view={view} match={match} data={gameData} />
      )}
      {match.status === "confirmed" && !wide && (
        <p className="text-3xl font-black tabular-nums" data-testid="organizer-match-result">
          {scoreText(sum)}{" "}
          {confirmedGames(match).length > 1 && (
            <span className="text-base font-normal text-stone-600">({confirmedText(match)})</span>
          )}
        </p>
      )}
      {match.report && match.status !== "confirmed" && !wide && (
        <p data-testid="organizer-match-report">
          {t("reportedBy", { name: nameOf(view, match.reportedBy) })} {gamesText(match.report.points)}
        </p>
      )}
      {/* A game won other than by its points (by rule, a concession): the points alone would say otherwise. */}
      <NotByPoints
        winners={match.status === "confirmed" ? initialWinners : (match.report?.winners ?? [])}
        match={match}
        label={sideLabel}
      />
      {wide ? (
        <>
          {match.status === "confirmed" && (
            <p className="text-xl font-bold tabular-nums" data-testid="organizer-match-result">
              {podPoints(match) ?? scoreText(sum)}
            </p>
          )}
          {match.report && match.status !== "confirmed" && (
            <p data-testid="organizer-match-report">
              {t("reportedBy", { name: nameOf(view, match.reportedBy) })}{" "}
              {match.report.points.map((g) => g.map(pts).join(" · ")).join(" / ")}
            </p>
          )}
          <TableResultForm
            key={match.version}
            groups={groups}
            sides={seatSides}
            scoring={game.scoring}
            recorded={match.played}
            bestOf={view.bestOf}
            initial={match.status === "confirmed" ? match.played.map((g) => g.points) : match.report?.points}
            busy={busy}
            title={t("correctTitle")}
            help={help("table")}
            submitLabel={t("save")}
            ruleWin={ruleWin}
            initialWinners={initialWinners}
            onSubmit={send}
          />
        </>
      ) : (
        <ResultForm
          key={match.version}
          bestOf={view.bestOf}
          columns={match.seats.map((s) => ({ place: s.place, label: label(s.seatId) }))}
          sides={seatSides}
          scoring={game.scoring}
          recorded={match.played}
          help={help("duel")}
          initial={match.status === "confirmed" ? match.played.map((g) => g.points) : match.report?.points}
          submitLabel={t("save")}
          busy={busy}
          ruleWin={ruleWin}
          initialWinners={initialWinners}
          onSubmit={send}
        />
      )}
      <ErrorBox error={error} />
    </section>
  );
}

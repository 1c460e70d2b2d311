// What clients see of a tournament: every match with its state, the standings and the round
// being played. All of it is public (the projector shows it); a phone picks out its own matches.
import { gameWinner, type MatchKind, type TiebreakScope } from "@/engine/tournament";
import { playingRounds, type MatchView, type TournamentView } from "@/lib/tournament/shape";

export type { MatchView, PlayerView, RoundRef, TournamentView } from "@/lib/tournament/shape";
export { roundMatches, roundsOf } from "@/lib/tournament/shape";
import { gameModule } from "@/lib/game-registry/modules";
import type { RunStatus } from "@/lib/states";
import { db } from "@/lib/db/client";
import { clockView, dbNow } from "@/lib/tournament/clock";
import type { EventMode } from "@/lib/events/modes";
import {
  gameRecord,
  type LoadedTournament,
  loadTournament,
  openStatus,
  planOf,
  type MatchRow,
} from "@/lib/tournament/records";
import { playingOnApp } from "@/lib/tournament/playing";
import { placePoints } from "@/lib/tournament/seats";

/** The result awaiting confirmation: each game's points per place, the sides named as winners by rule, and who
 * confirmed it so far. */
function reportOf(m: MatchRow): MatchView["report"] {
  const r = m.report as { points?: number[][]; winners?: (number | null)[]; confirmedBy?: string[] } | null;
  return r?.points ? { points: r.points, winners: r.winners ?? [], confirmedBy: r.confirmedBy ?? [] } : null;
}

/** A match as every client sees it (all of it is public); `playing`: the matches with a game on the app now
 * (lib/tournament/playing.ts). */
export function matchView(m: MatchRow, playing: ReadonlyMap<string, number>): MatchView {
  return {
    id: m.id,
    kind: m.kind as MatchKind,
    stage: m.stage,
    round: m.round,
    table: m.tableNo,
    seats: m.seats.map(({ place, seatId, side }) => ({ place, seatId, side })),
    status: m.status as MatchView["status"],
    played:
      m.status === "void" || m.status === "not_played"
        ? []
        : m.games.map((g) => ({ points: placePoints(m, g), winner: gameWinner(gameRecord(m, g)), source: g.source })),
    live: playing.get(m.id) ?? null,
    report: reportOf(m),
    reportedBy: m.reportedBy,
    disputedBy: m.disputedBy,
    source: m.source,
    version: m.version,
    sideboarding: [2, 3].flatMap((game) => {
      const ready = m.sideboarding.filter((s) => s.game === game).map((s) => s.seatId);
      return ready.length ? [{ game, ready }] : [];
    }),
  };
}

/** A 2v2 event's teams as the standings name them (id = the standings row's id). */
function teamsView(t: LoadedTournament) {
  const teams = new Map<string, string[]>();
  for (const p of t.players)
    teams.set(p.seat.teamId ?? p.seatId, [...(teams.get(p.seat.teamId ?? p.seatId) ?? []), p.seatId]);
  return [...teams].map(([id, seatIds]) => ({ id, seatIds }));
}

/** The whole public view, or null before the tournament starts. */
export async function tournamentView(eventId: string): Promise<TournamentView | null> {
  // One transaction (repeatable read) so the version matches the rows read.
  return db().$transaction(
    async (tx) => {
      const exists = await tx.tournament.findUnique({ where: { eventId }, select: { id: true } });
      if (!exists) return null;
      // One statement at a time: a transaction is one connection.
      const event = await tx.event.findUniqueOrThrow({
        where: { id: eventId },
        select: {
          id: true,
          version: true,
          game: true,
          format: true,
          mode: true,
          status: true,
          organizerId: true,
          settings: true,
        },
      });
      const t = await loadTournament(tx, eventId);
      const plan = planOf(t);
      const live = t.matches.filter((m) => m.status !== "void");
      const onApp = await playingOnApp(
        tx,
        event.game,
        live.filter((m) => openStatus(m.status)).map((m) => m.id),
      );
      const matches = live.map((m) => matchView(m, onApp));
      const playing = playingRounds(matches);
      const current = playing[0] ?? null;
      // Only a view with a clock carries the server's time (it changes every read).
      const clock = t.clockEndsAt || t.clockLeftMs !== null ? clockView(t, current, await dbNow(tx)) : null;
      return {
        version: event.version,
        eventId,
        game: event.game,
        format: event.format,
        // What the game adds (Ken il Guerriero: the end condition and the Punti Ordine scorepads).
        extras: await gameModule(event.game).tournamentExtras?.(
          tx,
          { ...event, settings: event.settings as Record<string, unknown> },
          (t.bestOf === 1 ? 1 : 3) as 1 | 3,
        ),
        bestOf: (t.bestOf === 1 ? 1 : 3) as 1 | 3,
        status: t.status as RunStatus,
        rounds: t.rounds,
        tiebreaks: t.tiebreaks as TiebreakScope,
        players: t.players.map((p) => ({
          seatId: p.seatId,
          number: p.number,
          name: p.seat.displayName,
          debt: p.debt,
          dropped: p.droppedAt !== null,
        })),
        matches,
        mode: t.event.mode as EventMode,
        ...(t.event.mode === "2v2" ? { teams: teamsView(t) } : {}),
        standings: plan.rows,
        current,
        playing,
        tiebreak: live.some((m) => m.kind === "tiebreak"),
        clock,
      };
    },
    { isolationLevel: "RepeatableRead" },
  );
}

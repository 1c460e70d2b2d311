// What clients see of a tournament: every match with its state, the standings and the round
// being played. All of it is public (the projector shows it); a phone picks out its own matches.
import { scoringOf, type GameScore, type MatchKind, type TiebreakScope } from "@/engine/tournament";
import type { MatchView, TournamentView } from "@/lib/tournament/shape";

export type { MatchView, PlayerView, RoundRef, TournamentView } from "@/lib/tournament/shape";
export { roundMatches, roundsOf } from "@/lib/tournament/shape";
import { scorepadsOf } from "@/lib/ken/scorepad-read";
import { kenEndOf } from "@/lib/ken/end-condition";
import { db } from "@/lib/db/client";
import { clockView, dbNow } from "@/lib/tournament/clock";
import type { EventMode } from "@/lib/events/modes";
import {
  type LoadedTournament,
  loadTournament,
  matchRecord,
  openStatus,
  planOf,
  type MatchRow,
} from "@/lib/tournament/records";
import { pointsAt, scoreOf, sideSeats } from "@/lib/tournament/seats";

/** A game as the two sides' score: a duel's places 0 and 1, a 2v2's team totals (a pod's first
 * two sides, which nothing reads: a pod shows `points`). */
function sideScore(m: MatchRow, g: MatchRow["games"][number]) {
  if (m.seats.every((s) => s.side === s.place)) return scoreOf(g);
  const [a = 0, b = 0] = sideSeats(m).map((seats) => seats.reduce((sum, s) => sum + pointsAt(g, s.place), 0));
  return { a, b };
}

/** The result awaiting confirmation: a duel's scores; a table's points per place and the seats
 * that confirmed so far (its `report` then null). */
function reportOf(m: MatchRow): Pick<MatchView, "report" | "reportPoints" | "confirmedBy"> {
  const r = m.report as { points?: number[][]; confirmedBy?: string[] } | GameScore[] | null;
  if (r && !Array.isArray(r) && r.points)
    return { report: null, reportPoints: r.points, confirmedBy: r.confirmedBy ?? [] };
  return { report: (r as GameScore[] | null) ?? null };
}

/** The engine's record of the match (what standings count) and what clients show besides. */
export function matchView(m: MatchRow): MatchView {
  return {
    ...matchRecord(m),
    table: m.tableNo,
    seats: m.seats.map(({ place, seatId, side }) => ({ place, seatId, side })),
    played:
      m.status === "void" || m.status === "not_played"
        ? []
        : m.games.map((g) => ({
            ...sideScore(m, g),
            source: g.source,
            ...(m.seats.length > 2 ? { points: m.seats.map((s) => pointsAt(g, s.place)) } : {}),
          })),
    live: m.engineGames[0]?.game ?? null,
    ...reportOf(m),
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
        select: { version: true, game: true, kenEnd: true },
      });
      const t = await loadTournament(tx, eventId);
      const scoring = scoringOf(event.game);
      const plan = planOf(t);
      const live = t.matches.filter((m) => m.status !== "void");
      const open = live.find((m) => openStatus(m.status));
      const current = open ? { kind: open.kind as MatchKind, stage: open.stage, round: open.round } : null;
      // Only a view with a clock carries the server's time (it changes every read).
      const clock = t.clockEndsAt || t.clockLeftMs !== null ? clockView(t, current, await dbNow(tx)) : null;
      return {
        version: event.version,
        eventId,
        game: scoring,
        ...(event.game === "ken" ? { kenEnd: kenEndOf(event.kenEnd) } : {}),
        bestOf: (t.bestOf === 1 ? 1 : 3) as 1 | 3,
        status: t.status as "running" | "finished",
        rounds: t.rounds,
        tiebreaks: t.tiebreaks as TiebreakScope,
        players: t.players.map((p) => ({
          seatId: p.seatId,
          number: p.number,
          name: p.seat.displayName,
          debt: p.debt,
          dropped: p.droppedAt !== null,
        })),
        matches: live.map(matchView),
        mode: t.event.mode as EventMode,
        ...(t.event.mode === "2v2" ? { teams: teamsView(t) } : {}),
        standings: plan.rows,
        current,
        tiebreak: live.some((m) => m.kind === "tiebreak"),
        clock,
        // Ken il Guerriero: the Punti Ordine scorepads of the matches (public, as on paper).
        scorepads: await scorepadsOf(tx, eventId, (t.bestOf === 1 ? 1 : 3) as 1 | 3),
      };
    },
    { isolationLevel: "RepeatableRead" },
  );
}

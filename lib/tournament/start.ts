// Starting the tournament (event-rules §5–6): the game locks what it locks (its start hook:
// Kartomantik's decks, fixing a Draft Bazaar's debts; Ken's deck lists), then every regular round is
// created at once, seat order = pairing-table numbers 1..N.
import { z } from "zod";
import { MAX_PLAYERS, MIN_PLAYERS, roundRobinOf } from "@/engine/tournament";
import { AppError } from "@/lib/errors";
import { writeEvent } from "@/lib/events/write";
import { createTables, type NewTable } from "@/lib/tournament/records";
import type { EventMode } from "@/lib/events/modes";
import { MAX_POD_ROUNDS, MIN_POD_PLAYERS, podRounds } from "@/engine/tournament";
import { randomSeed } from "@/lib/random-seed";
import { formatOf, maxSeatsOf } from "@/lib/game-registry/definitions";
import { gameModule } from "@/lib/game-registry/modules";

// bestOf: chosen (or changed from the event's) at the start; the event keeps what was played.
/** Pod rounds when the organizer does not say: each player meets most others at 3–5 a table. */
export const DEFAULT_POD_ROUNDS = 3;

// rounds: a Free-for-All event's number of pod rounds (its players need not all meet).
export const startInput = z.object({
  tiebreaks: z.enum(["first", "all"]).default("first"),
  bestOf: z.union([z.literal(1), z.literal(3)]).optional(),
  rounds: z.number().int().min(1).max(MAX_POD_ROUNDS).optional(),
});

/** A 2v2 event's teams (numbered by their first seat) and the round robin among them: a table of
 * four, places 0 and 2 one team (side 0), 1 and 3 the other (side 1), so teammates sit apart and
 * the clockwise order ("senso orario", 2vs2 La Pila) alternates the teams; a team alone has the bye. */
function teamTables(seats: { id: string; displayName: string; teamId: string | null }[]) {
  const byTeam = new Map<string, string[]>();
  for (const s of seats) if (s.teamId) byTeam.set(s.teamId, [...(byTeam.get(s.teamId) ?? []), s.id]);
  const paired = new Set([...byTeam.values()].filter((m) => m.length === 2).flat());
  const alone = seats.filter((s) => !paired.has(s.id)).map((s) => s.displayName);
  if (alone.length) throw new AppError("teams_not_ready", { names: alone.join(", ") });
  const teams = [...byTeam].map(([teamId, members]) => ({ teamId, seatIds: members }));
  if (teams.length < MIN_PLAYERS) throw new AppError("tournament_too_few_teams", { min: MIN_PLAYERS });
  const members = new Map(teams.map((t) => [t.teamId, t.seatIds]));
  const rounds: NewTable[][] = roundRobinOf(teams.map((t) => t.teamId)).map((round) =>
    round.map(([x, y]) => {
      const [x1, x2] = members.get(x)!;
      if (y === null) return { seats: [x1!, x2!], sides: [0, 0], bye: true };
      const [y1, y2] = members.get(y)!;
      return { seats: [x1!, y1!, x2!, y2!], sides: [0, 1, 0, 1] };
    }),
  );
  return { teams, rounds };
}

export async function startTournament(organizerId: string, eventId: string, options: z.input<typeof startInput> = {}) {
  const { tiebreaks, bestOf: chosen, rounds: podRoundsChosen } = startInput.parse(options);
  return writeEvent(eventId, async (tx, locked) => {
    if (await tx.tournament.findUnique({ where: { eventId }, select: { id: true } }))
      throw new AppError("tournament_started");
    const event = await tx.event.findUniqueOrThrow({
      where: { id: eventId },
      select: { bestOf: true, game: true, mode: true, organizerId: true, settings: true },
    });
    // The best-of chosen now, if the format has it (an Incantesium match is one challenge: always Bo1).
    const allowed = formatOf(event.game, locked.format).bestOf;
    const wanted = (chosen ?? event.bestOf) as 1 | 3;
    const bestOf = allowed.includes(wanted) ? wanted : allowed[0]!;
    const seats = await tx.seat.findMany({ where: { eventId }, orderBy: { position: "asc" } });
    const mode = event.mode as EventMode;
    const max = Math.min(
      maxSeatsOf({ game: event.game, format: locked.format, mode }),
      mode === "duel" ? MAX_PLAYERS : Infinity,
    );
    const min = mode === "ffa" ? MIN_POD_PLAYERS : MIN_PLAYERS;
    if (seats.length < min)
      throw new AppError(mode === "ffa" ? "tournament_too_few_pod_players" : "tournament_too_few_players", { min });
    if (seats.length > max) throw new AppError("tournament_too_many_players", { max });
    // A 2v2 event: every player in a team of two (refused naming those without), at least two teams.
    const teams = mode === "2v2" ? teamTables(seats) : null;

    // What the game locks (the decks, fixing a Draft Bazaar's debts); a game with nothing to lock
    // starts only from setup.
    const game = gameModule(event.game);
    const at = { ...locked, ...event, id: eventId, settings: event.settings as Record<string, unknown> };
    if (!game.start && locked.status !== "setup") throw new AppError("tournament_started");
    const started = game.start ? await game.start(tx, at, seats) : { log: {} };
    const debts = started.debts ?? new Map<string, number>();

    const seatIds = seats.map((s) => s.id);
    // Duels: the round robin of the seats; 2v2: of the teams; Free-for-All: rounds of pods.
    const podSeed = mode === "ffa" ? randomSeed() : null;
    const tables: NewTable[][] =
      mode === "2v2"
        ? teams!.rounds
        : mode === "ffa"
          ? podRounds(seats.length, podRoundsChosen ?? DEFAULT_POD_ROUNDS, podSeed!).map((round) =>
              round.map((pod) => ({ seats: pod.map((n) => seatIds[n - 1]!) })),
            )
          : roundRobinOf(seatIds).map((round) => round.map(([a, b]) => ({ seats: b === null ? [a] : [a, b] })));
    const tournament = await tx.tournament.create({
      data: {
        eventId,
        bestOf,
        rounds: tables.length,
        tiebreaks,
        players: { create: seats.map((s, i) => ({ seatId: s.id, number: i + 1, debt: debts.get(s.id) ?? 0 })) },
      },
    });
    const matches = await createTables(tx, tournament.id, "regular", 0, tables);
    await tx.event.update({ where: { id: eventId }, data: { status: "running", bestOf } });
    return {
      result: { tournamentId: tournament.id, rounds: tables.length, matches },
      log: {
        type: "tournament.started",
        actor: `organizer:${organizerId}`,
        payload: {
          tournamentId: tournament.id,
          bestOf,
          previousBestOf: event.bestOf,
          tiebreaks,
          players: seats.map((s, i) => ({ seatId: s.id, number: i + 1, debt: debts.get(s.id) ?? 0 })),
          decksLocked: [],
          ...started.log,
          ...(mode !== "duel" ? { mode } : {}),
          ...(teams ? { teams: teams.teams } : {}),
          ...(podSeed ? { podSeed: [...(podSeed as readonly number[])] } : {}),
        },
      },
    };
  });
}

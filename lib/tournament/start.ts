// Starting the tournament (event-rules §5–6): a Draft Bazaar locks every deck (fixing the debts)
// if the organizer has not already; a constructed event starts from its seats with debt 0,
// locking the players' decks when they built them in the app. Every
// regular round is created at once, seat order = pairing-table numbers 1..N.
import { z } from "zod";
import { MAX_PLAYERS, MIN_PLAYERS, roundRobinOf } from "@/engine/tournament";
import { lockDecksIn } from "@/lib/decks/draft-decks";
import { AppError } from "@/lib/errors";
import { MAX_SEATS, type EventFormat } from "@/lib/events/events";
import { writeEvent } from "@/lib/events/write";
import { createTables, type NewTable } from "@/lib/tournament/records";
import { MAX_MODE_SEATS, type EventMode } from "@/lib/events/modes";
import { MIN_POD_PLAYERS, podRounds } from "@/engine/tournament";
import { randomSeed } from "@/lib/random-seed";
import { KEN_GAME } from "@/lib/ken/card-lists";
import { lockKenDecksIn } from "@/lib/ken/decks";
import { INC_GAME } from "@/lib/incantesium/settings";

// bestOf: chosen (or changed from the event's) at the start; the event keeps what was played.
/** Pod rounds when the organizer does not say: each player meets most others at 3–5 a table. */
export const DEFAULT_POD_ROUNDS = 3;
export const MAX_POD_ROUNDS = 8;

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
      select: { bestOf: true, game: true, mode: true, draft: { select: { status: true } } },
    });
    // An Incantesium match is one challenge (first to 3 gems): always Bo1.
    const bestOf = event.game === INC_GAME ? 1 : (chosen ?? event.bestOf);
    const seats = await tx.seat.findMany({ where: { eventId }, orderBy: { position: "asc" }, include: { deck: true } });
    const mode = event.mode as EventMode;
    const max =
      mode === "duel"
        ? Math.min(MAX_SEATS[locked.format as EventFormat] ?? MAX_PLAYERS, MAX_PLAYERS)
        : MAX_MODE_SEATS[mode];
    const min = mode === "ffa" ? MIN_POD_PLAYERS : MIN_PLAYERS;
    if (seats.length < min)
      throw new AppError(mode === "ffa" ? "tournament_too_few_pod_players" : "tournament_too_few_players", { min });
    if (seats.length > max) throw new AppError("tournament_too_many_players", { max });
    // A 2v2 event: every player in a team of two (refused naming those without), at least two teams.
    const teams = mode === "2v2" ? teamTables(seats) : null;

    let debts = new Map<string, number>(seats.map((s) => [s.id, 0]));
    let decksLocked: { seatId: string; points: number; spent: number; debt: number }[] = [];
    let kenDecksLocked = 0;
    if (event.game === KEN_GAME) {
      // Ken il Guerriero: every player registered a legal deck list (checked when saved); all lock now.
      if (locked.status !== "setup") throw new AppError("tournament_started");
      kenDecksLocked = await lockKenDecksIn(tx, eventId, seats);
    } else if (event.game === INC_GAME) {
      // Incantesium: one shared deck, nothing to lock, whatever the mode (a 2v2 needs only its teams).
      if (locked.status !== "setup") throw new AppError("tournament_started");
    } else if (locked.format === "draft_bazaar") {
      if (event.draft?.status !== "finished") throw new AppError("draft_not_over");
      if (seats.every((s) => s.deck?.lockedAt)) {
        debts = new Map(seats.map((s) => [s.id, s.deck!.debt ?? 0]));
      } else {
        const overview = await lockDecksIn(tx, eventId);
        debts = new Map(overview.map((d) => [d.seatId, d.debt]));
        decksLocked = overview.map((d) => ({ seatId: d.seatId, points: d.points, spent: d.spent, debt: d.debt }));
      }
    } else if (locked.status !== "setup") {
      throw new AppError("tournament_started");
    } else if (mode === "2v2" || (seats.some((s) => s.deck) && !seats.every((s) => s.deck?.lockedAt))) {
      // A 2v2 event always needs every deck (21 cards, ≤ 400 points): refused naming who has none.
      // Constructed decks built in the app (engine-played matches need them) are locked at the
      // start like a draft's: then every player needs one. With none at all, it is a paper event.
      decksLocked = (await lockDecksIn(tx, eventId)).map((d) => ({
        seatId: d.seatId,
        points: d.points,
        spent: d.spent,
        debt: d.debt,
      }));
    }

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
          decksLocked,
          ...(kenDecksLocked ? { kenDecksLocked } : {}),
          ...(mode !== "duel" ? { mode } : {}),
          ...(teams ? { teams: teams.teams } : {}),
          ...(podSeed ? { podSeed: [...(podSeed as readonly number[])] } : {}),
        },
      },
    };
  });
}

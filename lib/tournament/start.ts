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
import { createRounds } from "@/lib/tournament/records";
import { KEN_GAME } from "@/lib/ken/card-lists";
import { lockKenDecksIn } from "@/lib/ken/decks";

// bestOf: chosen (or changed from the event's) at the start; the event keeps what was played.
export const startInput = z.object({
  tiebreaks: z.enum(["first", "all"]).default("first"),
  bestOf: z.union([z.literal(1), z.literal(3)]).optional(),
});

export async function startTournament(organizerId: string, eventId: string, options: z.input<typeof startInput> = {}) {
  const { tiebreaks, bestOf: chosen } = startInput.parse(options);
  return writeEvent(eventId, async (tx, locked) => {
    if (await tx.tournament.findUnique({ where: { eventId }, select: { id: true } }))
      throw new AppError("tournament_started");
    const event = await tx.event.findUniqueOrThrow({
      where: { id: eventId },
      select: { bestOf: true, game: true, draft: { select: { status: true } } },
    });
    // An Incantesium match is one challenge (first to 3 gems): always Bo1.
    const bestOf = event.game === "incantesium" ? 1 : (chosen ?? event.bestOf);
    const seats = await tx.seat.findMany({ where: { eventId }, orderBy: { position: "asc" }, include: { deck: true } });
    const max = Math.min(MAX_SEATS[locked.format as EventFormat] ?? MAX_PLAYERS, MAX_PLAYERS);
    if (seats.length < MIN_PLAYERS) throw new AppError("tournament_too_few_players", { min: MIN_PLAYERS });
    if (seats.length > max) throw new AppError("tournament_too_many_players", { max });

    let debts = new Map<string, number>(seats.map((s) => [s.id, 0]));
    let decksLocked: { seatId: string; points: number; spent: number; debt: number }[] = [];
    let kenDecksLocked = 0;
    if (event.game === KEN_GAME) {
      // Ken il Guerriero: every player registered a legal deck list (checked when saved); all lock now.
      if (locked.status !== "setup") throw new AppError("tournament_started");
      kenDecksLocked = await lockKenDecksIn(tx, eventId, seats);
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
    } else if (seats.some((s) => s.deck) && !seats.every((s) => s.deck?.lockedAt)) {
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
    const rounds = roundRobinOf(seatIds);
    const tournament = await tx.tournament.create({
      data: {
        eventId,
        bestOf,
        rounds: rounds.length,
        tiebreaks,
        players: { create: seats.map((s, i) => ({ seatId: s.id, number: i + 1, debt: debts.get(s.id) ?? 0 })) },
      },
    });
    const matches = await createRounds(tx, tournament.id, "regular", 0, rounds);
    await tx.event.update({ where: { id: eventId }, data: { status: "running", bestOf } });
    return {
      result: { tournamentId: tournament.id, rounds: rounds.length, matches },
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
        },
      },
    };
  });
}

// A tournament challenge that ended on the app: the gems each side won are the match's one game,
// confirmed at once (an Incantesium match is one challenge), and the standings move. A duel's seat A
// is engine seat 0; at a table (a "Tutti contro tutti" pod, a 2v2) each engine side's gems go to the
// side's first place at the table and its other place gets 0, so that a side's points (its places
// summed, as for Kartomantik's teams) are its gems (README ruling G4). A result recorded meanwhile by
// the organizer is never replaced: the log's `match.incantesium_not_counted` says so, as Kartomantik's
// engine games do.
import type { GameState } from "@/engine/incantesium";
import type { Tx } from "@/lib/db/client";
import { writeEventIn } from "@/lib/events/write";
import { engineSeating } from "@/lib/games/seating";
import { openStatus, settle } from "@/lib/tournament/records";
import { gamesInclude, pointRows, pointsAt, seatsInclude } from "@/lib/tournament/seats";

/** Each place's points: engine side k's gems on the place of its first seat, 0 elsewhere. */
export function placePoints(
  seats: readonly { place: number; seatId: string; side: number }[],
  sides: readonly { seats: readonly number[] }[],
  gems: readonly number[],
): number[] {
  const table = engineSeating(seats);
  const points = seats.map(() => 0);
  if (!table) return points;
  const placeOf = (engineSeat: number) => seats.findIndex((s) => s.seatId === table.seatIds[engineSeat]);
  sides.forEach((side, k) => {
    const places = side.seats.map(placeOf).filter((p) => p >= 0);
    if (places.length) points[Math.min(...places)] = gems[k] ?? 0;
  });
  return points;
}

export async function recordChallenge(tx: Tx, row: { id: string; eventId: string; matchId: string }, gems: number[]) {
  await writeEventIn(tx, row.eventId, async () => {
    const match = await tx.match.findUniqueOrThrow({
      where: { id: row.matchId },
      include: { games: gamesInclude, seats: seatsInclude },
    });
    const { state } = await tx.incGame.findUniqueOrThrow({ where: { id: row.id }, select: { state: true } });
    const points = placePoints(match.seats, (state as unknown as GameState).sides, gems);
    // A duel's payload as ever ({a, b}); a table's one number per place.
    const game = match.seats.length > 2 ? { points } : { a: points[0] ?? 0, b: points[1] ?? 0 };
    const payload = { matchId: match.id, gameId: row.id, games: [game], gems };
    if (!openStatus(match.status) || match.games.some((g) => g.source !== "engine")) {
      const recorded = match.games.map((g) => ({
        number: g.number,
        points: match.seats.map((s) => pointsAt(g, s.place)),
        source: g.source,
      }));
      return {
        result: null,
        log: {
          type: "match.incantesium_not_counted",
          actor: "system",
          payload: { ...payload, status: match.status, recorded },
        },
      };
    }
    await tx.game.upsert({
      where: { matchId_number: { matchId: match.id, number: 1 } },
      create: { matchId: match.id, number: 1, source: "engine" },
      update: { source: "engine" },
    });
    await tx.gameSeat.deleteMany({ where: { matchId: match.id, number: 1 } });
    await tx.gameSeat.createMany({ data: pointRows(match.id, 1, points) });
    await tx.match.update({
      where: { id: match.id },
      data: { status: "confirmed", source: "engine", confirmedAt: new Date(), version: { increment: 1 } },
    });
    await settle(tx, row.eventId);
    return { result: null, log: { type: "match.incantesium_confirmed", actor: "system", payload } };
  });
}

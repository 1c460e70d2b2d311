// A tournament challenge that ended on the app (lib/tournament/app-games.ts): the gems each side won
// are the match's one game, confirmed at once (an Incantesium match is one challenge), and the
// standings move. Each engine side's gems go to the side's first place at the table and its other
// place gets 0, so that a side's points (its places summed, as for Kartomantik's teams) are its gems
// (README ruling G4). A result recorded meanwhile by the organizer is never replaced: the log's
// `match.incantesium_not_counted` says so.
import type { GameState } from "@/engine/incantesium";
import type { Tx } from "@/lib/db/client";
import { engineSeating } from "@/lib/engine-games/seating";
import { recordAppGame } from "@/lib/tournament/app-games";

/** Each place's points: engine side k's gems on the place of its first seat, 0 elsewhere. */
export function gemsByPlace(
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

/** A tournament challenge's end: the gems won per engine side, the side the engine named. */
export async function recordChallenge(
  tx: Tx,
  row: { id: string; eventId: string; matchId: string; seatIds: readonly string[] },
  state: GameState,
  gems: number[],
) {
  const winners = state.winner === null ? null : state.sides[state.winner]!.seats.map((p) => row.seatIds[p] ?? "");
  await recordAppGame(tx, {
    eventId: row.eventId,
    matchId: row.matchId,
    gameId: row.id,
    number: 1,
    pointsAt: (seats) => gemsByPlace(seats, state.sides, gems),
    winners,
    logType: "match.incantesium",
    payload: { gems },
  });
}

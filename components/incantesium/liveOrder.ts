// The projector names a table's seats in the match's order (MatchSeat.place): its gems must line
// up with those names. Pure, for any table of 2–5 seats (a 2v2 team's gems once, at its first seat).
import type { RunningChallenge } from "@/lib/incantesium/running";

export function gemsInSeatOrder(matchSeats: { seatId: string }[], live: Pick<RunningChallenge, "seats" | "gems">) {
  const sides: number[] = [];
  for (const s of matchSeats) {
    const side = live.seats.find((x) => x.seatId === s.seatId)?.side;
    if (side !== undefined && side >= 0 && !sides.includes(side)) sides.push(side);
  }
  // A side with no seat of the match (bots only): after the others, in the engine's order.
  for (let side = 0; side < live.gems.length; side++) if (!sides.includes(side)) sides.push(side);
  return sides.map((side) => live.gems[side] ?? 0);
}

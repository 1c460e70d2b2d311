// How the seats of a table become the engine's seats: a duel (two places), a Free-for-All pod
// (3–5 places, each its own side) or a 2v2 table (four places, two sides of two). The engine seats
// 2v2 allies in alternate seats (engine/shared/seating.ts twoTeams: sides 0, 1, 0, 1), so a team
// table is seated team A, team B, team A, team B, each team in place order.
import type { EventMode } from "@/lib/events/modes";

export interface EngineSeating {
  mode: EventMode;
  /** Engine seat → the event's seat id. */
  seatIds: string[];
}

export function engineSeating(seats: readonly { place: number; seatId: string; side: number }[]): EngineSeating | null {
  const ordered = [...seats].sort((a, b) => a.place - b.place);
  if (ordered.length === 2) return { mode: "duel", seatIds: ordered.map((s) => s.seatId) };
  if (ordered.length < 3 || ordered.length > 5) return null;
  const sides = [...new Set(ordered.map((s) => s.side))];
  if (sides.length === ordered.length) return { mode: "ffa", seatIds: ordered.map((s) => s.seatId) };
  if (ordered.length !== 4 || sides.length !== 2) return null;
  const [a, b] = sides.map((side) => ordered.filter((s) => s.side === side));
  if (a!.length !== 2 || b!.length !== 2) return null;
  return { mode: "2v2", seatIds: [a![0]!, b![0]!, a![1]!, b![1]!].map((s) => s.seatId) };
}

// A match's seats and a game's per-seat points (MatchSeat, GameSeat) as the two-seat records the
// tournament rules use today: place 0 is side `a`, place 1 side `b`; a bye has place 0 alone.
import type { GameScore } from "@/engine/tournament";
import type { Prisma } from "@/lib/generated/prisma/client";

export const seatsInclude = {
  select: { place: true, seatId: true, side: true },
  orderBy: { place: "asc" },
} as const satisfies Prisma.Match$seatsArgs;

export const gamesInclude = {
  orderBy: { number: "asc" },
  include: { points: { select: { place: true, points: true }, orderBy: { place: "asc" } } },
} as const satisfies Prisma.Match$gamesArgs;

type Seated = { seats: { place: number; seatId: string }[] };
type Scored = { points: { place: number; points: number }[] };

/** The seat at `place`, or null (a bye's place 1). */
export const seatAt = (m: Seated, place: number): string | null =>
  m.seats.find((s) => s.place === place)?.seatId ?? null;

/** Every player of the match, in table order. */
export const seatIdsOf = (m: Seated): string[] => m.seats.map((s) => s.seatId);

export const plays = (m: Seated, seatId: string): boolean => m.seats.some((s) => s.seatId === seatId);

/** A game's points as the two sides' score. */
export function scoreOf(g: Scored): GameScore {
  const at = (place: number) => g.points.find((p) => p.place === place)?.points ?? 0;
  return { a: at(0), b: at(1) };
}

/** The seats of a new match in table order; each its own side (a duel, a pod, the bye) unless
 * `sides` names them (a team table: e.g. [0, 1, 0, 1]). */
export const seatRows = (
  matchId: string,
  seatIds: readonly string[],
  sides?: readonly number[],
): Prisma.MatchSeatCreateManyInput[] =>
  seatIds.map((seatId, place) => ({ matchId, place, seatId, side: sides?.[place] ?? place }));

/** A game's points as GameSeat rows (place 0 = `a`). */
export const pointRows = (matchId: string, number: number, g: GameScore): Prisma.GameSeatCreateManyInput[] => [
  { matchId, number, place: 0, points: g.a },
  { matchId, number, place: 1, points: g.b },
];

/** The two seats of a duel in table order; null for a bye (and, until the engine plays them on
 * the app, for a table of 3–5 seats). */
export function duelOf(m: Seated): [string, string] | null {
  const [a, b, ...more] = seatIdsOf(m);
  return a !== undefined && b !== undefined && more.length === 0 ? [a, b] : null;
}

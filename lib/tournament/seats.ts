// A match's seats and a game's per-seat points (MatchSeat, GameSeat): places in table order (a bye
// has place 0 alone), each seat playing for a side.
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

/** A seat's points in a game (0 when not recorded). */
export const pointsAt = (g: Scored, place: number): number => g.points.find((p) => p.place === place)?.points ?? 0;

/** The seats of each side, sides in number order (a side is numbered by its first seat). */
export function sideSeats<S extends { place: number; seatId: string; side: number }>(m: { seats: S[] }): S[][] {
  const sides = [...new Set(m.seats.map((s) => s.side))].sort((x, y) => x - y);
  return sides.map((side) => m.seats.filter((s) => s.side === side));
}

/** A game's points, one per place in table order (0 where none was recorded). */
export const placePoints = (m: Seated, g: Scored): number[] => m.seats.map((s) => pointsAt(g, s.place));

/** The seats of a new match in table order; each its own side (a duel, a pod, the bye) unless
 * `sides` names them (a team table: e.g. [0, 1, 0, 1]). */
export const seatRows = (
  matchId: string,
  seatIds: readonly string[],
  sides?: readonly number[],
): Prisma.MatchSeatCreateManyInput[] =>
  seatIds.map((seatId, place) => ({ matchId, place, seatId, side: sides?.[place] ?? place }));

/** A game's points as GameSeat rows, one number per place. */
export const pointRows = (
  matchId: string,
  number: number,
  points: readonly number[],
): Prisma.GameSeatCreateManyInput[] => points.map((p, place) => ({ matchId, number, place, points: p }));

/** The two seats of a duel in table order; null for a bye (and, until the engine plays them on
 * the app, for a table of 3–5 seats). */
export function duelOf(m: Seated): [string, string] | null {
  const [a, b, ...more] = seatIdsOf(m);
  return a !== undefined && b !== undefined && more.length === 0 ? [a, b] : null;
}

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

/** A seat's points in a game (0 when not recorded). */
export const pointsAt = (g: Scored, place: number): number => g.points.find((p) => p.place === place)?.points ?? 0;

/** The seats of each side, sides in number order (a side is numbered by its first seat). */
export function sideSeats<S extends { place: number; seatId: string; side: number }>(m: { seats: S[] }): S[][] {
  const sides = [...new Set(m.seats.map((s) => s.side))].sort((x, y) => x - y);
  return sides.map((side) => m.seats.filter((s) => s.side === side));
}

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

/** A game's points as GameSeat rows: a duel's score (place 0 = `a`), or one number per place. */
export const pointRows = (
  matchId: string,
  number: number,
  g: GameScore | readonly number[],
): Prisma.GameSeatCreateManyInput[] =>
  (Array.isArray(g) ? (g as readonly number[]) : [(g as GameScore).a, (g as GameScore).b]).map((points, place) => ({
    matchId,
    number,
    place,
    points,
  }));

/** The two seats of a duel in table order; null for a bye (and, until the engine plays them on
 * the app, for a table of 3–5 seats). */
export function duelOf(m: Seated): [string, string] | null {
  const [a, b, ...more] = seatIdsOf(m);
  return a !== undefined && b !== undefined && more.length === 0 ? [a, b] : null;
}

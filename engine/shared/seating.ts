// Seats as data (shared by the games' engines): seat numbers are positions around the table,
// clockwise; a side is one seat or a team; seats that are out of the game's contests are listed
// in the order they left. Nothing here knows "the other player".

export interface Seating {
  /** The side of each seat: seat p plays for side `side[p]`. */
  side: number[];
  /** Seats that can no longer take part (in the order they left). */
  out: number[];
}

/** One side per seat (a duel, a free-for-all). */
export const eachAlone = (n: number): Seating => ({ side: Array.from({ length: n }, (_, p) => p), out: [] });
/** Two teams of two, allies in alternate seats (0 and 2 against 1 and 3). */
export const twoTeams = (): Seating => ({ side: [0, 1, 0, 1], out: [] });

export const seatCount = (t: Seating): number => t.side.length;
export const sideCount = (t: Seating): number => Math.max(...t.side) + 1;
export const sameSide = (t: Seating, a: number, b: number): boolean => t.side[a] === t.side[b];
export const nextClockwise = (t: Seating, p: number): number => (p + 1) % t.side.length;

/** Every seat, clockwise, starting with `p`. */
export function clockwiseFrom(t: Seating, p: number): number[] {
  const n = t.side.length;
  return Array.from({ length: n }, (_, i) => (p + i) % n);
}
/** Seats of other sides, clockwise from the seat after `p`. */
export const opponentsOf = (t: Seating, p: number): number[] =>
  clockwiseFrom(t, p).filter((q) => t.side[q] !== t.side[p]);
/** The other seats of `p`'s side. */
export const teammatesOf = (t: Seating, p: number): number[] =>
  clockwiseFrom(t, p).filter((q) => q !== p && t.side[q] === t.side[p]);
/** The seats of one side, in seat order. */
export const membersOf = (t: Seating, side: number): number[] => t.side.flatMap((s, p) => (s === side ? [p] : []));
export const isOut = (t: Seating, p: number): boolean => t.out.includes(p);
/** Seats still in, in seat order. */
export const living = (t: Seating): number[] => t.side.flatMap((_, p) => (t.out.includes(p) ? [] : [p]));

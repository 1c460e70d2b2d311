// The seating of a game read from its state: who is on whose side, who sits next clockwise,
// who is still in. Every rule that used to say "the other player" asks these instead. The lists
// are computed once per seating (the `side` array, shared by every copy of a game's state) and
// must not be changed by callers: the rules ask them on every action.
import * as seating from "../shared/seating";
import type { GameState, SideState } from "./types";

interface Tables {
  all: number[];
  clockwise: number[][];
  opponents: number[][];
  teammates: number[][];
  members: number[][];
}
const tables = new WeakMap<readonly number[], Tables>();
function tablesOf(s: GameState): Tables {
  let t = tables.get(s.seats.side);
  if (!t) {
    const seats = { side: s.seats.side, out: [] };
    const all = s.seats.side.map((_, p) => p);
    t = {
      all,
      clockwise: all.map((p) => seating.clockwiseFrom(seats, p)),
      opponents: all.map((p) => seating.opponentsOf(seats, p)),
      teammates: all.map((p) => seating.teammatesOf(seats, p)),
      members: s.sides.map((_, side) => seating.membersOf(seats, side)),
    };
    tables.set(s.seats.side, t);
  }
  return t;
}

export const sideOf = (s: GameState, p: number): number => s.seats.side[p]!;
export const sideStateOf = (s: GameState, p: number): SideState => s.sides[s.seats.side[p]!]!;
export const sameSide = (s: GameState, a: number, b: number): boolean => s.seats.side[a] === s.seats.side[b];
export const nextClockwise = (s: GameState, p: number): number => (p + 1) % s.players.length;
/** Every seat, clockwise, starting with `p`. */
export const clockwiseFrom = (s: GameState, p: number): readonly number[] => tablesOf(s).clockwise[p]!;
/** Seats of other sides, clockwise from the seat after `p`. */
export const opponentsOf = (s: GameState, p: number): readonly number[] => tablesOf(s).opponents[p]!;
export const teammatesOf = (s: GameState, p: number): readonly number[] => tablesOf(s).teammates[p]!;
/** The seats of one side, in seat order. */
export const membersOf = (s: GameState, side: number): readonly number[] => tablesOf(s).members[side]!;
export const isOut = (s: GameState, p: number): boolean => s.seats.out.length > 0 && s.seats.out.includes(p);
/** A Free-for-All seat that conceded: gone from the game, not only from the confrontations. */
export const hasConceded = (s: GameState, p: number): boolean => s.seats.conceded?.includes(p) ?? false;
export const living = (s: GameState): number[] => seating.living(s.seats);
/** Whether `p` is in the priority rotation: a seat that conceded left it (it neither holds priority nor passes). */
export const inRotation = (s: GameState, p: number): boolean => !hasConceded(s, p);
/** The first seat clockwise after `p` still in the priority rotation (`p` itself when it is the only one). */
export function nextToAct(s: GameState, p: number): number {
  const n = s.players.length;
  for (let i = 1; i < n; i++) if (inRotation(s, (p + i) % n)) return (p + i) % n;
  return p;
}
/** `p` if it is in the priority rotation, else the next seat clockwise that is. */
export const toAct = (s: GameState, p: number): number => (inRotation(s, p) ? p : nextToAct(s, p));
/** Seat numbers 0…n−1. */
export const allSeats = (s: GameState): readonly number[] => tablesOf(s).all;
/** The first opponent clockwise: where a rule needs one and the text names none ("an opponent's vessel"). */
export const firstOpponent = (s: GameState, p: number): number => opponentsOf(s, p)[0] ?? p;

/** 2v2 "La Priorità": outside the stack priority belongs to a team, and either teammate may use it. */
export const teamPriority = (s: GameState): boolean => s.seats.mode === "2v2" && s.stack.length === 0;
/** Whether `p` may act on the current priority (its own, or its team's). */
export function holdsPriority(s: GameState, p: number): boolean {
  return s.priority === p || (s.priority !== null && teamPriority(s) && sameSide(s, p, s.priority));
}
/** Whether `p` answers decision `d` (its own, or its team's). */
export function answers(s: GameState, d: { player: number; team?: number }, p: number): boolean {
  return d.player === p || (d.team !== undefined && s.seats.side[p] === d.team);
}

/** The seat whose vessel holds a card (-1 if none). */
export const vesselHolder = (s: GameState, iid: string): number => s.players.findIndex((p) => p.vessel.includes(iid));

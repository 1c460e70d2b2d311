// The seating of a match read from its state: who is on whose side, who sits next clockwise,
// who is still in. Every rule that used to say "the other player" asks these instead.
import * as seating from "../shared/seating";
import type { MatchState, SideState } from "./types";

export const sideOf = (s: MatchState, p: number): number => s.seats.side[p]!;
export const sideStateOf = (s: MatchState, p: number): SideState => s.sides[s.seats.side[p]!]!;
export const sameSide = (s: MatchState, a: number, b: number): boolean => s.seats.side[a] === s.seats.side[b];
export const nextClockwise = (s: MatchState, p: number): number => (p + 1) % s.players.length;
export const clockwiseFrom = (s: MatchState, p: number): number[] => seating.clockwiseFrom(s.seats, p);
export const opponentsOf = (s: MatchState, p: number): number[] => seating.opponentsOf(s.seats, p);
export const teammatesOf = (s: MatchState, p: number): number[] => seating.teammatesOf(s.seats, p);
export const membersOf = (s: MatchState, side: number): number[] => seating.membersOf(s.seats, side);
export const isOut = (s: MatchState, p: number): boolean => s.seats.out.length > 0 && s.seats.out.includes(p);
export const living = (s: MatchState): number[] => seating.living(s.seats);
/** Seat numbers 0…n−1. */
export const allSeats = (s: MatchState): number[] => s.players.map((_, p) => p);
/** The first opponent clockwise: where a rule needs one and the text names none ("an opponent's vessel"). */
export const firstOpponent = (s: MatchState, p: number): number => opponentsOf(s, p)[0] ?? p;
/** The seat whose vessel holds a card (-1 if none). */
export const vesselHolder = (s: MatchState, iid: string): number => s.players.findIndex((p) => p.vessel.includes(iid));

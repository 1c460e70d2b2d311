// What the server needs of a game played on the app, whatever the game: a pure engine (boardgame.io's
// `setup`, `moves`, `endIf`, `playerView`, here as data in and data out). The state is plain JSON; a
// replay is the config (seed included) plus the actions. Seats are numbered 0..n−1 around the table
// and play for sides (engine/shared/seating.ts); nothing here knows "the other player".
import type { Rng, Seed } from "./rng";

/** Who looks at a game: a seat, a spectator (public information only) or the judge (everything). */
export type Viewer = number | "spectator" | "judge";

/** An action refused by the rules: its code (translated by the app) and the rulebook section. */
export interface Refusal {
  code: string;
  rule: string;
  params?: Record<string, string | number>;
}

/** An accepted action: the next state and what happened, in order. */
export interface Applied<S, Ev> {
  state: S;
  events: Ev[];
}

/** A bot: the seat's next action from the state (it must only read what its seat may see). */
export type Bot<S, A> = (state: S, seat: number, rng: Rng) => [A, Rng];

/** How a game ended: each seat's points (what the tournament records for that place) and the winning
 * side, or null for a game no side won alone. */
export interface GameOutcome {
  points: number[];
  winner: number | null;
}

/** The start of a game: its seed, how many seats, the side of each seat and the game's own options. */
export interface NewGame<O = Record<string, unknown>> {
  seed: Seed;
  sides: number[];
  options: O;
}

/** A game engine as the generic path drives it. S: state; A: action (it names its seat); Ev: event; V: a
 * viewer's view. Every function is pure. */
export interface EngineGame<S, A extends { seat: number }, Ev, V, O = Record<string, unknown>> {
  create(game: NewGame<O>): S;
  apply(state: S, action: A): Applied<S, Ev> | Refusal;
  /** The seats that may act now (several for simultaneous moves); empty once the game is over. */
  toMove(state: S): number[];
  /** Every action the seat may take now (what a phone offers, what a random bot picks from). */
  legalActions(state: S, seat: number): A[];
  /** The state as one viewer may see it: hidden cards are absent, not masked (their count is shown only
   * where the rules make it public). */
  viewFor(state: S, viewer: Viewer): V;
  /** The events one viewer may see (a hidden card's identity removed). */
  eventsFor(events: readonly Ev[], viewer: Viewer, state: S): Ev[];
  /** Null while the game goes on. */
  outcome(state: S): GameOutcome | null;
  /** Bots by name; the first is the default for an absent seat. */
  bots: Record<string, Bot<S, A>>;
  /** Whether an action stands whatever others did since its seat last looked (simultaneous moves whose only
   * news is that a seat moved): the server then takes it even from a seat a few entries behind. Absent: never. */
  positionFree?(action: A): boolean;
}

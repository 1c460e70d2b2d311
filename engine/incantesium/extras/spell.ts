// What an extra spell module provides: whom it may aim at, and the effects it queues when cast.
import type { Effect, GameState } from "../types";

export interface ExtraSpell {
  /** The seats the spell may name as its target when `seat` casts it; null: it names none. */
  targets(s: GameState, seat: number): number[] | null;
  /** Put the card where it goes (the extras pile, or held by its effect) and return its effects. */
  cast(s: GameState, seat: number, card: string, target: number | null): Effect[];
}

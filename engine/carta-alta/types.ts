// Carta più alta as data: the state, the action, the events, the refusals (README.md, §1–§4). Cards are
// the numbers 1..40; everything is plain JSON, so a replay is the seed, the sides and the actions.
import type { GameOutcome, Refusal } from "../shared/engine-game";

/** No options: the whole game is in the seed and the sides. */
export type CartaOptions = Record<string, never>;

export interface CartaState {
  /** The side of each seat (§1). */
  sides: number[];
  /** Each seat's hand, ascending (§2); the played card leaves it. */
  hands: number[][];
  /** Each seat's face-down card, null until it plays (§3); all are revealed when the last seat plays (§4). */
  played: (number | null)[];
}

/** §3: one card from the seat's hand, face down. */
export interface CartaAction {
  type: "play";
  seat: number;
  card: number;
}

/** "played" names its card for that seat and the judge only, until the reveal (eventsFor removes it). */
export type CartaEvent =
  { type: "played"; seat: number; card?: number } | { type: "revealed"; cards: number[]; outcome: GameOutcome };

export type CartaRefusalCode = "game_over" | "bad_seat" | "already_played" | "not_in_hand" | "unknown_action";

export interface CartaRefusal extends Refusal {
  code: CartaRefusalCode;
}

export const DECK_SIZE = 40;
export const HAND_SIZE = 3;
export const MIN_SEATS = 2;
export const MAX_SEATS = 5;

// The rules: the deal (§2), a play (§3), the reveal and who won (§4). Every function is pure; a refused
// action returns a CartaRefusal and leaves the state untouched.
import type { Applied, GameOutcome, NewGame } from "../shared/engine-game";
import { seedRng, shuffle } from "../shared/rng";
import {
  DECK_SIZE,
  HAND_SIZE,
  MAX_SEATS,
  MIN_SEATS,
  type CartaAction,
  type CartaEvent,
  type CartaOptions,
  type CartaRefusal,
  type CartaRefusalCode,
  type CartaState,
} from "./types";

/** §1, §2. Bad sides are the caller's bug (the app validates a table before creating it), so they throw. */
export function create({ seed, sides }: NewGame<CartaOptions>): CartaState {
  const valid = sides.every((s) => Number.isInteger(s) && s >= 0) && new Set(sides).size >= 2;
  if (sides.length < MIN_SEATS || sides.length > MAX_SEATS || !valid) {
    throw new RangeError(`Carta più alta §1: 2–5 seats on at least two sides, got sides ${JSON.stringify(sides)}`);
  }
  const deck = Array.from({ length: DECK_SIZE }, (_, i) => i + 1);
  const [shuffled] = shuffle(deck, seedRng(seed));
  return {
    sides: [...sides],
    hands: sides.map((_, p) => shuffled.slice(p * HAND_SIZE, (p + 1) * HAND_SIZE).sort((a, b) => a - b)),
    played: sides.map(() => null),
  };
}

export const isOver = (s: CartaState): boolean => s.played.every((c) => c !== null);

export const toMove = (s: CartaState): number[] => s.played.flatMap((c, p) => (c === null ? [p] : []));

export function legalActions(s: CartaState, seat: number): CartaAction[] {
  if (s.played[seat] !== null) return []; // already played, or no such seat (undefined)
  return (s.hands[seat] ?? []).map((card) => ({ type: "play", seat, card }));
}

/** §4: a seat's points are its card; the side with the highest total wins, none if the top is shared. */
export function outcome(s: CartaState): GameOutcome | null {
  if (!isOver(s)) return null;
  const points = s.played.map((c) => c ?? 0);
  const totals = new Map<number, number>();
  s.sides.forEach((side, p) => totals.set(side, (totals.get(side) ?? 0) + points[p]!));
  const top = Math.max(...totals.values());
  const leaders = [...totals].filter(([, total]) => total === top);
  return { points, winner: leaders.length === 1 ? leaders[0]![0] : null };
}

const refuse = (code: CartaRefusalCode, rule: string, seat?: number): CartaRefusal => ({
  code,
  rule: `Carta più alta ${rule}`,
  ...(seat === undefined ? {} : { params: { seat } }),
});

/** The action arrives from a phone as JSON: its shape is checked here, not trusted from the type. */
export function apply(s: CartaState, action: CartaAction): Applied<CartaState, CartaEvent> | CartaRefusal {
  const a = action as Partial<Record<keyof CartaAction, unknown>> | null;
  if (typeof a !== "object" || a === null || a.type !== "play") return refuse("unknown_action", "§3");
  if (isOver(s)) return refuse("game_over", "§4");
  const seat = a.seat;
  if (typeof seat !== "number" || !Number.isInteger(seat) || seat < 0 || seat >= s.sides.length) {
    return refuse("bad_seat", "§1");
  }
  if (s.played[seat] !== null) return refuse("already_played", "§3", seat);
  const hand = s.hands[seat]!;
  const card = a.card;
  if (typeof card !== "number" || !hand.includes(card)) return refuse("not_in_hand", "§3", seat);

  const state: CartaState = {
    sides: [...s.sides],
    hands: s.hands.map((h, p) => (p === seat ? h.filter((c) => c !== card) : [...h])),
    played: s.played.map((c, p) => (p === seat ? card : c)),
  };
  const events: CartaEvent[] = [{ type: "played", seat, card }];
  const end = outcome(state);
  if (end) events.push({ type: "revealed", cards: state.played.map((c) => c!), outcome: end });
  return { state, events };
}

// Whether an action may be taken back (the phones' "Annulla l'ultima mossa"; a product feature, not
// a rule of the rulebook): only when it revealed nothing. Hands are hidden from the other seats, the
// mana deck from all and the flow below its top ("Preparazione"): a card cast from a hand, a draw,
// a card taken or a new flow top shows someone a card, so such an action stays.
import { otherSides, sameRng } from "../shared/undo";
import type { Action, GameEvent, GameState } from "./types";

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Whether `action`, which took `before` to `after`, may be taken back: no randomness used, every hand,
 * the mana and the flow as they were, no card revealed by an event, the challenge not won. */
export function undoable(before: GameState, _action: Action, after: GameState, events: readonly GameEvent[]): boolean {
  if (after.phase === "over" || after.round !== before.round) return false;
  if (!sameRng(before.rng, after.rng)) return false;
  if (events.some((e) => e.type === "drew" || e.type === "took" || e.type === "magus" || e.type === "reshuffled"))
    return false;
  if (!sameList(before.mana, after.mana) || !sameList(before.flow, after.flow)) return false;
  return after.seats.every((seat, i) => sameList(seat.hand, before.seats[i]!.hand));
}

/** Who must accept `seat`'s request: each other side, one answer per side (the pair in 2v2). */
export function undoApprovers(s: GameState, seat: number): number[][] {
  const side = s.seats.map((_, p) => s.sides.findIndex((d) => d.seats.includes(p)));
  return otherSides(side, seat);
}

/** The seat that made an action. */
export const actionSeat = (action: Action): number => action.seat;

// Whether an action may be taken back (the phones' "Annulla l'ultima mossa"; a product feature, not
// a rule of the rulebook): only when it revealed nothing to anyone (§1.3: hands and decks hidden,
// exile face down). Returning to the state before it then shows every viewer exactly what they saw
// before it. Cheap enough for every action: copy-on-write card records make unchanged cards the same
// objects.
import { otherSides, sameRng } from "../shared/undo";
import type { CardState, GameAction, GameEvent, GameState, Zone } from "./types";

/** Zones whose cards some viewer does not see. */
const HIDDEN: ReadonlySet<Zone> = new Set<Zone>(["hand", "deck", "exile"]);

/** Events that tell someone a card, a count from a draw or a random result. */
const REVEALING: ReadonlySet<GameEvent["type"]> = new Set<GameEvent["type"]>([
  "drew",
  "mulligan",
  "revealed",
  "shown",
  "looked",
  "rolled",
  "firstChosen",
]);

const seenKey = (c: CardState) => (c.seen === undefined ? "" : c.seen === "all" ? "all" : c.seen.join());

/** Whether `action`, which took `before` to `after` with `events`, may be taken back: no randomness
 * used, no card into or out of a hidden zone, none shown or seen anew, no draw, the game not over. */
export function undoable(
  before: GameState,
  action: GameAction,
  after: GameState,
  events: readonly GameEvent[],
): boolean {
  if (action.type === "concede" || after.result) return false;
  if (!sameRng(before.rng, after.rng)) return false;
  if (events.some((e) => REVEALING.has(e.type))) return false;
  for (const id in after.cards) {
    const a = after.cards[id]!;
    const b = before.cards[id];
    if (a === b) continue;
    if (!b) return false;
    if (a.zone !== b.zone && (HIDDEN.has(a.zone) || HIDDEN.has(b.zone))) return false;
    if (a.shown !== b.shown || seenKey(a) !== seenKey(b)) return false;
  }
  return after.players.every(
    (pl, p) =>
      pl.secretFirst === before.players[p]!.secretFirst &&
      pl.hand.length === before.players[p]!.hand.length &&
      pl.deck.length === before.players[p]!.deck.length,
  );
}

/** Who must accept `seat`'s request: each other side (the opposing team in 2v2, every other seat in a
 * Free-for-All), one answer per side; seats that conceded have left. */
export const undoApprovers = (s: GameState, seat: number): number[][] =>
  otherSides(s.seats.side, seat, s.seats.conceded ?? []);

/** The seat that made an action. */
export const actionSeat = (action: GameAction): number => action.player;

// Who is where at the table and the moves every rule shares: drawing from the mana deck (with the
// flow reshuffled into it when it runs out), taking cards from a hand, sides and allies.
import { randomInt, shuffle } from "../shared/rng";
import { handId } from "./ids";
import type { GameEvent, GameState } from "./types";

export function sideOf(s: GameState, seat: number): number {
  return s.sides.findIndex((side) => side.seats.includes(seat));
}

export function isLive(s: GameState, seat: number): boolean {
  return !s.seats[seat]!.out;
}

export function liveSeats(s: GameState): number[] {
  return s.seats.flatMap((seat, i) => (seat.out ? [] : [i]));
}

export function opponents(s: GameState, seat: number): number[] {
  const side = sideOf(s, seat);
  return liveSeats(s).filter((i) => sideOf(s, i) !== side);
}

/** Allies of a seat (2v2 only), live or not. */
export function allies(s: GameState, seat: number): number[] {
  return s.sides[sideOf(s, seat)]!.seats.filter((i) => i !== seat);
}

/**
 * "Se nessun giocatore ha vinto prima che il Mazzo del Mana si esaurisca, il Mazzo del Flusso di
 * Magia viene rimescolato e messo al posto del Mazzo del Mana lasciando l'ultima carta giocata".
 */
export function refillMana(s: GameState, ev: GameEvent[]): void {
  if (s.mana.length > 0 || s.flow.length < 2) return;
  const top = s.flow.pop()!;
  const [shuffled, rng] = shuffle(s.flow, s.rng);
  s.rng = rng;
  s.mana = shuffled;
  s.flow = [top];
  ev.push({ type: "reshuffled", n: shuffled.length });
}

/** Cure: draw n cards from the mana deck (fewer when even the flow deck cannot refill it). */
export function draw(s: GameState, seat: number, n: number, ev: GameEvent[]): void {
  let drawn = 0;
  for (let i = 0; i < n; i++) {
    refillMana(s, ev);
    const card = s.mana.pop();
    if (card === undefined) break;
    // A card of the mana deck may be one everyone saw (turned as the first flow card, or cast and reshuffled): it
    // comes into the hand under a new id (ruling H1).
    s.seats[seat]!.hand.push(handId(s, card));
    drawn++;
  }
  refillMana(s, ev);
  if (drawn > 0) ev.push({ type: "drew", seat, n: drawn });
}

/** Attack: take n cards at random from a hand (held face down), the Magus like any other (ruling M1). The robbed mage
 * knew their ids: they come into the thief's hand under new ones (ruling H1). */
export function take(s: GameState, from: number, to: number, n: number, ev: GameEvent[]): void {
  const hand = s.seats[from]!.hand;
  let taken = 0;
  for (let i = 0; i < n && hand.length > 0; i++) {
    const [k, rng] = randomInt(s.rng, hand.length);
    s.rng = rng;
    const [card] = hand.splice(k, 1);
    s.seats[to]!.hand.push(handId(s, card!));
    taken++;
  }
  if (taken > 0) ev.push({ type: "took", from, to, n: taken });
}

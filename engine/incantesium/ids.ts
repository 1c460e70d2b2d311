// Ruling H1 (README, "Hidden information"): a card's id is information. Hands are held face down ("Come si gioca"),
// and at a real table one sees "a Fuoco 1" cast, not which of two alike cards it was. So every spell that comes into
// a hand — dealt, drawn, taken by an attack or the Magus, passed over by Illusione, given by a spirit — gets an id
// minted then, from the state's own stream of ids (`idRng`, hidden as the game's PRNG is), that nobody but its holder
// (and the judge) has seen: an id seen elsewhere (a card one held before it was taken, one turned, cast and
// reshuffled) would tell that viewer, when the holder casts an alike card, that this one is still in the hand. The
// Magus is one of a kind: its id is its kind. A state created before H1 has no `idRng`: its cards keep their ids, as
// the challenge was played.
import { nextUint32 } from "../shared/rng";
import { kindPrefix, MAGUS, mintId } from "./cards";
import type { GameState } from "./types";

/** Whether an id is somewhere on the table now (a minted id must be new: ids name one card each). */
function inUse(s: GameState, id: string): boolean {
  if (s.mana.includes(id) || s.flow.includes(id) || s.extras.includes(id)) return true;
  for (const seat of s.seats)
    if (seat.hand.includes(id) || seat.creatures.includes(id) || seat.poisons.includes(id)) return true;
  // A Veleno or a Creatura on its way to a mage is held by its effect.
  return s.queue.some((e) => "card" in e && e.card === id);
}

/** The id `card` has once in a hand: a new one minted under ruling H1, else its own. */
export function handId(s: GameState, card: string): string {
  if (!s.idRng || card === MAGUS) return card;
  const kind = kindPrefix(card);
  for (;;) {
    let bits: number;
    [bits, s.idRng] = nextUint32(s.idRng);
    const id = mintId(kind, bits);
    if (!inUse(s, id)) return id;
  }
}

/** A whole hand passed over (Illusione), in place in its new seat: each card under a new id, in the order of their
 * ids, that is by kind and, among alike cards, at random, so that the order tells nothing of when or how they came to
 * the hand. A state from before H1 passes the hand as it was held. */
export function passedOver(s: GameState, hand: string[]): void {
  if (!s.idRng) return;
  // One by one in place: each new id is checked against the others, the ones already given included.
  for (let i = 0; i < hand.length; i++) hand[i] = handId(s, hand[i]!);
  hand.sort();
}

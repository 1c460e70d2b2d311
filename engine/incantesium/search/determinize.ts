// A full state drawn from what one seat knows ("Come si gioca": the hands are held face down, the mana deck is
// covered, the flow deck shows only its top): every card hidden from the seat — the other hands, the mana deck, the
// flow deck under its top — is dealt again at random into the same places, each keeping its count. The hidden cards
// as a set of kinds are what the seat cannot see (the 105 play cards less its hand and everything face up), so they
// are gathered sorted: an id is its kind, a dash and a part of its own (ruling H1: in a hand, one minted there, which
// the seat does not know), so sorted ids lie kind by kind, and the kinds dealt to each place depend only on the seat's
// view and `rng`; which alike card goes where changes nothing, the search's moves being keyed by kind. The game's
// PRNG (future shuffles, the cards an attack takes) is replaced too; the stream of minted ids is dropped.
import { nextUint32, shuffle, type Rng } from "../../shared/rng";
import { cloneState } from "../apply";
import type { GameState } from "../types";

/** A state consistent with everything `seat` sees of `s`, its hidden cards dealt again with `rng`. */
export function determinize(s: GameState, seat: number, rng: Rng): [GameState, Rng] {
  const d = cloneState(s);
  // The combo being cast lies face up on the flow deck: those cards stay where they are.
  const shown = new Set(s.chain?.cards ?? []);
  const flowSlots: number[] = [];
  for (let i = 0; i < s.flow.length - 1; i++) if (!shown.has(s.flow[i]!)) flowSlots.push(i);
  const others = s.seats.flatMap((_, i) => (i === seat ? [] : [i]));
  const hidden = [...s.mana, ...flowSlots.map((i) => s.flow[i]!), ...others.flatMap((i) => s.seats[i]!.hand)].sort();
  let cards: string[];
  [cards, rng] = shuffle(hidden, rng);
  let at = 0;
  const next = (n: number) => cards.slice(at, (at += n));
  d.mana = next(s.mana.length);
  for (const [j, card] of next(flowSlots.length).entries()) d.flow[flowSlots[j]!] = card;
  for (const i of others) d.seats[i]!.hand = next(s.seats[i]!.hand.length);
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    let w: number;
    [w, rng] = nextUint32(rng);
    words.push(w);
  }
  d.rng = words;
  // Nor the game's hidden stream of ids (ruling H1): in a playout nobody reads an id, so none is minted (minting cost
  // about a third of a move's time). Cards keep their ids, and a hand passed over its order: the kinds at play, and the
  // chances of which an attack takes, are the same.
  delete d.idRng;
  return [d, rng];
}

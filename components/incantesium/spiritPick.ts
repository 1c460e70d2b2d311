// A spirit's cast picked step by step on the phone (Giocatore Spirito: "tre carte dello stesso elemento, anche di
// potenza diversa ... potrà giocarle ... permetteranno però allo spirito di donare una delle carte che ha in mano ad un
// giocatore ancora in gioco"): the engine offers every three, each order that matters and every gift to every mage in
// play (engine/incantesium/legal.ts), too many for one button each. The mage taps three cards of the hand — the last
// tapped is cast last, on the flow's top — then the card to give and the mage who gets it, and confirms; each step
// offers only what some legal cast still allows, and the confirmed choice is that legal action. Pure.
import type { Action } from "@/engine/incantesium";
import { defOf } from "./cardText";

type SpiritCast = Extract<Action, { type: "spiritCast" }>;

export interface SpiritPick {
  /** The hand's cards tapped so far, in order (the last of three lands on the flow's top). */
  cards: string[];
  gift: string | null;
  to: number | null;
}

export const NO_PICK: SpiritPick = { cards: [], gift: null, to: null };

/** Cards alike (same element, power and Combo; the same spell) are one choice, as the engine's legal actions list
 * them: the engine names the first such card, the mage may tap another. */
function kindOf(id: string): string {
  const def = defOf(id);
  if (def?.kind === "base") return `${def.element}${def.power}${def.combo ? "c" : ""}`;
  if (def?.kind === "extra") return def.spell;
  return id;
}

const sortedKinds = (ids: readonly string[]) => ids.map(kindOf).sort().join("+");

/** Whether `kinds` (a multiset) fits inside the cast's three. */
function within(kinds: readonly string[], cast: SpiritCast): boolean {
  const left = cast.cards.map(kindOf);
  return kinds.every((k) => {
    const at = left.indexOf(k);
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
}

/** The casts that match three cards in that order: the same three, the same one last. */
function castsOf(casts: readonly SpiritCast[], cards: readonly string[]): SpiritCast[] {
  return casts.filter(
    (a) =>
      sortedKinds(a.cards.slice(0, 2)) === sortedKinds(cards.slice(0, 2)) && kindOf(a.cards[2]!) === kindOf(cards[2]!),
  );
}

export interface SpiritStep {
  /** The hand's cards that may be tapped now (a tapped one may always be untapped). */
  tappable: Set<string>;
  /** Once three are tapped: the cards that may be given (one per kind, the hand's own ids), empty when none is left. */
  gifts: string[];
  /** Once the gift is picked: the mages who may get it. */
  targets: number[];
  /** The legal action the pick names, once complete. */
  action: SpiritCast | null;
}

/** What the pick allows next, from the seat's legal actions and its hand. */
export function spiritStep(legal: readonly Action[], hand: readonly string[], pick: SpiritPick): SpiritStep {
  const casts = legal.filter((a): a is SpiritCast => a.type === "spiritCast");
  const tappable = new Set<string>(pick.cards);
  if (pick.cards.length < 3) {
    const kinds = pick.cards.map(kindOf);
    for (const id of hand)
      if (!pick.cards.includes(id) && casts.some((a) => within([...kinds, kindOf(id)], a))) tappable.add(id);
    return { tappable, gifts: [], targets: [], action: null };
  }
  const matching = castsOf(casts, pick.cards);
  const alone = matching.find((a) => a.gift === undefined);
  if (alone) return { tappable, gifts: [], targets: [], action: alone };
  // The gift's kind as the engine names it; shown as a card of the hand not tapped.
  const left = hand.filter((id) => !pick.cards.includes(id));
  const giftKinds = new Set(matching.map((a) => kindOf(a.gift!)));
  const gifts = [...new Set(left.map(kindOf))].flatMap((k) =>
    giftKinds.has(k) ? [left.find((id) => kindOf(id) === k)!] : [],
  );
  if (pick.gift === null) return { tappable, gifts, targets: [], action: null };
  const given = matching.filter((a) => kindOf(a.gift!) === kindOf(pick.gift!));
  const targets = [...new Set(given.map((a) => a.to!))].sort((x, y) => x - y);
  const action = pick.to === null ? null : (given.find((a) => a.to === pick.to) ?? null);
  return { tappable, gifts, targets, action };
}

/** The pick after tapping a card: tapped again it is untapped (and what followed is picked again). */
export function tapCard(pick: SpiritPick, id: string): SpiritPick {
  const cards = pick.cards.includes(id) ? pick.cards.filter((c) => c !== id) : [...pick.cards, id];
  return { cards, gift: null, to: null };
}

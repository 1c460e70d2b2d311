// The deck builder's tribute warning (rulebook §2.1): a will whose tribute the deck's
// manifestations can never pay. Same temperament pays; transcendent pays any temperament; a
// hollow tribute takes any manifestation; a hollow manifestation pays only hollow tributes.
import { cardRef } from "./catalog";
import {
  TEMPERAMENTS,
  type Catalog,
  type DeckCard,
  type Shortfall,
  type Temperament,
  type UnpayableWill,
} from "./types";

/** A zero count for every temperament. */
export const perTemperament = (): Record<Temperament, number> =>
  Object.fromEntries(TEMPERAMENTS.map((t) => [t, 0])) as Record<Temperament, number>;

/** Base power of the manifestations per temperament: the essence each temperament can offer. */
export function essenceOf(cards: readonly DeckCard[]): { power: Record<Temperament, number>; total: number } {
  const power = perTemperament();
  let total = 0;
  for (const card of cards) {
    if (card.type !== "manifestation") continue;
    total += card.power;
    for (const t of new Set(card.temperaments)) power[t] += card.power;
  }
  return { power, total };
}

/**
 * What stops the deck from ever paying this tribute, assuming the best hand: whole base power
 * counts (tributes add up several manifestations, §2.1.1) and card effects are ignored. The
 * transcendent essence is one pool shared by every temperament of a two-temperament will.
 */
export function tributeShortfalls(
  tribute: readonly Temperament[],
  essence: { power: Record<Temperament, number>; total: number },
): Shortfall[] {
  const needs = new Map<Temperament, number>();
  for (const t of tribute) needs.set(t, (needs.get(t) ?? 0) + 1);
  const hollow = needs.get("hollow") ?? 0;
  needs.delete("hollow");

  const shared = essence.power.transcendent;
  // A {T} symbol (none in Beta) can only be paid from the shared transcendent pool itself.
  const own = (t: Temperament) => (t === "transcendent" ? 0 : essence.power[t]);
  const shortfalls: Shortfall[] = [];
  let fromShared = 0;
  let colored = 0;
  for (const [t, needed] of needs) {
    colored += needed;
    fromShared += Math.max(0, needed - own(t));
    const available = own(t) + shared;
    if (available < needed) shortfalls.push({ temperament: t, needed, available });
  }
  if (shortfalls.length === 0 && fromShared > shared)
    shortfalls.push({ temperament: "transcendent", needed: fromShared, available: shared });
  if (hollow > 0 && essence.total < colored + hollow)
    shortfalls.push({ temperament: "hollow", needed: hollow, available: Math.max(0, essence.total - colored) });
  return shortfalls;
}

export function unpayableWills(catalog: Catalog, cards: readonly DeckCard[]): UnpayableWill[] {
  const essence = essenceOf(cards);
  const out: UnpayableWill[] = [];
  for (const card of cards) {
    if (card.type === "manifestation" || card.tribute.length === 0) continue;
    const shortfalls = tributeShortfalls(card.tribute, essence);
    if (shortfalls.length === 0) continue;
    const reason = shortfalls.some((s) => s.available === 0) ? "no_manifestation" : "not_enough_power";
    out.push({ card: cardRef(catalog, card.id), reason, shortfalls });
  }
  return out;
}

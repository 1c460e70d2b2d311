// Decks for the secrecy properties: a Beta starter deck's temperament, cut to the mode's size with a third of Wills
// (Volontà), its slots given first to the cards that broke in issue 29 — #211 Quorum, the Untouchable ("discard any
// number of Wills from your hand") and #70 Hermeto, the Observer ("search … their deck") in every deck (manifestations
// cost nothing), #139 Traumatize ("a target player shows you their hand") in the melancholic one that can pay for it —
// then to the set's other cards of that temperament whose text reaches a hand, a deck, a Limbo, a vessel or a target
// player, a different slice of them per seed; the starter deck fills the rest. One copy of each card per deck ("non
// può esserci più di una copia della stessa carta nel proprio mazzo"). A share of the games plays the demo set the same
// way (its decks per temperament, its reaching cards: Prying Glance, Silent Lens, Polar Strategist…).
import { saltSeed, seedRng, shuffle } from "@/engine/shared/rng";
import type { CardDef, Temperament } from "@/engine/kartomantik";
import { beta, betaDecks, betaSet, demoDecks, demoSet } from "../../sets";

/** The collection numbers of issue 29's §1 and §3 cards. */
export const BROKE = { quorum: 211, hermeto: 70, traumatize: 139 } as const;

/** Card text that reaches a private zone or one player. */
const REACHES = /\b(hand|deck|limbo|empathic vessel|search)\b|target (player|opponent)|that player/i;

const isWill = (c: CardDef) => c.type !== "manifestation";
const temperamentOf = (deck: readonly CardDef[]): Temperament => deck[0]!.temperaments[0]!;

interface Pool {
  temperament: Temperament;
  starter: CardDef[];
  /** The cards of this temperament, then the other reaching cards. */
  broke: CardDef[];
  reaching: CardDef[];
}

export type SetName = "beta" | "demo";

const pools = new Map<SetName, Pool[]>();
function poolsOf(set: SetName): Pool[] {
  const hit = pools.get(set);
  if (hit) return hit;
  const broke = set === "beta" ? Object.values(BROKE).map((n) => beta(n)) : [];
  const cards = set === "beta" ? betaSet().cards : demoSet().cards;
  const made = (set === "beta" ? betaDecks() : demoDecks()).map((starter) => {
    const t = temperamentOf(starter);
    return {
      temperament: t,
      starter,
      // Manifestations cost nothing to play: in every deck; a Will where its temperament can pay for it.
      broke: broke.filter((c) => !isWill(c) || c.temperaments[0] === t),
      reaching: cards
        .filter((c) => !c.token && c.temperaments[0] === t && REACHES.test(c.text) && !broke.includes(c))
        .sort((a, b) => a.id.localeCompare(b.id)),
    };
  });
  pools.set(set, made);
  return made;
}

/** The deck of `size` cards (a third of them Wills) from pool `k` of a set in game `seed`. */
export function secrecyDeck(set: SetName, k: number, seed: number, size: number): CardDef[] {
  const pool = poolsOf(set)[k % poolsOf(set).length]!;
  const wills = Math.round(size / 3);
  const [reaching] = shuffle(pool.reaching, seedRng(saltSeed(seed, 0x5ec + k)));
  const deck: CardDef[] = [];
  const take = (c: CardDef) => {
    if (deck.includes(c)) return;
    const room = isWill(c) ? wills - deck.filter(isWill).length : size - wills - deck.filter((x) => !isWill(x)).length;
    if (room > 0) deck.push(c);
  };
  for (const c of pool.broke) take(c);
  // Half of the remaining slots of each kind to reaching cards, the rest from the starter deck.
  for (const c of reaching.slice(0, Math.ceil(size / 2))) take(c);
  for (const c of pool.starter) take(c);
  if (deck.length !== size) throw new Error(`secrecy deck ${pool.temperament} has ${deck.length} cards, not ${size}`);
  return deck;
}

/** `n` decks of different temperaments of a set for a game, rotating with the seed. */
export function secrecyTable(set: SetName, seed: number, n: number, size: number): CardDef[][] {
  const count = poolsOf(set).length;
  // Five pools: every other seed skips one (2 is prime to 5); six: one by one.
  const step = count % 2 === 1 && seed % 2 === 1 ? 2 : 1;
  return Array.from({ length: n }, (_, i) => secrecyDeck(set, (seed + i * step) % count, seed, size));
}

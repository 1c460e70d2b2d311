// Decks for the secrecy properties: a Beta starter deck's temperament, cut to the mode's size with a third of Wills
// (Volontà), its slots given first to the cards that broke in issue 29 — #211 Quorum, the Untouchable ("discard any
// number of Wills from your hand") and #70 Hermeto, the Observer ("search … their deck") in every deck (manifestations
// cost nothing), #139 Traumatize ("a target player shows you their hand") in the melancholic one that can pay for it —
// then to the set's other cards of that temperament whose text reaches a hand, a deck, a Limbo, a vessel or a target
// player, a different slice of them per seed; the starter deck fills the rest. One copy of each card per deck ("non
// può esserci più di una copia della stessa carta nel proprio mazzo").
import { saltSeed, seedRng, shuffle } from "@/engine/draft/rng";
import type { CardDef, Temperament } from "@/engine/match";
import { beta, betaDecks, betaSet } from "../../sets";

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

let pools: Pool[] | null = null;
function poolsOf(): Pool[] {
  if (pools) return pools;
  const broke = Object.values(BROKE).map((n) => beta(n));
  pools = betaDecks().map((starter) => {
    const t = temperamentOf(starter);
    return {
      temperament: t,
      starter,
      // Manifestations cost nothing to play: in every deck; a Will where its temperament can pay for it.
      broke: broke.filter((c) => !isWill(c) || c.temperaments[0] === t),
      reaching: betaSet()
        .cards.filter((c) => !c.token && c.temperaments[0] === t && REACHES.test(c.text) && !broke.includes(c))
        .sort((a, b) => a.id.localeCompare(b.id)),
    };
  });
  return pools;
}

/** The deck of `size` cards (a third of them Wills) for pool `k` in game `seed`. */
export function secrecyDeck(k: number, seed: number, size: number): CardDef[] {
  const pool = poolsOf()[k % poolsOf().length]!;
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

/** `n` decks of different temperaments for a game, rotating with the seed. */
export function secrecyTable(seed: number, n: number, size: number): CardDef[][] {
  const count = poolsOf().length;
  return Array.from({ length: n }, (_, i) => secrecyDeck((seed + i * (1 + (seed % 2))) % count, seed, size));
}

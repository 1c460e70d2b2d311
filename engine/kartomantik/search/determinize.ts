// A full game state drawn from what one seat knows (§1.3: hands, decks and exiles are hidden, and the secret First
// Manifestation until the Revelation). Every card the seat cannot see is dealt again: which of its owner's hidden
// ids sits in which hidden place (hand, deck, exile, secret First) and which card each one is. The seat's own deck
// keeps its contents (a player knows their own deck list) in a new order; another seat's hidden cards are drawn from
// a prior — the card pool the seat assumes (by default the game's card definitions) less every card of that owner
// already seen, since a deck holds one copy of a card (§4.1). The game's own PRNG is replaced too. The result depends
// only on the seat's view and `rng`: two states that differ only in hidden cards give the same determinization.
import { nextUint32, randomInt, shuffle, type Rng } from "../../shared/rng";
import { canBeFirst, cloneState } from "../apply";
import { newCard } from "../create";
import { handRevealed } from "../effects";
import type { CardDef, CardState, GameState } from "../types";

const byId = (a: CardDef, b: CardDef) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const poolOfDefs = new WeakMap<object, CardDef[]>();

/** A set's cards as a prior for the others' hidden cards: sorted, no tokens (a deck holds none). */
export const cardPool = (defs: readonly CardDef[]): CardDef[] => defs.filter((d) => !d.token).sort(byId);

/** The game's card definitions as a prior: the default when the bot is told no card pool. */
export function gamePool(s: GameState): CardDef[] {
  let pool = poolOfDefs.get(s.defs);
  if (!pool) poolOfDefs.set(s.defs, (pool = cardPool(Object.values(s.defs))));
  return pool;
}

const merged = new WeakMap<object, WeakMap<readonly CardDef[], Record<string, CardDef>>>();
/** The game's definitions and the prior's, one object per pair (the engine caches facts per `defs` object). */
function defsWith(s: GameState, pool: readonly CardDef[]): Record<string, CardDef> {
  if (pool.every((d) => s.defs[d.id] === d)) return s.defs;
  let byPool = merged.get(s.defs);
  if (!byPool) merged.set(s.defs, (byPool = new WeakMap()));
  let defs = byPool.get(pool);
  if (!defs) {
    defs = { ...s.defs };
    for (const d of pool) defs[d.id] ??= d;
    byPool.set(pool, defs);
  }
  return defs;
}

const seenBy = (c: CardState, seat: number) => c.seen === "all" || (Array.isArray(c.seen) && c.seen.includes(seat));

/** `n` of `defs` in a random order, topped up with repeats when there are fewer (a prior smaller than the deck). */
function take(defs: readonly CardDef[], n: number, rng: Rng): [string[], CardDef[], Rng] {
  let order: CardDef[];
  [order, rng] = shuffle(defs, rng);
  const out = order.slice(0, n).map((x) => x.id);
  while (out.length < n && defs.length > 0) {
    let i: number;
    [i, rng] = randomInt(rng, defs.length);
    out.push(defs[i]!.id);
  }
  return [out, order.slice(n), rng];
}

/**
 * Another seat's hidden cards from the prior less what is known of that owner: the deck gets as many manifestations as
 * it holds (the view's score tells: §4.4.2, 5 points each), the hand and exile any of the rest.
 */
function dealOther(
  pool: readonly CardDef[],
  known: Set<string>,
  deck: { size: number; manifestations: number },
  others: number,
  rng: Rng,
): [string[], string[], Rng] {
  const fresh = pool.filter((x) => !known.has(x.id));
  const isM = (x: CardDef) => x.type === "manifestation";
  let m: string[], w: string[], restM: CardDef[], restW: CardDef[], rest: string[];
  [m, restM, rng] = take(fresh.filter(isM), deck.manifestations, rng);
  [w, restW, rng] = take(
    fresh.filter((x) => !isM(x)),
    deck.size - deck.manifestations,
    rng,
  );
  [rest, , rng] = take([...restM, ...restW].sort(byId), others, rng);
  return [[...m, ...w], rest, rng];
}

/** A state consistent with everything `seat` knows of `s`, its hidden cards dealt again with `rng`. */
export function determinize(
  s: GameState,
  seat: number,
  rng: Rng,
  pool: readonly CardDef[] = gamePool(s),
): [GameState, Rng] {
  const d = cloneState(s);
  d.defs = defsWith(s, pool);
  // A map of its own: the engine caches per `cards` map facts that assume a card's definition never changes.
  const cards: GameState["cards"] = {};
  for (const id in s.cards) cards[id] = s.cards[id]!;
  d.cards = cards;
  const defOfId = (id: string) => s.defs[s.cards[id]!.def]!;
  for (let o = 0; o < s.players.length; o++) {
    const pl = s.players[o]!;
    const mine = o === seat;
    const revealed = !mine && handRevealed(s, o);
    const handSlots = mine || revealed ? [] : pl.hand.flatMap((id, i) => (s.cards[id]!.shown ? [] : [i]));
    const deckKnown = pl.deck.filter((id) => seenBy(s.cards[id]!, seat) || !!defOfId(id).token);
    const deckHidden = pl.deck.filter((id) => !deckKnown.includes(id));
    const exileHidden = mine ? [] : pl.exile;
    const hidden = [...handSlots.map((i) => pl.hand[i]!), ...deckHidden, ...exileHidden].sort();
    // The ids, in new places: the hidden hand slots, the exile, then the deck (with the deck cards the seat knows).
    let into: string[];
    [into, rng] = shuffle(hidden, rng);
    const p = d.players[o]!;
    const outside = into.splice(0, handSlots.length + exileHidden.length);
    handSlots.forEach((slot, i) => (p.hand[slot] = outside[i]!));
    p.exile = mine ? p.exile : outside.slice(handSlots.length);
    [p.deck, rng] = shuffle([...into, ...deckKnown].sort(), rng);
    // Their definitions: the seat's own deck keeps its cards (the seat built it); another's come from the prior.
    let deckDefs: string[], outsideDefs: string[];
    if (mine) [deckDefs, outsideDefs] = [deckHidden.map((id) => s.cards[id]!.def).sort(), []];
    else {
      const hiddenSet = new Set(hidden);
      const known = new Set<string>();
      for (const id in s.cards) if (s.cards[id]!.owner === o && !hiddenSet.has(id)) known.add(s.cards[id]!.def);
      const isM = (id: string) => defOfId(id).type === "manifestation";
      const manifestations = deckHidden.filter(isM).length;
      [deckDefs, outsideDefs, rng] = dealOther(pool, known, { size: into.length, manifestations }, outside.length, rng);
    }
    [deckDefs, rng] = shuffle(deckDefs, rng);
    const place = (ids: readonly string[], defs: readonly string[], zone: CardState["zone"]) =>
      ids.forEach((id, i) => {
        const fresh = newCard(id, defs[i]!, o);
        fresh.zone = zone;
        cards[id] = fresh;
      });
    place(into, deckDefs, "deck");
    place(outside.slice(0, handSlots.length), outsideDefs, "hand");
    place(outside.slice(handSlots.length), outsideDefs.slice(handSlots.length), "exile");
    // Someone choosing, or who chose, a First Manifestation has one in hand (§4.2.1: else a mulligan): a dealt hand
    // without one takes the deck's first that can be.
    const choosing = pl.secretFirst !== null || s.decisions.some((x) => x.player === o && x.kind === "chooseFirst");
    if (!mine && choosing && handSlots.length > 0 && !p.hand.some((id) => canBeFirst(d, id))) {
      const j = p.deck.findIndex((id) => hidden.includes(id) && canBeFirst(d, id));
      // A hand manifestation (that cannot be first) makes way, so the deck keeps its count of them.
      const h = handSlots.find((i) => d.defs[cards[p.hand[i]!]!.def]!.type === "manifestation") ?? handSlots[0]!;
      if (j >= 0) {
        [p.hand[h], p.deck[j]] = [p.deck[j]!, p.hand[h]!];
        cards[p.hand[h]!]!.zone = "hand";
        cards[p.deck[j]!]!.zone = "deck";
      }
    }
    // The secret First Manifestation is one of the hand's cards (it leaves the hand at the Revelation).
    if (!mine && pl.secretFirst) {
      const able = p.hand.filter((id) => canBeFirst(d, id));
      let i: number;
      [i, rng] = randomInt(rng, Math.max(1, able.length));
      p.secretFirst = able[i] ?? null;
    }
  }
  const gameRng: number[] = [];
  for (let i = 0; i < 4; i++) {
    let w: number;
    [w, rng] = nextUint32(rng);
    gameRng.push(w);
  }
  d.rng = gameRng;
  // Others' pending choices among their hidden cards are asked again of the new cards.
  d.decisions = s.decisions.map((x) =>
    x.player === seat || x.kind !== "chooseFirst"
      ? x
      : { ...x, options: d.players[x.player]!.hand.filter((id) => canBeFirst(d, id)) },
  );
  return [d, rng];
}

// Checks shared by the property tests: where every card is, and what a viewer may not see.
import { CASTE_CARDS, cardDef, DECK, type GameState, type Mode, type Viewer } from "@/engine/incantesium";
import { kindPrefix } from "@/engine/incantesium/cards";

/** Every card id, once per place it is found (a card in two places shows up twice). */
export function cardLocations(s: GameState): string[] {
  const ids: string[] = [...s.mana, ...s.flow, ...s.extras, ...s.gemPile, ...s.unusedCastes];
  for (const seat of s.seats) {
    ids.push(...seat.hand, ...seat.creatures, ...seat.poisons);
    if (seat.caste) ids.push(seat.caste);
  }
  for (const side of s.sides) ids.push(...side.gems);
  // A Veleno or a Creatura on its way to a mage is held by its effect.
  for (const e of s.queue) if (e.k === "poison" || e.k === "creature") ids.push(e.card);
  return ids;
}

export function expectedCards(s: GameState): string[] {
  return [...DECK.map((c) => c.id), ...(s.options.castes ? CASTE_CARDS.map((c) => c.id) : [])].sort();
}

/** A spell's kind ("fuoco-1c", "copia"); any other card (the Magus, a gem, a caste) is its own id. Throws on an id
 * that names no card. */
const kindOf = (id: string): string => {
  const def = cardDef(id);
  return def.kind === "base" || def.kind === "extra" ? kindPrefix(id) : id;
};

/** Each card on the table as its kind, sorted (a card in a hand bears an id minted there, ruling H1, so the deck's
 * cards are known by kind), or null when an id is found twice. */
export function kindsOnTable(s: GameState): string[] | null {
  const ids = cardLocations(s);
  return new Set(ids).size === ids.length ? ids.map(kindOf).sort() : null;
}

/** The kinds of the cards a table holds: the deck's (and the castes when on), sorted. */
export const expectedKinds = (s: GameState): string[] => expectedCards(s).map(kindOf).sort();

/** The cards a viewer may not see: the mana deck, and every hand but its own (the judge sees all). */
export function hiddenFrom(s: GameState, viewer: Viewer): string[] {
  if (viewer === "judge") return [];
  return [...s.mana, ...s.seats.flatMap((seat, i) => (i === viewer ? [] : seat.hand))];
}

/** Every string anywhere inside a value. */
export function stringsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === "string") out.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (typeof value === "object" && value !== null) for (const v of Object.values(value)) stringsIn(v, out);
  return out;
}

/** The tables the seeded hidden-information tests cycle through. */
const SEEDED_TABLES: [Mode, number][] = [
  ["duel", 2],
  ["ffa", 3],
  ["ffa", 5],
  ["2v2", 4],
];

/** A seeded challenge as the hidden-information tests play it (playChallenge's options but its onStep): the table by
 * the seed, castes on even seeds, spirits on every third, random bots on odd seeds and heuristic ones on even. */
export function seededChallenge(seed: number) {
  const [mode, players] = SEEDED_TABLES[seed % SEEDED_TABLES.length]!;
  return {
    seed,
    mode,
    players,
    castes: seed % 2 === 0,
    spirits: seed % 3 === 0,
    bots: seed % 2 ? ["random" as const] : ["heuristic" as const],
    maxActions: 20_000,
  };
}

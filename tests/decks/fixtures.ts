// The real Beta set and its five starter decks, read in place from ../shared (never copied), plus
// tiny synthetic cards for rules the real decks do not reach.
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  createCatalog,
  readCommunityCatalog,
  type Catalog,
  type CommunityDeck,
  type DeckCard,
  type Temperament,
} from "@/engine/kartomantik/deck-rules";

export const BETA_DIR = path.resolve(import.meta.dirname, "../../../shared/data/kartomantik-beta");
export const CARDS_FILE = path.join(BETA_DIR, "cards.json");
export const STARTERS_FILE = path.join(BETA_DIR, "starter-decks.json");

const json = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));

export const beta = readCommunityCatalog(json(CARDS_FILE));
export const catalog: Catalog = beta.catalog;
export const starters = json(STARTERS_FILE) as CommunityDeck[];

export const deckIds = (deck: CommunityDeck) => deck.groups.flatMap((g) => g.cardIds);
export const starter = (colorKey: string) => {
  const deck = starters.find((d) => d.colorKey === colorKey);
  if (!deck) throw new Error(`no ${colorKey} starter`);
  return deck;
};

export const card = (id: string): DeckCard => {
  const found = catalog.byId.get(id);
  if (!found) throw new Error(`no card ${id}`);
  return found;
};
export const byName = (name: string): DeckCard => {
  const found = beta.cards.find((c) => c.name === name);
  if (!found) throw new Error(`no card named ${name}`);
  return found;
};

/** Beta cards in collection order that match, skipping the ones listed. */
export const betaWhere = (test: (c: DeckCard) => boolean, skip: readonly string[] = []) =>
  beta.cards.filter((c) => test(c) && !skip.includes(c.id));

export const manifestation = (id: string, temperament: Temperament, power: number, points = 10): DeckCard => ({
  id,
  name: `Manifestation ${id}`,
  type: "manifestation",
  points,
  temperaments: [temperament],
  power,
  tribute: [],
});

export const will = (
  id: string,
  tribute: Temperament[],
  temperaments: Temperament[] = [...new Set(tribute)],
): DeckCard => ({
  id,
  name: `Will ${id}`,
  type: "ephemeral_will",
  points: 0,
  temperaments: temperaments.length > 0 ? temperaments : ["hollow"],
  power: 0,
  tribute,
});

export const synthetic = (cards: DeckCard[]) => createCatalog(cards);

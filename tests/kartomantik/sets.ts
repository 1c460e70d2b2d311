// The demo and Beta sets as match card definitions, and their decks, for tests.
import { readFileSync } from "node:fs";
import path from "node:path";
import { loadSet, type CardDef, type Temperament } from "@/engine/kartomantik";
import type { RawCard } from "@/engine/kartomantik/cards/load";
import { scriptsFor } from "@/engine/kartomantik/cards/sets";
import { DEMO_DECKS, demoDeck, starterDecks } from "@/engine/kartomantik/decks";

export const DEMO_FILE = path.resolve(import.meta.dirname, "../../data/demo-set/bazaar-demo.json");
/** The shared data next to the repository (../shared); BAZAAR_SHARED_DIR points elsewhere (a git worktree that does not
 * sit next to it). */
const SHARED_DIR = process.env.BAZAAR_SHARED_DIR ?? path.resolve(import.meta.dirname, "../../../shared");
export const BETA_DIR = path.join(SHARED_DIR, "data/kartomantik-beta");

export function rawSet(file: string): RawCard[] {
  return JSON.parse(readFileSync(file, "utf8"));
}

function load(file: string) {
  const raw = rawSet(file);
  const set = loadSet(raw, scriptsFor(raw));
  if (!set.ok) throw new Error(set.errors.map((e) => `${e.card} ${e.name}: ${e.message}`).join("\n"));
  return set;
}

let demoLoaded: ReturnType<typeof load> | null = null;
let betaLoaded: ReturnType<typeof load> | null = null;
export const demoSet = () => (demoLoaded ??= load(DEMO_FILE));
export const betaSet = () => (betaLoaded ??= load(path.join(BETA_DIR, "cards.json")));

export const demoDecks = (): CardDef[][] => DEMO_DECKS.map((t) => demoDeck(demoSet().cards, t as Temperament));
export const betaDecks = (): CardDef[][] =>
  starterDecks(JSON.parse(readFileSync(path.join(BETA_DIR, "starter-decks.json"), "utf8")), betaSet().byId).map(
    (d) => d.cards,
  );

/** A set's card by collection number or by name, failing loudly when either is unknown or not unique. */
export interface CardFinder {
  byNumber(n: number): CardDef;
  byName(name: string): CardDef;
}
type Numbered = RawCard & { collectionNumber?: number };

export function cardFinder(label: string, raw: Numbered[], byId: Record<string, CardDef>): CardFinder {
  const matches = <K>(key: K, of: (c: Numbered) => K) => raw.filter((c) => of(c) === key);
  const only = (found: Numbered[], what: string): CardDef => {
    if (found.length === 0) throw new Error(`no ${label} card ${what}`);
    if (found.length > 1)
      throw new Error(`${found.length} ${label} cards ${what}: ${found.map((c) => c.id).join(", ")}`);
    const def = byId[found[0]!.id];
    if (!def) throw new Error(`${label} card ${what} (${found[0]!.id}) did not load`);
    return def;
  };
  return {
    byNumber: (n) =>
      only(
        matches(n, (c) => c.collectionNumber),
        `#${n}`,
      ),
    byName: (name) =>
      only(
        matches(name, (c) => c.name),
        `named "${name}"`,
      ),
  };
}

let demoFinder: CardFinder | null = null;
let betaFinder: CardFinder | null = null;
const demoCards = () => (demoFinder ??= cardFinder("demo", rawSet(DEMO_FILE), demoSet().byId));
const betaCards = () => (betaFinder ??= cardFinder("Beta", rawSet(path.join(BETA_DIR, "cards.json")), betaSet().byId));
/** Demo card by collection number: demo(33) is bzd-033. */
export const demo = (n: number): CardDef => demoCards().byNumber(n);
export const demoByName = (name: string): CardDef => demoCards().byName(name);
/** Beta card by collection number: beta(9) is The Slumberer. */
export const beta = (n: number): CardDef => betaCards().byNumber(n);
export const betaByName = (name: string): CardDef => betaCards().byName(name);

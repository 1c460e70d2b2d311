// The demo and Beta sets as match card definitions, and their decks, for tests.
import { readFileSync } from "node:fs";
import path from "node:path";
import { loadSet, type CardDef, type Temperament } from "@/engine/match";
import type { RawCard } from "@/engine/match/cards/load";
import { scriptsFor } from "@/engine/match/cards/sets";
import { DEMO_DECKS, demoDeck, starterDecks } from "@/engine/match/decks";

export const DEMO_FILE = path.resolve(import.meta.dirname, "../../data/demo-set/bazaar-demo.json");
export const BETA_DIR = path.resolve(import.meta.dirname, "../../../shared/data/kartomantik-beta");

export function rawSet(file: string): RawCard[] {
  return JSON.parse(readFileSync(file, "utf8"));
}

function load(file: string) {
  const raw = rawSet(file);
  const set = loadSet(raw, scriptsFor(raw));
  if (!set.ok) throw new Error(set.errors.map((e) => `${e.card} ${e.name}: ${e.message}`).join("\n"));
  return set;
}

let demo: ReturnType<typeof load> | null = null;
let beta: ReturnType<typeof load> | null = null;
export const demoSet = () => (demo ??= load(DEMO_FILE));
export const betaSet = () => (beta ??= load(path.join(BETA_DIR, "cards.json")));

export const demoDecks = (): CardDef[][] => DEMO_DECKS.map((t) => demoDeck(demoSet().cards, t as Temperament));
export const betaDecks = (): CardDef[][] =>
  starterDecks(JSON.parse(readFileSync(path.join(BETA_DIR, "starter-decks.json"), "utf8")), betaSet().byId).map(
    (d) => d.cards,
  );

// npm run sim:match -- --seed S [--set FILE] [--decks A,B] [--bots random,greedy]
// Plays one whole Kartomantik match between two bots and prints one JSON line:
// {"winner":0|1|null,"points":[a,b],"turns":t,"actions":n}. Decks: with the demo set a
// temperament name (phlegmatic, choleric, vitreous, capricious, melancholic, transcendent: see
// engine/match/decks.ts); with the Beta set a starter deck id (starter-phlegmatic, …) read from
// starter-decks.json next to the set file. Exit 2: bad arguments; exit 1: the engine failed.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { BOTS, type BotName } from "@/engine/match/bots";
import { loadSet, type RawCard } from "@/engine/match/cards/load";
import { scriptsFor } from "@/engine/match/cards/sets";
import { DEMO_DECKS, demoDeck, starterDecks } from "@/engine/match/decks";
import { playMatch } from "@/engine/match/sim";
import type { CardDef, Temperament } from "@/engine/match";

const USAGE = "Usage: npm run sim:match -- --seed S [--set FILE] [--decks A,B] [--bots random,greedy]";
export const DEFAULT_SET = "data/demo-set/bazaar-demo.json";

class UsageError extends Error {}

export function loadCards(file: string): { cards: CardDef[]; byId: Record<string, CardDef> } {
  let raw: RawCard[];
  try {
    raw = JSON.parse(readFileSync(path.resolve(file), "utf8"));
  } catch (err) {
    throw new UsageError(`cannot read the card set ${file}: ${(err as Error).message}`);
  }
  if (!Array.isArray(raw)) throw new UsageError(`${file}: expected a JSON array of cards`);
  const set = loadSet(raw, scriptsFor(raw));
  if (!set.ok)
    throw new UsageError(`${file}: ${set.errors.map((e) => `${e.card} (${e.name}): ${e.message}`).join("; ")}`);
  return set;
}

export function pickDecks(
  file: string,
  set: { cards: CardDef[]; byId: Record<string, CardDef> },
  names: string[],
): [CardDef[], CardDef[]] {
  const decks = names.map((name) => {
    if (name.startsWith("starter-")) {
      const starters = starterDecks(
        JSON.parse(readFileSync(path.join(path.dirname(path.resolve(file)), "starter-decks.json"), "utf8")),
        set.byId,
      );
      const d = starters.find((x) => x.id === name);
      if (!d) throw new UsageError(`unknown starter deck ${name} (have: ${starters.map((x) => x.id).join(", ")})`);
      return d.cards;
    }
    if (!(DEMO_DECKS as readonly string[]).includes(name))
      throw new UsageError(`unknown deck ${name} (demo decks: ${DEMO_DECKS.join(", ")})`);
    return demoDeck(set.cards, name as Temperament);
  });
  return [decks[0]!, decks[1]!];
}

function main(): number {
  let values;
  try {
    values = parseArgs({
      args: process.argv.slice(2),
      options: {
        seed: { type: "string" },
        set: { type: "string" },
        decks: { type: "string" },
        bots: { type: "string" },
      },
    }).values;
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  try {
    if (values.seed === undefined || !/^-?\d+$/.test(values.seed)) throw new UsageError("--seed must be an integer");
    const seed = Number(values.seed);
    const file = values.set ?? DEFAULT_SET;
    const set = loadCards(file);
    const beta = set.cards.every((c) => c.id.endsWith("_en"));
    const names = (values.decks ?? (beta ? "starter-phlegmatic,starter-vitreous" : "phlegmatic,choleric"))
      .split(",")
      .map((x) => x.trim());
    if (names.length !== 2) throw new UsageError("--decks needs two deck names");
    const botNames = (values.bots ?? "random,random").split(",").map((x) => x.trim());
    if (botNames.length !== 2 || botNames.some((b) => !(b in BOTS)))
      throw new UsageError(`--bots needs two of: ${Object.keys(BOTS).join(", ")}`);
    const decks = pickDecks(file, set, names);
    const played = playMatch({ seed, decks }, [BOTS[botNames[0] as BotName], BOTS[botNames[1] as BotName]]);
    const r = played.state.result!;
    console.log(
      JSON.stringify({ winner: r.winner, points: r.points, turns: played.state.turn, actions: played.actions.length }),
    );
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`${err.message}\n${USAGE}`);
      return 2;
    }
    console.error(`engine failure: ${(err as Error).stack ?? err}`);
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) process.exitCode = main();

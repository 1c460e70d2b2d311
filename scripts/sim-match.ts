// npm run sim:match -- --mode duel|ffa|2v2 --players N --seed S [--set FILE] [--decks A,B,…] [--bots random,greedy,…]
// Plays one whole Kartomantik match between bots, one per seat, and prints one JSON line:
// {"mode","players","winner","points":[one per player],"teams":[team totals, 2v2 only],"turns","actions"}; winner is a
// seat (duel, Free-for-All) or a team (2v2: seats 0 and 2 are team 0), null for a tie. Decks: with the demo set a
// temperament name (phlegmatic, choleric, vitreous, capricious, melancholic, transcendent: see
// engine/kartomantik/decks.ts); with the Beta set a starter deck id (starter-phlegmatic, …) read from
// starter-decks.json next to the set file. Exit 2: bad arguments; exit 1: the engine failed.
import { readFileSync } from "node:fs";
import path from "node:path";
import { BOTS, type BotName } from "@/engine/kartomantik/bots";
import { loadSet, type RawCard } from "@/engine/kartomantik/cards/load";
import { scriptsFor } from "@/engine/kartomantik/cards/sets";
import { DEMO_DECKS, demoDeck, starterDecks } from "@/engine/kartomantik/decks";
import { playMatch } from "@/engine/kartomantik/sim";
import type { CardDef, GameMode, Temperament } from "@/engine/kartomantik";
import { flags, readJson, runCli, UsageError } from "./cli";

/** The Beta starter decks (starter-decks.json), in a fixed order for the default seating. */
const BETA_STARTERS = [
  "starter-phlegmatic",
  "starter-vitreous",
  "starter-choleric",
  "starter-capricious",
  "starter-melancholic",
] as const;

const USAGE =
  "Usage: npm run sim:match -- [--mode duel|ffa|2v2] [--players N] --seed S [--set FILE] [--decks A,B,…] [--bots random,…]";
/** 2v2 "Creazione del Mazzo": "Ogni mazzo deve essere composto da esattamente 21 carte". */
const TEAM_DECK = 21;
export const DEFAULT_SET = "data/demo-set/bazaar-demo.json";

export function loadCards(file: string): { cards: CardDef[]; byId: Record<string, CardDef> } {
  const raw = readJson(file, "card set") as RawCard[];
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
): CardDef[][] {
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
  return decks;
}

/** Seats per mode: a duel is 2, 2v2 is 4, Free-for-All 3 to 5 (4 unless told). */
function seatsOf(mode: string, players: string | undefined): number {
  if (mode !== "duel" && mode !== "ffa" && mode !== "2v2") throw new UsageError("--mode must be duel, ffa or 2v2");
  const fixed = mode === "duel" ? 2 : mode === "2v2" ? 4 : undefined;
  if (players === undefined) return fixed ?? 4;
  if (!/^\d+$/.test(players)) throw new UsageError("--players must be a number");
  const n = Number(players);
  if (fixed !== undefined && n !== fixed) throw new UsageError(`--mode ${mode} is for ${fixed} players`);
  if (fixed === undefined && (n < 3 || n > 5)) throw new UsageError("--mode ffa is for 3 to 5 players");
  return n;
}

function main(): number {
  const values = flags(process.argv.slice(2), {
    mode: { type: "string" },
    players: { type: "string" },
    seed: { type: "string" },
    set: { type: "string" },
    decks: { type: "string" },
    bots: { type: "string" },
  });
  try {
    const mode = (values.mode ?? "duel") as GameMode;
    const n = seatsOf(mode, values.players);
    if (values.seed === undefined || !/^-?\d+$/.test(values.seed)) throw new UsageError("--seed must be an integer");
    const seed = Number(values.seed);
    const file = values.set ?? DEFAULT_SET;
    const set = loadCards(file);
    const beta = set.cards.every((c) => c.id.endsWith("_en"));
    const all: readonly string[] = beta ? BETA_STARTERS : DEMO_DECKS;
    // By default each seat gets the next deck of the set's list, starting from the seed.
    const names = values.decks
      ? values.decks.split(",").map((x) => x.trim())
      : mode === "duel"
        ? [all[0]!, all[1]!]
        : Array.from({ length: n }, (_, p) => all[(Math.abs(seed) + p) % all.length]!);
    if (names.length !== n) throw new UsageError(`--decks needs ${n} deck names`);
    const botNames = (values.bots ?? "random").split(",").map((x) => x.trim());
    const bots = Array.from({ length: n }, (_, p) => botNames[botNames.length === 1 ? 0 : p]);
    if ((botNames.length !== 1 && botNames.length !== n) || bots.some((b) => !b || !(b in BOTS)))
      throw new UsageError(`--bots needs one or ${n} of: ${Object.keys(BOTS).join(", ")}`);
    const decks = pickDecks(file, set, names).map((d) => (mode === "2v2" ? d.slice(0, TEAM_DECK) : d));
    const played = playMatch(
      { seed, decks, mode },
      bots.map((b) => BOTS[b as BotName]),
    );
    const r = played.state.result!;
    const line = {
      mode,
      players: n,
      winner: r.winner,
      points: r.points,
      ...(r.teams ? { teams: r.teams } : {}),
      turns: played.state.turn,
      actions: played.actions.length,
    };
    console.log(JSON.stringify(line));
    return 0;
  } catch (err) {
    if (err instanceof UsageError) throw err;
    console.error(`engine failure: ${(err as Error).stack ?? err}`);
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename))
  process.exitCode = runCli(USAGE, main);

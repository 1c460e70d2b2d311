// Golden replays: seed + actions → the final state's hash, committed in tests/kartomantik/golden/.
// Any change to the rules, the PRNG or the state shape shows up here. To re-record after a
// deliberate change: UPDATE_GOLDEN=1 npx vitest run tests/kartomantik/golden.test.ts (and review the diff). A change of
// the state's layout only (the card scripts it carries): REHASH_GOLDEN=1 keeps every file's actions and re-records its
// `hash` alone, and only where the replay still gives the recorded result, events and projection.
// Number seeds are the games from before 128-bit seeds; the four-word seed pins how those derive.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Seed } from "@/engine/shared/rng";
import {
  apply,
  createGame,
  isRuleError,
  type GameAction,
  type GameEvent,
  type GameResult,
  type GameState,
} from "@/engine/kartomantik";
import { BOTS, type BotName } from "@/engine/kartomantik/bots";
import { playMatch } from "@/engine/kartomantik/sim";
import { projection } from "./projection";
import { betaDecks, demoDecks } from "./sets";

const DIR = path.resolve(import.meta.dirname, "golden");

interface Golden {
  set: "demo" | "beta";
  decks: [number, number];
  seed: Seed;
  bots: [BotName, BotName];
  actions: GameAction[];
  result: GameResult;
  hash: string;
  /** The events of the whole replay and the observable final state (projection.ts), hashed: a change of state layout
   * re-records `hash` but must leave these as they were. */
  eventsHash: string;
  projectionHash: string;
}

const RECORD: Omit<Golden, "actions" | "result" | "hash" | "eventsHash" | "projectionHash">[] = [
  { set: "demo", decks: [0, 1], seed: 11, bots: ["random", "random"] },
  { set: "demo", decks: [2, 3], seed: 12, bots: ["greedy", "random"] },
  { set: "demo", decks: [4, 5], seed: 13, bots: ["greedy", "greedy"] },
  { set: "beta", decks: [0, 1], seed: 21, bots: ["random", "greedy"] },
  { set: "beta", decks: [2, 3], seed: 22, bots: ["random", "random"] },
  { set: "beta", decks: [4, 0], seed: 23, bots: ["greedy", "random"] },
  { set: "demo", decks: [1, 4], seed: [0x9e3779b9, 0x7f4a7c15, 0xf39cc060, 0x5ced8dd4], bots: ["greedy", "random"] },
];

const sha = (x: unknown) => createHash("sha256").update(JSON.stringify(x)).digest("hex");
const hashOf = (s: GameState) => sha(s);
const decksOf = (g: Pick<Golden, "set" | "decks">) => {
  const all = g.set === "demo" ? demoDecks() : betaDecks();
  return [all[g.decks[0]]!, all[g.decks[1]]!] as [
    ReturnType<typeof demoDecks>[number],
    ReturnType<typeof demoDecks>[number],
  ];
};
const fileOf = (g: Pick<Golden, "set" | "seed">) =>
  path.join(DIR, `${g.set}-${typeof g.seed === "number" ? g.seed : g.seed.map((w) => w.toString(16)).join("-")}.json`);

/** Replays a golden file's actions: the final state and every event, in order. */
function replay(g: Golden): { state: GameState; events: GameEvent[] } {
  const created = createGame({ seed: g.seed, decks: decksOf(g) });
  let state = created.state;
  const events = [...created.events];
  for (const [i, action] of g.actions.entries()) {
    const r = apply(state, action);
    if (isRuleError(r)) throw new Error(`action ${i} refused: ${JSON.stringify(r)}`);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

if (process.env.UPDATE_GOLDEN) {
  for (const g of RECORD) {
    const played = playMatch({ seed: g.seed, decks: decksOf(g) }, [BOTS[g.bots[0]], BOTS[g.bots[1]]]);
    const base = { ...g, actions: played.actions, result: played.state.result!, hash: hashOf(played.state) };
    const { events, state } = replay({ ...base, eventsHash: "", projectionHash: "" });
    const golden: Golden = { ...base, eventsHash: sha(events), projectionHash: sha(projection(state)) };
    writeFileSync(fileOf(g), JSON.stringify(golden) + "\n");
  }
}

if (process.env.REHASH_GOLDEN) {
  for (const file of readdirSync(DIR).filter((f) => f.endsWith(".json"))) {
    const g: Golden = JSON.parse(readFileSync(path.join(DIR, file), "utf8"));
    const { state, events } = replay(g);
    const same =
      JSON.stringify(state.result) === JSON.stringify(g.result) &&
      sha(events) === g.eventsHash &&
      sha(projection(state)) === g.projectionHash;
    if (same) writeFileSync(path.join(DIR, file), JSON.stringify({ ...g, hash: hashOf(state) }) + "\n");
  }
}

describe("golden replays", () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith(".json"));
  it("are committed", () => expect(files.length).toBeGreaterThanOrEqual(RECORD.length));
  for (const file of files) {
    it(`${file} replays to the same final state`, () => {
      const g: Golden = JSON.parse(readFileSync(path.join(DIR, file), "utf8"));
      const { state, events } = replay(g);
      expect(state.result).toEqual(g.result);
      expect(sha(events)).toBe(g.eventsHash);
      expect(sha(projection(state))).toBe(g.projectionHash);
      expect(hashOf(state)).toBe(g.hash);
    });
  }
});

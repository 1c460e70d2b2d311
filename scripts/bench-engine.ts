// npm run bench:engine [-- --matches N]
// Complete random-legal matches per second on one core with the demo set (decks rotate through
// the six demo decks), through the pure apply (a state copy per action, as the server runs it)
// and through applyInPlace (the reducer alone), plus the serialized state size. Goal: 2,000
// matches/s per core; the ratio to the goal is printed. A benchmark, not a test: nothing asserts.
import { parseArgs } from "node:util";
import { randomBot } from "@/engine/match/bots";
import { DEMO_DECKS, demoDeck } from "@/engine/match/decks";
import { playMatch } from "@/engine/match/sim";
import type { Temperament } from "@/engine/match";
import { DEFAULT_SET, loadCards } from "./sim-match";

const GOAL = 2000;

function run(n: number, pure: boolean, decks: ReturnType<typeof demoDeck>[]) {
  let actions = 0;
  let bytesStart = 0;
  let bytesEnd = 0;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const a = decks[i % decks.length]!;
    const b = decks[(i + 1 + Math.floor(i / decks.length)) % decks.length]!;
    const played = playMatch({ seed: i + 1, decks: [a, b] }, [randomBot, randomBot], { pure });
    actions += played.actions.length;
    if (i < 50) bytesEnd += JSON.stringify(played.state).length;
  }
  const ms = performance.now() - t0;
  for (let i = 0; i < 50; i++) {
    const played = playMatch({ seed: i + 1, decks: [decks[0]!, decks[1]!] }, [randomBot, randomBot], {
      onEvents: (_e, s, action) => (action === null ? (bytesStart += JSON.stringify(s).length) : undefined),
    });
    void played;
  }
  return {
    perSecond: (n / ms) * 1000,
    actionsPerMatch: actions / n,
    usPerAction: (ms * 1000) / actions,
    bytesStart: Math.round(bytesStart / 50),
    bytesEnd: Math.round(bytesEnd / Math.min(50, n)),
  };
}

const { values } = parseArgs({ args: process.argv.slice(2), options: { matches: { type: "string" } } });
const n = Number(values.matches ?? 1000);
const set = loadCards(DEFAULT_SET);
const decks = DEMO_DECKS.map((t) => demoDeck(set.cards, t as Temperament));
run(Math.min(100, n), false, decks); // warm-up
const inPlace = run(n, false, decks);
const pure = run(n, true, decks);
const fmt = (x: number) => Math.round(x).toLocaleString("en-US");
console.log(`demo set, random-legal bots, ${n} matches each, 1 core`);
console.log(
  `applyInPlace: ${fmt(inPlace.perSecond)} matches/s (${inPlace.actionsPerMatch.toFixed(0)} actions/match, ${inPlace.usPerAction.toFixed(1)} µs/action) — ${(inPlace.perSecond / GOAL).toFixed(2)}× the goal of ${fmt(GOAL)}/s`,
);
console.log(
  `apply (pure):  ${fmt(pure.perSecond)} matches/s (${pure.usPerAction.toFixed(1)} µs/action) — ${(pure.perSecond / GOAL).toFixed(2)}× the goal`,
);
console.log(
  `serialized state: ${fmt(inPlace.bytesStart)} bytes at the first decision, ${fmt(inPlace.bytesEnd)} bytes at the end (JSON, card definitions included)`,
);
console.log(
  JSON.stringify({
    matchesPerSecond: Math.round(inPlace.perSecond),
    pureMatchesPerSecond: Math.round(pure.perSecond),
    goal: GOAL,
    ratio: +(inPlace.perSecond / GOAL).toFixed(2),
    stateBytes: inPlace.bytesEnd,
  }),
);

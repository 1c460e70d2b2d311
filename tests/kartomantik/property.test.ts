// Self-play over many seeds (§ all): never throws, always ends, conserves cards, never shows a
// hidden card in another viewer's view. Invariants are checked after every action on a slice of
// the seeds (the slow part: every view, every action) and at the end on the rest.
import { describe, expect, it } from "vitest";
import { greedyBot, randomBot } from "@/engine/kartomantik/bots";
import { playMatch } from "@/engine/kartomantik/sim";
import { checkConservation, checkEvents, checkViews } from "./invariants";
import { betaDecks, demoDecks } from "./sets";

function pairs<T>(decks: T[], i: number): [T, T] {
  return [decks[i % decks.length]!, decks[(i + 1 + Math.floor(i / decks.length)) % decks.length]!];
}

describe("self-play properties", () => {
  it("1,000 demo-set matches between random bots end with a result and conserve cards", () => {
    const decks = demoDecks();
    let turns = 0;
    for (let seed = 1; seed <= 1000; seed++) {
      const [a, b] = pairs(decks, seed);
      const { state } = playMatch({ seed, decks: [a, b] }, [randomBot, randomBot]);
      expect(state.result, `seed ${seed}`).not.toBeNull();
      checkConservation(state, [a.length, b.length]);
      turns += state.turn;
    }
    expect(turns / 1000).toBeGreaterThan(2);
    // A budget for the work on a loaded 2-core machine, not a speed check.
  }, 120_000);

  // The duel's secrecy after every action, for every viewer and against what each option may reach, is the 500 games
  // of tests/kartomantik/modes/secrecy/duel.test.ts (21-card decks); these play the 30-card decks, in place and pure.
  it("after every action (10 demo and 10 Beta matches): cards conserved, hidden cards never in another's view or events", () => {
    for (const [decks, n] of [
      [demoDecks(), 10],
      [betaDecks(), 10],
    ] as const) {
      for (let seed = 1; seed <= n; seed++) {
        const [a, b] = pairs(decks, seed);
        playMatch({ seed, decks: [a, b] }, [randomBot, seed % 3 === 0 ? greedyBot : randomBot], {
          pure: seed % 4 === 0,
          onEvents: (events, s) => {
            checkConservation(s, [a.length, b.length]);
            checkViews(s);
            checkEvents(events);
          },
        });
      }
    }
    // A budget for the work on a loaded 2-core machine, not a speed check.
  }, 180_000);

  it("1,000 Beta starter-deck matches end with a result", () => {
    const decks = betaDecks();
    expect(decks).toHaveLength(5);
    for (const d of decks) expect(d).toHaveLength(30);
    for (let seed = 1; seed <= 1000; seed++) {
      const [a, b] = pairs(decks, seed);
      const { state } = playMatch({ seed, decks: [a, b] }, [randomBot, randomBot]);
      expect(state.result, `seed ${seed}`).not.toBeNull();
    }
  }, 120_000);
});

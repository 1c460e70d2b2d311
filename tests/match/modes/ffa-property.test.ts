// Every Beta and demo script in Free-for-All (issue 19 §4): 4-player bot games over many seeds end,
// conserve every card, never refuse an action the engine offered (playMatch throws on a refusal),
// and never show a viewer a card they may not see — checked after every action on a slice of the
// seeds (every view, every action: the slow part) and at the end on the rest.
import { describe, expect, it } from "vitest";
import { greedyBot, randomBot } from "@/engine/match/bots";
import { playMatch } from "@/engine/match/sim";
import type { CardDef } from "@/engine/match";
import { checkConservation, checkEvents, checkViews } from "../invariants";
import { betaDecks, demoDecks } from "../sets";

/** Four different decks of a set for a seed (rotating which are left out). */
const table = (decks: CardDef[][], seed: number): CardDef[][] =>
  Array.from({ length: 4 }, (_, i) => decks[(seed + i * (1 + (seed % 2))) % decks.length]!);

describe("Free-for-All self-play (4 players)", () => {
  it("300 matches (150 demo, 150 Beta starter decks) end with a result for every seat and conserve cards", () => {
    const reasons: Record<string, number> = {};
    for (const [decks, offset] of [
      [demoDecks(), 0],
      [betaDecks(), 1000],
    ] as const) {
      for (let i = 1; i <= 150; i++) {
        const seed = offset + i;
        const seats = table(decks, seed);
        const bots = seats.map((_, p) => ((seed + p) % 3 === 0 ? greedyBot : randomBot));
        const { state } = playMatch({ seed, decks: seats }, bots);
        expect(state.result, `seed ${seed}`).not.toBeNull();
        expect(state.seats.mode).toBe("ffa");
        expect(state.result!.points).toHaveLength(4);
        checkConservation(
          state,
          seats.map((d) => d.length),
        );
        reasons[state.result!.reason] = (reasons[state.result!.reason] ?? 0) + 1;
      }
    }
    // Most games end as the rules end them (two players left who can draw), not by a safety limit.
    expect(reasons.cannotDraw ?? 0).toBeGreaterThan(200);
  }, 180_000);

  it("after every action (8 demo and 8 Beta matches, 3 to 5 seats): cards conserved, no hidden card in another's view or events", () => {
    for (const [decks, offset] of [
      [demoDecks(), 0],
      [betaDecks(), 1000],
    ] as const) {
      for (let i = 1; i <= 8; i++) {
        const seed = offset + i;
        const n = 3 + (i % 3);
        const seats = Array.from({ length: n }, (_, p) => decks[(seed + p) % decks.length]!);
        playMatch(
          { seed, decks: seats },
          seats.map((_, p) => (p % 2 ? greedyBot : randomBot)),
          {
            pure: i % 2 === 0,
            onEvents: (events, s) => {
              checkConservation(
                s,
                seats.map((d) => d.length),
              );
              checkViews(s);
              checkEvents(events, n);
            },
          },
        );
      }
    }
  }, 180_000);
});

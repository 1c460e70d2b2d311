// Properties over many seeded challenges between bots, in every mode and option: every challenge
// ends with a winner, every card is always in exactly one place, and no action the engine offers
// (legalActions) is refused.
import { describe, expect, it } from "vitest";
import { apply, isRuleError, playChallenge, type GameState, type Mode } from "@/engine/incantesium";
import { cardLocations, expectedKinds, kindsOnTable } from "./invariants";

const TABLES: [Mode, number][] = [
  ["duel", 2],
  ["ffa", 3],
  ["ffa", 4],
  ["ffa", 5],
  ["2v2", 4],
];

function table(seed: number) {
  const [mode, players] = TABLES[seed % TABLES.length]!;
  return { seed, mode, players, castes: seed % 2 === 0, spirits: seed % 3 === 0 };
}

describe("properties of whole challenges", () => {
  it("2,000 seeded challenges end with a winner, and all 108 cards (+ castes) are always somewhere exactly once", () => {
    const withCastes = expectedKinds(playChallenge({ ...table(2), maxActions: 0 }).state).join();
    const without = expectedKinds(playChallenge({ ...table(1), maxActions: 0 }).state).join();
    const check = (s: GameState) => {
      // No id twice, and the deck's kinds, each as many times as the deck has it: each card exactly once (a card in
      // a hand bears an id minted there, ruling H1: its kind tells which card of the deck it is).
      const kinds = kindsOnTable(s);
      if (kinds?.join() !== (s.options.castes ? withCastes : without))
        expect([kinds, cardLocations(s).sort()]).toEqual([expectedKinds(s), "each id once"]);
    };
    for (let seed = 1; seed <= 2000; seed++) {
      const { result, state } = playChallenge({
        ...table(seed),
        bots: seed % 4 === 0 ? ["heuristic", "random"] : seed % 4 === 1 ? ["heuristic"] : ["random"],
        maxActions: 20_000,
        onStep: (_before, _action, after) => check(after),
      });
      expect(state.phase, `seed ${seed}`).toBe("over");
      expect(result.winner).not.toBeNull();
      expect(result.gems[result.winner!]).toBeGreaterThanOrEqual(1);
    }
  }, 180_000);

  it("a replay is the seed and the actions: replaying the log gives the same state", () => {
    const actions: Parameters<typeof apply>[1][] = [];
    const { state } = playChallenge({ ...table(7), bots: ["random"], onStep: (_b, a) => actions.push(a) });
    let s = playChallenge({ ...table(7), maxActions: 0 }).state;
    for (const a of actions) {
      const r = apply(s, a);
      if (isRuleError(r)) throw new Error(r.code);
      s = r.state;
    }
    expect(s).toEqual(state);
  });
});

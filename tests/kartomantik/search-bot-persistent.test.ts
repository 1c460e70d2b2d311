// The searching bot values what a persistent will does after its playouts' horizon: a persistent will stays on the
// field (§1.2 "Le Volontà": Persistente) and is played in the end phase (§4.2.4). Seen only through its tribute's cost,
// the search played one in only 5 of the 12 positions below at normale's 256 iterations (6 at 128), where greedy plays
// one in each; now in 10.
import { describe, expect, it } from "vitest";
import { seedRng } from "@/engine/shared/rng";
import { legalActions, type GameAction, type GameState } from "@/engine/kartomantik";
import { actor } from "@/engine/kartomantik/bots";
import { defOf } from "@/engine/kartomantik/core";
import { searchMove, SEARCH_LEVELS } from "@/engine/kartomantik/search/bot";
import { demoDecks, demoSet } from "./sets";
import { greedyPosition } from "./greedy-position";

const persistent = (s: GameState, a: GameAction) =>
  a.type === "playWill" && defOf(s, a.card).type === "persistent_will";

/** The first end-phase position of a greedy game where the seat to act may play a persistent will. */
function endPhaseWithPersistent(seed: number): GameState | null {
  const decks = demoDecks();
  return greedyPosition(
    [decks[seed % decks.length]!, decks[(seed + 1) % decks.length]!],
    seed,
    (s, p) => s.phase === "end" && legalActions(s, p).some((a) => persistent(s, a)),
  );
}

describe("the searching bot and persistent wills", () => {
  it("plays a persistent will in the end phase in most positions where it may", () => {
    const positions: GameState[] = [];
    for (let seed = 1; positions.length < 12 && seed < 200; seed++) {
      const s = endPhaseWithPersistent(seed);
      if (s) positions.push(s);
    }
    expect(positions).toHaveLength(12);
    const pool = demoSet().cards;
    const played = positions.filter((s, i) => {
      const [move] = searchMove(s, actor(s)!, seedRng(100 + i), { ...SEARCH_LEVELS.normale, pool });
      return persistent(s, move);
    });
    expect(played.length).toBeGreaterThanOrEqual(9);
  });
});

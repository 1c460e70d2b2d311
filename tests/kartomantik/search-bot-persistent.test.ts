// The searching bot values what a persistent will does after its playouts' horizon: a persistent will stays on the
// field (§1.2 "Le Volontà": Persistente) and is played in the end phase (§4.2.4). Seen only through its tribute's cost,
// the search played one in only 6 of the 12 positions below, where greedy plays one in each; now in 10.
import { describe, expect, it } from "vitest";
import { seedRng } from "@/engine/shared/rng";
import { apply, createGame, legalActions, type GameAction, type GameState } from "@/engine/kartomantik";
import { actor, greedyBot } from "@/engine/kartomantik/bots";
import { defOf } from "@/engine/kartomantik/core";
import { isRuleError } from "@/engine/kartomantik/errors";
import { searchMove, SEARCH_LEVELS } from "@/engine/kartomantik/search/bot";
import { demoDecks, demoSet } from "./sets";

const persistent = (s: GameState, a: GameAction) =>
  a.type === "playWill" && defOf(s, a.card).type === "persistent_will";

/** The first end-phase position of a greedy game where the seat to act may play a persistent will. */
function endPhaseWithPersistent(seed: number): GameState | null {
  const decks = demoDecks();
  let s = createGame({ seed, decks: [decks[seed % decks.length]!, decks[(seed + 1) % decks.length]!] }).state;
  let rng = seedRng(seed);
  for (let i = 0; i < 5000 && !s.result; i++) {
    const p = actor(s)!;
    if (s.phase === "end" && legalActions(s, p).some((a) => persistent(s, a))) return s;
    let a;
    [a, rng] = greedyBot(s, p, rng);
    const r = apply(s, a);
    if (isRuleError(r)) throw new Error(r.message);
    s = r.state;
  }
  return null;
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

// The one seat an Incantesium challenge waits for (the message's `acting`, the engine's actor) is the one seat with
// legal actions, in every state of a 1v1, a 2v2 and a Tutti contro tutti of five: the phone's banner and the seat's
// mark name it, and its phone alone buzzes (issue 33 §2). Rules: "Come si gioca" (the turn), "Barriera" (a threatened
// mage answers before the turn goes on).
import { describe, expect, it } from "vitest";
import { legalActions, playChallenge, type GameState } from "@/engine/incantesium";
import { incMessage } from "@/lib/incantesium/views";

const TABLES = [
  { mode: "duel", players: 2 },
  { mode: "2v2", players: 4 },
  { mode: "ffa", players: 5 },
] as const;

describe.each(TABLES)("$mode, $players mages", ({ mode, players }) => {
  it("the seat the game waits for is exactly the seat with legal actions, after every action", () => {
    let states = 0;
    let answers = 0;
    const check = (s: GameState) => {
      const legal = s.seats.flatMap((_, p) => (legalActions(s, p).length > 0 ? [p] : []));
      const acting = incMessage("g", 0, "running", s, [], "spectator").acting;
      expect(legal).toEqual(acting === null ? [] : [acting]);
      states++;
      if (s.pending) answers++;
    };
    for (const seed of [1, 2, 3]) {
      const { state } = playChallenge({ seed, mode, players, onStep: (_, __, after) => check(after) });
      expect(incMessage("g", 0, "finished", state, [], "spectator").acting).toBeNull();
    }
    expect(states).toBeGreaterThan(30);
    // Not vacuous: threatened mages answered (the wait is not the turn's then).
    expect(answers).toBeGreaterThan(0);
  });
});

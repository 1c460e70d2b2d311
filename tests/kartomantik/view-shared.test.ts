// viewShared (engine/kartomantik/view.ts): the server projects one state for every subscriber of a game, each card's
// view computed once for all of them. Over 4 seeded games of each mode, after every action and for every viewer (each
// seat, the spectator, the judge), the projection built on the shared part is the one viewFor builds alone.
import { describe, expect, it } from "vitest";
import { viewFor, viewShared, type GameMode, type GameState, type Viewer } from "@/engine/kartomantik";
import { randomBot } from "@/engine/kartomantik/bots";
import { playMatch } from "@/engine/kartomantik/sim";
import { betaDecks, demoDecks } from "./sets";

const viewersOf = (s: GameState): Viewer[] => [...s.players.map((_, p) => p), "spectator", "judge"];

describe("one state's views for every viewer, on a shared part", () => {
  it.each([
    ["duel", 2],
    ["ffa", 4],
    ["2v2", 4],
  ] as [GameMode, number][])("%s: equal to each viewer's own viewFor after every action of 4 games", (mode, n) => {
    let states = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const all = seed % 2 ? betaDecks() : demoDecks();
      const decks = Array.from({ length: n }, (_, i) =>
        all[(seed + i) % all.length]!.slice(0, mode === "2v2" ? 21 : 30),
      );
      playMatch(
        { seed, decks, mode },
        decks.map(() => randomBot),
        {
          onEvents: (_events, s) => {
            const shared = viewShared(s);
            // Built in turn for every viewer (as a stream's subscribers are), each against its fresh projection.
            for (const v of viewersOf(s)) {
              const alone = JSON.stringify(viewFor(s, v));
              if (JSON.stringify(viewFor(s, v, shared)) !== alone)
                expect(viewFor(s, v, shared)).toStrictEqual(viewFor(s, v));
            }
            states++;
          },
        },
      );
    }
    expect(states).toBeGreaterThan(4 * 50);
  });

  it("refuses the shared part of another state", () => {
    const decks = demoDecks().slice(0, 2);
    const seen: GameState[] = [];
    playMatch(
      { seed: 7, decks, mode: "duel" },
      decks.map(() => randomBot),
      {
        onEvents: (_e, s) => void (seen.length < 2 && seen.push(structuredClone(s))),
      },
    );
    expect(() => viewFor(seen[1]!, 0, viewShared(seen[0]!))).toThrow(/another state/);
  });
});

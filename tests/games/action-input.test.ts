// The act route's reading of a Kartomantik action (lib/kartomantik/games/action-input.ts) takes every action the
// engine offers a seat — what a phone sends when it taps one — in every mode: random-bot games of the demo and Beta
// starter decks, each legal action of the seat to act parsed at every step, and parsed to itself (the seat aside).
import { describe, expect, it } from "vitest";
import { legalActions, type CardDef, type GameAction, type GameMode } from "@/engine/kartomantik";
import { randomBot } from "@/engine/kartomantik/bots";
import { playMatch } from "@/engine/kartomantik/sim";
import { kartomantikAction } from "@/lib/kartomantik/games/action-input";
import { betaDecks, demoDecks } from "../kartomantik/sets";

const TABLES: [GameMode | undefined, number][] = [
  [undefined, 2],
  ["ffa", 3],
  ["ffa", 5],
  ["2v2", 4],
];

describe("every action the engine offers reads as itself", () => {
  it.each(TABLES)(
    "mode %s, %i seats: 8 games of each set",
    (mode, n) => {
      let checked = 0;
      for (const decks of [demoDecks(), betaDecks()]) {
        for (let seed = 1; seed <= 8; seed++) {
          const seats: CardDef[][] = Array.from({ length: n }, (_, i) => {
            const deck = decks[(seed + i) % decks.length]!;
            return mode === "2v2" ? deck.slice(0, 21) : deck;
          });
          playMatch(
            { seed, decks: seats, ...(mode ? { mode } : {}) },
            seats.map(() => randomBot),
            {
              pure: false,
              onEvents: (_events, s) => {
                for (let p = 0; p < n; p++) {
                  for (const action of legalActions(s, p)) {
                    const { player, ...body } = action as GameAction & { player: number };
                    const read = kartomantikAction.safeParse(body);
                    if (!read.success) throw new Error(`${JSON.stringify(action)}: ${read.error.issues[0]?.message}`);
                    expect({ ...read.data, player }).toEqual(action);
                    checked++;
                  }
                }
              },
            },
          );
        }
      }
      expect(checked).toBeGreaterThan(1000);
    },
    120_000,
  );
});

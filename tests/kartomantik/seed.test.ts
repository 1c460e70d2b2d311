// Issue 16 §4: a game's seed is 128 bits (four words), so one's own draws and the public deck lists
// do not let anyone search every seed for the opponent's hand. Number seeds replay as before
// (golden.test.ts); here the four-word seeds: all of them matter, and a whole game plays on one.
import { describe, expect, it } from "vitest";
import type { Seed } from "@/engine/shared/rng";
import { createGame } from "@/engine/kartomantik";
import { BOTS } from "@/engine/kartomantik/bots";
import { playMatch } from "@/engine/kartomantik/sim";
import { demoDecks } from "./sets";

const base: Seed = [0xa4093822, 0x299f31d0, 0x082efa98, 0xec4e6c89];
const withWord = (i: number, value: number): Seed => base.map((w, j) => (j === i ? value : w)) as unknown as Seed;
const decks = () => {
  const all = demoDecks();
  return [all[0]!, all[1]!] as [(typeof all)[number], (typeof all)[number]];
};
/** Both players' decks and hands right after the start: everything the seed decides. */
const dealt = (seed: Seed) => createGame({ seed, decks: decks() }).state.players.map((p) => [...p.hand, ...p.deck]);

describe("issue 16 §4: 128-bit game seeds", () => {
  it("a four-word seed is kept in the state as given and deals the same cards every time", () => {
    const { state } = createGame({ seed: base, decks: decks() });
    expect(state.seed).toEqual(base);
    expect(JSON.parse(JSON.stringify(state)).seed).toEqual([...base]);
    expect(dealt(JSON.parse(JSON.stringify(base)) as Seed)).toEqual(dealt(base));
  });

  it("changing any single word changes both players' deck order", () => {
    const order = dealt(base);
    for (let i = 0; i < 4; i++) {
      const other = dealt(withWord(i, (base[i]! ^ 0x80000000) >>> 0));
      for (const p of [0, 1]) {
        expect(other[p], `word ${i}, player ${p}`).not.toEqual(order[p]);
        expect([...other[p]!].sort(), `word ${i}, player ${p}`).toEqual([...order[p]!].sort());
      }
    }
  });

  it("a whole bot game plays on a four-word seed, the same way twice; the bots' stream depends on every word", () => {
    const play = (seed: Seed) => playMatch({ seed, decks: decks() }, [BOTS.random, BOTS.random]);
    const once = play(base);
    expect(once.state.result).not.toBeNull();
    expect(play(base).actions).toEqual(once.actions);
    // Same deal, different bot seed word by word: the random bots choose differently.
    for (let i = 0; i < 4; i++) {
      const other = playMatch({ seed: base, decks: decks() }, [BOTS.random, BOTS.random], {
        botSeed: withWord(i, (base[i]! + 1) >>> 0),
      });
      expect(other.actions, `word ${i}`).not.toEqual(once.actions);
    }
  });
});

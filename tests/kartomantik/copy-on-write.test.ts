// The pure apply shares card records between a state and its copy and copies one only when it first changes it
// (engine/kartomantik/core.ts `cardW`, the one writer of card records). Whole games through the pure apply with every
// input deep-frozen: a change that bypasses the writer throws (a frozen record), the input stays as it was, and the
// game ends exactly as the same game played in place (a stale read of a record replaced by its copy would differ).
import { describe, expect, it } from "vitest";
import {
  apply,
  applyInPlace,
  cloneState,
  createGame,
  isRuleError,
  type CardDef,
  type GameState,
} from "@/engine/kartomantik";
import { actor, greedyBot, randomBot, type Bot } from "@/engine/kartomantik/bots";
import { cardW } from "@/engine/kartomantik/core";
import { saltSeed, seedRng } from "@/engine/shared/rng";
import { deepFreeze } from "@/engine/shared/freeze";
import { betaDecks, demoDecks } from "./sets";

type Mode = "duel" | "ffa" | "2v2";

function play(seed: number, decks: CardDef[][], mode: Mode, bot: Bot, pure: boolean): GameState {
  let s = createGame({ seed, decks, ...(mode === "duel" ? {} : { mode }) }).state;
  let rng = seedRng(saltSeed(seed, 5));
  for (let p = actor(s); p !== null; p = actor(s)) {
    const [action, next] = bot(s, p, rng);
    rng = next;
    let r;
    if (pure) {
      deepFreeze(s);
      const before = JSON.stringify(s);
      r = apply(s, action);
      expect(JSON.stringify(s), `seed ${seed} action ${s.actions}`).toBe(before);
    } else r = applyInPlace(s, action);
    if (isRuleError(r)) throw new Error(`seed ${seed}: ${JSON.stringify(action)} refused: ${JSON.stringify(r)}`);
    s = r.state;
  }
  return s;
}

const seating = (decks: CardDef[][], seed: number, seats: number, size?: number) =>
  Array.from({ length: seats }, (_, k) => decks[(seed + k * 2) % decks.length]!.slice(0, size));

describe("copy-on-write card records (the pure apply)", () => {
  const cases: [string, () => CardDef[][], Mode, number, Bot, number, number?][] = [
    ["demo duel, random", demoDecks, "duel", 2, randomBot, 6],
    ["Beta duel, random", betaDecks, "duel", 2, randomBot, 3],
    ["demo duel, greedy (its trial copies)", demoDecks, "duel", 2, greedyBot, 1],
    ["demo Free-for-All of 4, random", demoDecks, "ffa", 4, randomBot, 6],
    ["Beta 2v2, random", betaDecks, "2v2", 4, randomBot, 6, 21],
  ];
  for (const [label, decksOf, mode, seats, bot, seeds, size] of cases)
    it(`${label}: frozen inputs are never changed and the games end as in place`, () => {
      for (let seed = 1; seed <= seeds; seed++) {
        const decks = seating(decksOf(), seed, seats, size);
        const pure = play(seed, decks, mode, bot, true);
        const inPlace = play(seed, decks, mode, bot, false);
        expect(JSON.stringify(pure), `${label} seed ${seed}`).toBe(JSON.stringify(inPlace));
      }
    });

  it("a copy shares the map and records until a change, then copies the map once and each changed record once", () => {
    const s = createGame({ seed: 9, decks: [demoDecks()[0]!, demoDecks()[1]!] }).state;
    const [id, other] = s.players[0]!.hand as [string, string];
    const own = s.cards[id]!;
    expect(cardW(s, id)).toBe(own);
    const copy = cloneState(s);
    expect(copy.cards).toBe(s.cards);
    const w = cardW(copy, id);
    expect(copy.cards).not.toBe(s.cards);
    expect(w).not.toBe(own);
    expect(w).toEqual(own);
    expect(copy.cards[id]).toBe(w);
    expect(copy.cards[other]).toBe(s.cards[other]);
    const map = copy.cards;
    expect(cardW(copy, id)).toBe(w);
    expect(copy.cards).toBe(map);
    w.counters.Test = 1;
    expect(own.counters.Test).toBeUndefined();
    expect(s.cards[id]).toBe(own);
  });
});

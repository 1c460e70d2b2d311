// §1 "shuffled with the draft's seeded RNG": the PRNG is plain data and pure. Issue 16 §4: seeds
// are 128 bits (four words), so the hidden deck cannot be found by trying every seed offline.
import { describe, expect, it } from "vitest";
import {
  createDraft,
  isSeed,
  nextUint32,
  randomInt,
  saltSeed,
  seedRng,
  shuffle,
  type DraftState,
  type Seed,
} from "@/engine/kartomantik/draft";
import { loadBeta } from "./sets";

describe("§1 seeded PRNG", () => {
  it("§1 the state is four unsigned 32-bit words that survive JSON", () => {
    const rng = seedRng(1);
    expect(rng).toHaveLength(4);
    for (const w of rng) expect(Number.isInteger(w) && w >= 0 && w < 2 ** 32).toBe(true);
    expect(JSON.parse(JSON.stringify(rng))).toEqual(rng);
  });

  it("§1 same seed → same sequence; different seeds → different sequences", () => {
    const run = (seed: number) => {
      let rng = seedRng(seed);
      return Array.from({ length: 8 }, () => {
        const [x, next] = nextUint32(rng);
        rng = next;
        return x;
      });
    };
    expect(run(7)).toEqual(run(7));
    expect(run(7)).not.toEqual(run(8));
    expect(run(0)).not.toEqual(run(1));
  });

  it("§1 functions are pure: the input state is not changed and gives the same value again", () => {
    const rng = Object.freeze(seedRng(3));
    const [a] = nextUint32(rng);
    const [b] = nextUint32(rng);
    expect(a).toBe(b);
  });

  it("§1 randomInt stays in range and refuses a bad bound", () => {
    let rng = seedRng(5);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const [v, next] = randomInt(rng, 7);
      rng = next;
      expect(v >= 0 && v < 7).toBe(true);
      seen.add(v);
    }
    expect(seen.size).toBe(7);
    expect(() => randomInt(rng, 0)).toThrow(RangeError);
  });

  it("§1 Fisher–Yates returns a permutation and leaves the input alone", () => {
    const items = Object.freeze(Array.from({ length: 50 }, (_, i) => i));
    const [shuffled] = shuffle(items, seedRng(9));
    expect([...shuffled].sort((a, b) => a - b)).toEqual([...items]);
    expect(shuffled).not.toEqual([...items]);
    expect(shuffle(items, seedRng(9))[0]).toEqual(shuffled);
    expect(shuffle([], seedRng(9))[0]).toEqual([]);
  });

  it("§1 every position is reachable: the first card of a 4-card shuffle is roughly uniform", () => {
    const counts = [0, 0, 0, 0];
    let rng = seedRng(77);
    for (let i = 0; i < 4000; i++) {
      const [out, next] = shuffle([0, 1, 2, 3], rng);
      rng = next;
      counts[out[0]!]!++;
    }
    for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(120);
  });
});

describe("issue 16 §4: 128-bit seeds", () => {
  const base: Seed = [0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344];
  const withWord = (i: number, value: number): Seed => base.map((w, j) => (j === i ? value : w)) as unknown as Seed;
  const deckOf = (seed: Seed) => {
    const created = createDraft(loadBeta(), {
      players: 4,
      seed,
      composition: { wills: 12, minor: 8, medium: 11, major: 5 },
    });
    if (!("state" in created)) throw new Error(created.error);
    return (created.state as DraftState).deck;
  };

  it("a seed of four unsigned 32-bit words gives a valid, reproducible PRNG state", () => {
    const rng = seedRng(base);
    expect(rng).toHaveLength(4);
    for (const w of rng) expect(Number.isInteger(w) && w >= 0 && w < 2 ** 32).toBe(true);
    expect(seedRng([...base] as unknown as Seed)).toEqual(rng);
    expect(seedRng(JSON.parse(JSON.stringify(base)) as Seed)).toEqual(rng);
    expect(deckOf(base)).toEqual(deckOf(JSON.parse(JSON.stringify(base)) as Seed));
  });

  it("changing any single word changes the draft deck (which cards, in which order)", () => {
    const deck = deckOf(base);
    for (let i = 0; i < 4; i++) {
      const other = deckOf(withWord(i, (base[i]! + 1) >>> 0));
      expect(other, `word ${i}`).not.toEqual(deck);
      expect(other, `word ${i}`).toHaveLength(deck.length);
    }
  });

  it("every one of the 128 bits matters: flipping any one gives a PRNG state of its own", () => {
    const states = new Set([seedRng(base).join()]);
    for (let i = 0; i < 4; i++)
      for (let bit = 0; bit < 32; bit++) states.add(seedRng(withWord(i, (base[i]! ^ (1 << bit)) >>> 0)).join());
    expect(states.size).toBe(129);
    // A word-seed is not a number seed in disguise: [n, 0, 0, 0] is not n.
    for (const n of [0, 1, 7]) expect(seedRng([n, 0, 0, 0])).not.toEqual(seedRng(n));
  });

  it("a number seed still gives the same state as before (older drafts, games, golden replays)", () => {
    // The original derivation, spelled out: four splitmix32 steps from the number, 12 warm-up steps.
    const legacy = (seed: number) => {
      let s = seed | 0;
      let rng: number[] = [];
      for (let i = 0; i < 4; i++) {
        s = (s + 0x9e3779b9) | 0;
        let t = s ^ (s >>> 16);
        t = Math.imul(t, 0x21f0aaad);
        t ^= t >>> 15;
        t = Math.imul(t, 0x735a2d97);
        t ^= t >>> 15;
        rng.push(t >>> 0);
      }
      for (let i = 0; i < 12; i++) rng = nextUint32(rng)[1];
      return rng;
    };
    for (const n of [0, 1, 11, 2 ** 31 - 1, -5, 0xdeadbeef]) expect(seedRng(n)).toEqual(legacy(n));
  });

  it("saltSeed: a number as before (seed ^ salt), four words keep all 128 bits", () => {
    expect(saltSeed(11, 0x5eed)).toBe((11 ^ 0x5eed) >>> 0);
    expect(seedRng(saltSeed(11, 0x5eed))).toEqual(seedRng(11 ^ 0x5eed));
    const salted = saltSeed(base, 0x5eed);
    expect(salted).toHaveLength(4);
    expect(seedRng(salted)).not.toEqual(seedRng(base));
    expect(seedRng(saltSeed(base, 1))).not.toEqual(seedRng(saltSeed(base, 2)));
    // The salted stream still depends on every word, not just the salted one.
    expect(seedRng(saltSeed(withWord(3, 1), 9))).not.toEqual(seedRng(saltSeed(withWord(3, 2), 9)));
  });

  it("isSeed accepts a number or four unsigned 32-bit words, nothing else", () => {
    for (const ok of [1, 0, -3, 2 ** 31, base, [0, 0, 0, 0], [2 ** 32 - 1, 0, 1, 2]])
      expect(isSeed(ok), JSON.stringify(ok)).toBe(true);
    for (const bad of [
      NaN,
      Infinity,
      "1",
      null,
      undefined,
      [1, 2, 3],
      [1, 2, 3, 4, 5],
      [1, 2, 3, -1],
      [1, 2, 3, 2 ** 32],
      [1, 2, 3, 0.5],
      ["1", 2, 3, 4],
      {},
    ])
      expect(isSeed(bad), JSON.stringify(bad)).toBe(false);
  });
});

// §1 "shuffled with the draft's seeded RNG": the PRNG is plain data and pure.
import { describe, expect, it } from "vitest";
import { nextUint32, randomInt, seedRng, shuffle } from "@/engine/draft";

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

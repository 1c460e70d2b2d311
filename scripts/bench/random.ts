// The benchmark's randomness: the engine's seeded PRNG (engine/shared/rng.ts, sfc32) behind a small
// stateful wrapper, so a run's choices (cards, bidders, raises, pacing phases) follow from --seed.
import { nextUint32, randomInt, seedRng, shuffle, type Rng } from "@/engine/kartomantik/draft";

/** Salt of the benchmark's streams ("bnch"), so they never coincide with a draft seeded alike. */
const SALT = 0x626e6368;

export class SeededRandom {
  private rng: Rng;

  /** One independent stream per (seed, stream): e.g. one per event, so events do not share draws. */
  constructor(seed: number, stream = 0) {
    this.rng = seedRng([seed >>> 0, stream >>> 0, SALT, 0]);
  }

  /** A uniform integer in [0, n). */
  int(n: number): number {
    const [value, next] = randomInt(this.rng, n);
    this.rng = next;
    return value;
  }

  /** A uniform integer in [lo, hi]. */
  between(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }

  /** A uniform number in [0, 1). */
  fraction(): number {
    const [value, next] = nextUint32(this.rng);
    this.rng = next;
    return value / 2 ** 32;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError("pick from an empty list");
    return items[this.int(items.length)]!;
  }

  /** A shuffled copy; the input is left untouched. */
  shuffled<T>(items: readonly T[]): T[] {
    const [out, next] = shuffle(items, this.rng);
    this.rng = next;
    return out;
  }
}

// Seeded randomness that lives in the draft state: sfc32 (four 32-bit words, a plain number array
// so the state stays JSON), seeded through splitmix32. Every function is pure and returns
// [value, nextRng]; the caller threads the new state on. Same seed → same shuffles and rolls.

/** The sfc32 words [a, b, c, d], each an unsigned 32-bit integer. */
export type Rng = number[];

/**
 * A draft's or a game's seed. New drafts and games get four unsigned 32-bit words (128 bits, drawn
 * by the server): with one 32-bit number, the public dice and first table (or one's own draws) let
 * anyone try every seed offline and recover the hidden deck. A single number is still accepted and
 * replays exactly as before (older drafts and games, golden replays, tests, CLIs).
 */
export type Seed = number | readonly [number, number, number, number];

/** Whether a value read back from JSON is a seed: a finite number or four unsigned 32-bit words. */
export function isSeed(value: unknown): value is Seed {
  if (typeof value === "number") return Number.isFinite(value);
  return Array.isArray(value) && value.length === 4 && value.every((w) => Number.isInteger(w) && w >= 0 && w < 2 ** 32);
}

/** splitmix32 step: spreads one seed into well-mixed words (sfc32 is weak on similar seeds). */
function splitmix32(state: number): [number, number] {
  const next = (state + 0x9e3779b9) | 0;
  let t = next ^ (next >>> 16);
  t = Math.imul(t, 0x21f0aaad);
  t = t ^ (t >>> 15);
  t = Math.imul(t, 0x735a2d97);
  t = t ^ (t >>> 15);
  return [t >>> 0, next];
}

/** The sfc32 words of a seed, before the warm-up. */
function seedWords(seed: Seed): number[] {
  const words: number[] = [];
  if (typeof seed === "number") {
    // One number: four splitmix32 steps from it (unchanged, so old seeds replay identically).
    let s = Math.trunc(Number.isFinite(seed) ? seed : 0) | 0;
    for (let i = 0; i < 4; i++) {
      const [word, next] = splitmix32(s);
      words.push(word);
      s = next;
    }
    return words;
  }
  // Four words: two chained passes of the splitmix32 mix (a bijection on 32 bits), the second
  // starting from the first's last word. The whole map is invertible, so no two 128-bit seeds
  // share a PRNG state, and every state word depends on every bit of the seed.
  const mix = (x: number) => splitmix32(x)[0];
  let prev = 0;
  const first = seed.map((w) => (prev = mix((w ^ prev) >>> 0)));
  prev = first[3]!;
  for (const w of first) words.push((prev = mix((w ^ prev) >>> 0)));
  return words;
}

/** A fresh PRNG state from a seed (a number is coerced to a 32-bit integer). */
export function seedRng(seed: Seed): Rng {
  let rng: Rng = seedWords(seed);
  // Warm-up: the first outputs of sfc32 still correlate with the seed words.
  for (let i = 0; i < 12; i++) rng = nextUint32(rng)[1];
  return rng;
}

/**
 * The seed of a second, independent stream (a bot's choices) from a seed and a 32-bit salt: a
 * number seed gives `(seed ^ salt) >>> 0` as always; four words keep all 128 bits, salt in the first.
 */
export function saltSeed(seed: Seed, salt: number): Seed {
  if (typeof seed === "number") return (seed ^ salt) >>> 0;
  return [(seed[0] ^ salt) >>> 0, seed[1], seed[2], seed[3]];
}

/** The next unsigned 32-bit output of sfc32. */
export function nextUint32(rng: readonly number[]): [number, Rng] {
  let a = rng[0] ?? 0;
  let b = rng[1] ?? 0;
  let c = rng[2] ?? 0;
  let d = rng[3] ?? 0;
  let t = (a + b) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  d = (d + 1) | 0;
  t = (t + d) | 0;
  c = (c + t) | 0;
  return [t >>> 0, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/** A uniform integer in [0, n), n ≥ 1; rejection sampling so no value is favoured. */
export function randomInt(rng: readonly number[], n: number): [number, Rng] {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`randomInt: bad bound ${n}`);
  const limit = 2 ** 32 - (2 ** 32 % n);
  let state: readonly number[] = rng;
  for (;;) {
    const [x, next] = nextUint32(state);
    state = next;
    if (x < limit) return [x % n, next];
  }
}

/** Fisher–Yates on a copy; the input array is left untouched. */
export function shuffle<T>(items: readonly T[], rng: readonly number[]): [T[], Rng] {
  const out = items.slice();
  let state: readonly number[] = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = randomInt(state, i + 1);
    state = next;
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, [...state]];
}

/** One six-sided die: 1..6. */
export function rollD6(rng: readonly number[]): [number, Rng] {
  const [value, next] = randomInt(rng, 6);
  return [value + 1, next];
}

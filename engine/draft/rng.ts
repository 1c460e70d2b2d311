// Seeded randomness that lives in the draft state: sfc32 (four 32-bit words, a plain number array
// so the state stays JSON), seeded through splitmix32. Every function is pure and returns
// [value, nextRng]; the caller threads the new state on. Same seed → same shuffles and rolls.

/** The sfc32 words [a, b, c, d], each an unsigned 32-bit integer. */
export type Rng = number[];

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

/** A fresh PRNG state from any number (coerced to a 32-bit integer). */
export function seedRng(seed: number): Rng {
  let s = Math.trunc(Number.isFinite(seed) ? seed : 0) | 0;
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [word, next] = splitmix32(s);
    words.push(word);
    s = next;
  }
  let rng: Rng = words;
  // Warm-up: the first outputs of sfc32 still correlate with the seed words.
  for (let i = 0; i < 12; i++) rng = nextUint32(rng)[1];
  return rng;
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

// Free-for-All pods: every round seats all players at tables of 3–5, and over the
// rounds every pair of players should meet (share a table) as evenly as possible.
//
// Table sizes are fixed per player count (podSizes): as close to 4 as the count allows. A round
// then gives a fixed number of meetings (the sum of C(size, 2) over its tables), so over the rounds
// the total T is fixed too, and the pair counts are as even as they can be (spread, max − min, at
// most 1) exactly when their sum of squares is the least a total T over the P = C(n, 2) pairs can
// have: every pair at k = ⌊T/P⌋ or k + 1.
//
// Finding such a schedule is a search (pod-search.ts) that takes up to a second of CPU where a spread
// of 1 is out of reach — too long for the request that starts an event, which holds the event's lock.
// So the best schedule the search found for each count of players and rounds is a table
// (pod-table.ts, made by `npm run pods:table`), and podRounds deals it out: a seeded relabelling of
// the players and order of the rounds, which keeps every pair count. The same (players, rounds, seed)
// gives the same rounds.
//
// Where a spread of 1 is impossible the table holds the narrowest schedule found.
// unevenByCounting proves many such cases (6 players from round 2 on, 12 in rounds 2–7, …);
// tests/tournament/pods.test.ts lists the cases neither reached nor ruled out.
import { randomInt, seedRng, type Rng, type Seed } from "@/engine/shared/rng";
import { POD_TABLE } from "./pod-table";

export const MIN_POD = 3;
export const MAX_POD = 5;
export const MIN_POD_PLAYERS = 3;
export const MAX_POD_PLAYERS = 20;
/** The most rounds of pods an event plays (the table holds 1 to this many for every count of players). */
export const MAX_POD_ROUNDS = 8;

/** Table sizes for n ≥ 3 players, largest first: round(n/4) tables (clamped so each seats 3–5),
 * as equal as possible, e.g. 6 → [3, 3], 9 → [5, 4], 10 → [4, 3, 3], 14 → [4, 4, 3, 3]. */
export function podSizes(n: number): number[] {
  if (!Number.isInteger(n) || n < MIN_POD) return [];
  const tables = Math.min(Math.floor(n / MIN_POD), Math.max(Math.ceil(n / MAX_POD), Math.round(n / 4)));
  const base = Math.floor(n / tables);
  return Array.from({ length: tables }, (_, i) => base + (i < n % tables ? 1 : 0));
}

/** One round: its tables, each a list of players (1..n) in ascending order, largest table first. */
export type PodRound = number[][];

/** How often each pair shared a table: counts[i][j] for players i+1 and j+1 (symmetric). */
export function pairCounts(n: number, rounds: readonly PodRound[]): number[][] {
  const c = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (const round of rounds)
    for (const pod of round) for (const x of pod) for (const y of pod) if (x !== y) c[x - 1]![y - 1]!++;
  return c;
}

/** max − min of the pair counts (0 for fewer than two players). */
export function pairSpread(n: number, rounds: readonly PodRound[]): number {
  const c = pairCounts(n, rounds);
  let lo = Infinity,
    hi = -Infinity;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      lo = Math.min(lo, c[i]![j]!);
      hi = Math.max(hi, c[i]![j]!);
    }
  return n < 2 ? 0 : hi - lo;
}

/** The least sum of squared pair counts any schedule of `rounds` rounds can have (all at k or k+1). */
export function squaresFloor(n: number, rounds: number): number {
  const pairs = (n * (n - 1)) / 2;
  const total = rounds * podSizes(n).reduce((s, k) => s + (k * (k - 1)) / 2, 0);
  const k = Math.floor(total / pairs);
  const rest = total - k * pairs;
  return pairs * k * k + rest * (2 * k + 1);
}

/** The pairs among k players: C(k, 2). */
export const C2 = (k: number) => (k * (k - 1)) / 2;

/**
 * The fewest pairs two rounds must share, whatever their seating: min over the ways round j's
 * tables can overlap round i's (a matrix with the table sizes as row and column sums) of the sum
 * of C(overlap, 2). E.g. 12 players at 4+4+4: a table of 4 drawn from 3 earlier tables repeats at
 * least one pair, so two rounds share at least 3.
 */
export function sharedPairsFloor(sizes: readonly number[]): number {
  const m = sizes.length;
  const left = [...sizes];
  let best = Infinity;
  const row = (i: number, acc: number) => {
    if (acc >= best) return;
    if (i === m) best = acc;
    else cell(i, 0, sizes[i]!, acc);
  };
  const cell = (i: number, j: number, rest: number, acc: number) => {
    if (j === m - 1) {
      if (rest > left[j]!) return;
      left[j]! -= rest;
      row(i + 1, acc + C2(rest));
      left[j]! += rest;
      return;
    }
    for (let x = 0; x <= Math.min(rest, left[j]!); x++) {
      left[j]! -= x;
      cell(i, j + 1, rest - x, acc + C2(x));
      left[j]! += x;
    }
  };
  row(0, 0);
  return best;
}

/**
 * Whether counting alone rules out a spread of at most 1 for n players over `rounds` rounds.
 * Every pair met c times is shared by C(c, 2) pairs of rounds, so the sum of C(c, 2) over the pairs
 * is the number of (pair, two rounds) meetings, at least C(rounds, 2) × sharedPairsFloor. With a
 * spread of 1 every count is k or k+1 in fixed numbers (the total is fixed), which fixes that sum:
 * when it is below the floor, a spread of 1 is impossible. E.g. 6 players (3+3) from round 2 on,
 * 12 players (4+4+4) in rounds 2–7.
 */
export function unevenByCounting(n: number, rounds: number): boolean {
  const sizes = podSizes(n);
  const pairs = C2(n);
  const total = rounds * sizes.reduce((s, k) => s + C2(k), 0);
  const k = Math.floor(total / pairs);
  const rest = total - k * pairs;
  return (pairs - rest) * C2(k) + rest * C2(k + 1) < C2(rounds) * sharedPairsFloor(sizes);
}

/**
 * `rounds` rounds (1–MAX_POD_ROUNDS) of pods for players 1..n (3–20), every pair meeting as evenly as
 * the table's schedule, dealt from `seed`. Throws on a count out of range (callers check first).
 */
export function podRounds(n: number, rounds: number, seed: Seed): PodRound[] {
  if (!Number.isInteger(n) || n < MIN_POD_PLAYERS || n > MAX_POD_PLAYERS) throw new RangeError(`players: ${n}`);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > MAX_POD_ROUNDS) throw new RangeError(`rounds: ${rounds}`);
  const schedule = tabled(n, rounds);
  let rng: Rng = seedRng(seed);
  const shuffled = <T>(xs: T[]): T[] => {
    for (let i = xs.length - 1; i > 0; i--) {
      const [j, next] = randomInt(rng, i + 1);
      rng = next;
      [xs[i], xs[j]] = [xs[j]!, xs[i]!];
    }
    return xs;
  };
  const label = shuffled(Array.from({ length: n }, (_, i) => i + 1));
  return shuffled(schedule).map((round) => sortedRound(round.map((pod) => pod.map((p) => label[p - 1]!))));
}

/** A round's tables sorted for a stable, readable answer: players ascending, largest table first. */
export const sortedRound = (round: PodRound): PodRound =>
  round.map((pod) => [...pod].sort((x, y) => x - y)).sort((x, y) => y.length - x.length || x[0]! - y[0]!);

const DIGITS = "0123456789abcdefghij";

/** A schedule as the table stores it: a player is one character (1 → "0", 20 → "j"), a table's players
 * follow each other, tables are separated by ".", rounds by " ". */
export const encodeSchedule = (schedule: readonly PodRound[]): string =>
  schedule.map((round) => round.map((pod) => pod.map((p) => DIGITS[p - 1]).join("")).join(".")).join(" ");

export const decodeSchedule = (code: string): PodRound[] =>
  code.split(" ").map((round) => round.split(".").map((pod) => [...pod].map((ch) => DIGITS.indexOf(ch) + 1)));

/** The table's schedule for n players and `rounds` rounds, whose key is `${n}:${rounds}`. */
export function tabled(n: number, rounds: number): PodRound[] {
  const code = POD_TABLE[`${n}:${rounds}`];
  if (code === undefined) throw new RangeError(`no pod schedule for ${n} players in ${rounds} rounds`);
  return decodeSchedule(code);
}

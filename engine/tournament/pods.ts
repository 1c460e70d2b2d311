// Free-for-All pods: every round seats all players at tables of 3–5, and over the
// rounds every pair of players should meet (share a table) as evenly as possible.
//
// Table sizes are fixed per player count (podSizes): as close to 4 as the count allows. A round
// then gives a fixed number of meetings (the sum of C(size, 2) over its tables), so over the rounds
// the total T is fixed too, and the pair counts are as even as they can be (spread, max − min, at
// most 1) exactly when their sum of squares is the least a total T over the P = C(n, 2) pairs can
// have: every pair at k = ⌊T/P⌋ or k + 1. The seating is a search for that least sum: seeded
// random tables improved by two players of one round trading tables (simulated annealing, then a
// tabu search on the trades of players in too-frequent pairs), a few restarts, stopping at the
// floor; of the schedules seen it keeps the narrowest spread. The same (players, rounds, seed)
// gives the same rounds. Cost: milliseconds when a spread of 1 is found early, up to about 0.8 s of
// CPU when it is not found at all (the whole budget is spent: 20 players in 6 rounds).
//
// Where a spread of 1 is impossible the search still returns the narrowest it found.
// unevenByCounting proves many such cases (6 players from round 2 on, 12 in rounds 2–7, …);
// tests/tournament/pods.test.ts lists the cases neither reached nor ruled out (7 of the 144 for
// 3–20 players and 1–8 rounds, e.g. 14 players in 5 rounds).
import { randomInt, seedRng, type Rng, type Seed } from "@/engine/shared/rng";

export const MIN_POD = 3;
export const MAX_POD = 5;
export const MIN_POD_PLAYERS = 3;
export const MAX_POD_PLAYERS = 20;

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

const C2 = (k: number) => (k * (k - 1)) / 2;

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

/** Search effort: trades tried per restart, restarts, and the starting temperature (in units of
 * the sum of squares; a trade changes it by a few units). */
const STEPS = 150_000;
const RESTARTS = 4;
const HEAT = 1;
const TABU_STEPS = 3_000;
const TABU_TENURE = 10;

/**
 * `rounds` rounds of pods for players 1..n (3–20), every pair meeting as evenly as possible,
 * deterministic from `seed`. Throws on a count outside 3–20 or rounds < 1 (callers check first).
 */
export function podRounds(n: number, rounds: number, seed: Seed): PodRound[] {
  if (!Number.isInteger(n) || n < MIN_POD_PLAYERS || n > MAX_POD_PLAYERS) throw new RangeError(`players: ${n}`);
  if (!Number.isInteger(rounds) || rounds < 1) throw new RangeError(`rounds: ${rounds}`);
  let rng: Rng = seedRng(seed);
  const rand = (k: number) => {
    const [v, next] = randomInt(rng, k);
    rng = next;
    return v;
  };
  const sizes = podSizes(n);
  const floor = squaresFloor(n, rounds);
  let best: Found | null = null;
  for (let restart = 0; restart < RESTARTS && (best === null || best.squares > floor); restart++) {
    const found = search(n, rounds, sizes, floor, rand);
    if (best === null || found.cost < best.cost) best = found;
  }
  // Players are 0-based inside; tables sorted for a stable, readable answer.
  return best!.tables.map((round) =>
    round
      .map((pod) => pod.map((p) => p + 1).sort((x, y) => x - y))
      .sort((x, y) => y.length - x.length || x[0]! - y[0]!),
  );
}

interface Found {
  tables: number[][][];
  cost: number;
  squares: number;
}

/** The pair counts with a histogram of their values, so the spread is known after every move. */
class Counts {
  readonly c: number[][];
  readonly hist: number[];
  squares = 0;
  constructor(n: number, rounds: number) {
    this.c = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    this.hist = new Array<number>(rounds + 1).fill(0);
    this.hist[0] = (n * (n - 1)) / 2;
  }
  add(x: number, y: number, d: 1 | -1) {
    const v = this.c[x]![y]!;
    this.hist[v]!--;
    this.hist[v + d]!++;
    this.squares += 2 * v * d + 1;
    this.c[x]![y] = this.c[y]![x] = v + d;
  }
  /** Lexicographic: the spread, then the fewer of the pairs at the top or the bottom value (what
   * must go for the spread to shrink), then all pairs at either end, then the sum of squares. */
  cost(): number {
    let lo = 0;
    while (this.hist[lo] === 0) lo++;
    let hi = this.hist.length - 1;
    while (this.hist[hi] === 0) hi--;
    const ends = this.hist[lo]! + (hi > lo ? this.hist[hi]! : 0);
    return (hi - lo) * 1e9 + Math.min(this.hist[lo]!, this.hist[hi]!) * 4e6 + ends * 2e4 + this.squares;
  }
}

function search(n: number, rounds: number, sizes: number[], floor: number, rand: (k: number) => number): Found {
  // tables[r][t] = players at table t in round r; where[r][p] = p's table in round r.
  const tables: number[][][] = [];
  const where: number[][] = [];
  const counts = new Counts(n, rounds);
  const seat = (pod: readonly number[], p: number, d: 1 | -1) => {
    for (const q of pod) if (q !== p) counts.add(p, q, d);
  };
  for (let r = 0; r < rounds; r++) {
    const order = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = rand(i + 1);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const round: number[][] = [];
    let at = 0;
    for (const size of sizes) round.push(order.slice(at, (at += size)));
    tables.push(round);
    const w = new Array<number>(n);
    round.forEach((pod, t) => pod.forEach((p) => (w[p] = t)));
    where.push(w);
    for (const pod of round)
      for (let i = 0; i < pod.length; i++) for (let j = i + 1; j < pod.length; j++) counts.add(pod[i]!, pod[j]!, 1);
  }
  const snapshot = (): Found => ({
    tables: tables.map((round) => round.map((pod) => [...pod])),
    cost: counts.cost(),
    squares: counts.squares,
  });
  let best = snapshot();
  if (sizes.length < 2) return best;
  /** x and y trade tables in round r. */
  const swap = (r: number, x: number, y: number) => {
    const tx = where[r]![x]!;
    const ty = where[r]![y]!;
    const A = tables[r]![tx]!;
    const B = tables[r]![ty]!;
    seat(A, x, -1);
    seat(B, y, -1);
    A[A.indexOf(x)] = y;
    B[B.indexOf(y)] = x;
    where[r]![x] = ty;
    where[r]![y] = tx;
    seat(A, y, 1);
    seat(B, x, 1);
  };
  const c = counts.c;
  for (let step = 0; step < STEPS && best.squares > floor; step++) {
    const r = rand(rounds);
    const x = rand(n);
    const y = rand(n);
    const tx = where[r]![x]!;
    const ty = where[r]![y]!;
    if (tx === ty) continue;
    // Change of the sum of squares when x and y trade tables (x leaves A for B, y B for A).
    let delta = 0;
    for (const a of tables[r]![tx]!) if (a !== x) delta += 2 * (c[y]![a]! - c[x]![a]! + 1);
    for (const b of tables[r]![ty]!) if (b !== y) delta += 2 * (c[x]![b]! - c[y]![b]! + 1);
    // Annealing: better and sideways moves are taken, worse ones with a chance that shrinks as
    // the temperature falls (from HEAT to nothing over the restart's steps).
    const heat = HEAT * (1 - step / STEPS);
    if (delta > 0 && rand(1_000_000) >= 1_000_000 * Math.exp(-delta / heat)) continue;
    swap(r, x, y);
    // The best is judged by the spread first (where a spread of 1 is out of reach, the least
    // sum of squares may have a wider spread than another schedule).
    if (counts.cost() < best.cost) best = snapshot();
  }
  if (best.squares > floor) tabuSearch();
  return best;

  /** Tabu search from where the annealing ended (as for the social golfer problem): every step
   * makes the best trade of a player who sits with a pair met more often than the ceiling allows,
   * among the trades not made lately (a trade that beats the best so far is always allowed). */
  function tabuSearch() {
    const ceiling = Math.ceil((rounds * sizes.reduce((acc, k) => acc + C2(k), 0)) / C2(n));
    // The step until which each trade (round, lower player, higher player) is tabu; -1: never made.
    const tabu = new Int32Array(rounds * n * n).fill(-1);
    const key = (r: number, x: number, y: number) => (r * n + Math.min(x, y)) * n + Math.max(x, y);
    // at[t * n + p]: how often p met the players of table t of the round at hand, so that a trade's change of the
    // sum of squares is a few lookups rather than a walk over both tables (c[p][p] is 0).
    const at = new Array<number>(sizes.length * n);
    for (let step = 0; step < TABU_STEPS && best.squares > floor; step++) {
      const moves: number[] = [];
      let bestDelta = Infinity;
      for (let r = 0; r < rounds; r++) {
        const round = tables[r]!;
        for (let t = 0; t < round.length; t++)
          for (let p = 0; p < n; p++) {
            let sum = 0;
            for (const a of round[t]!) sum += c[p]![a]!;
            at[t * n + p] = sum;
          }
        for (const pod of round)
          for (const x of pod) {
            if (!pod.some((a) => a !== x && c[x]![a]! >= ceiling)) continue;
            const tx = where[r]![x]!;
            for (let y = 0; y < n; y++) {
              const ty = where[r]![y]!;
              if (ty === tx) continue;
              // x leaves table tx for ty, y the other way (the same sum as in the annealing above).
              const delta =
                2 * (at[tx * n + y]! - c[y]![x]! - at[tx * n + x]! + pod.length - 1) +
                2 * (at[ty * n + x]! - c[x]![y]! - at[ty * n + y]! + round[ty]!.length - 1);
              const aspire = counts.squares + delta < best.squares;
              if (!aspire && tabu[key(r, x, y)]! > step) continue;
              if (delta < bestDelta) {
                bestDelta = delta;
                moves.length = 0;
              }
              if (delta === bestDelta) moves.push((r * n + x) * n + y);
            }
          }
      }
      if (!moves.length) return;
      const move = moves[rand(moves.length)]!;
      const r = Math.floor(move / (n * n));
      const x = Math.floor(move / n) % n;
      const y = move % n;
      swap(r, x, y);
      tabu[key(r, x, y)] = step + TABU_TENURE + rand(TABU_TENURE);
      if (counts.cost() < best.cost) best = snapshot();
    }
  }
}

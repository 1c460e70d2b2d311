// The search behind the Free-for-All pod table (pod-table.ts, made by `npm run pods:table`): seeded
// random tables improved by two players of one round trading tables (simulated annealing, then a tabu
// search on the trades of players in too-frequent pairs), a few restarts, stopping at the floor of the
// sum of squares; of the schedules seen it keeps the narrowest spread. Milliseconds when a spread of 1
// is found early, up to about a second of CPU when it is not (the whole budget is spent): too slow for a
// request, which is why the app reads the table the generator filled with it (pods.ts podRounds).
import { randomInt, seedRng, type Rng, type Seed } from "@/engine/shared/rng";
import { C2, podSizes, squaresFloor, type PodRound } from "./pods";

/** Search effort: trades tried per restart, restarts, and the starting temperature (in units of
 * the sum of squares; a trade changes it by a few units). */
const STEPS = 150_000;
const RESTARTS = 4;
const HEAT = 1;
const TABU_STEPS = 3_000;
const TABU_TENURE = 10;

/** How many searches this process ran (tests: podRounds must run none). */
export const searchStats = { runs: 0 };

/**
 * `rounds` rounds of pods for players 1..n (3–20), every pair meeting as evenly as possible, found by
 * the search from `seed` with `restarts` restarts at most (fewer once the floor is reached), and the
 * cost of what it found (lower is better: podCost). Deterministic.
 */
export function searchPodRounds(
  n: number,
  rounds: number,
  seed: Seed,
  restarts = RESTARTS,
): { rounds: PodRound[]; cost: number } {
  searchStats.runs++;
  let rng: Rng = seedRng(seed);
  const rand = (k: number) => {
    const [v, next] = randomInt(rng, k);
    rng = next;
    return v;
  };
  const sizes = podSizes(n);
  const floor = squaresFloor(n, rounds);
  let best: Found | null = null;
  for (let restart = 0; restart < restarts && (best === null || best.squares > floor); restart++) {
    const found = search(n, rounds, sizes, floor, rand);
    if (best === null || found.cost < best.cost) best = found;
  }
  return { rounds: best!.tables.map((round) => round.map((pod) => pod.map((p) => p + 1))), cost: best!.cost };
}

/** The search's cost of a schedule of players 1..n (lower is better): its spread first, then how many
 * pairs sit at either end of the counts, then their sum of squares. */
export function podCost(n: number, schedule: readonly PodRound[]): number {
  const counts = new Counts(n, schedule.length);
  for (const round of schedule)
    for (const pod of round)
      for (let i = 0; i < pod.length; i++)
        for (let j = i + 1; j < pod.length; j++) counts.add(pod[i]! - 1, pod[j]! - 1, 1);
  return counts.cost();
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

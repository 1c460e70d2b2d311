// Free-for-All pods (issue 20 §3): rounds of tables of 3–5 ("Modalità per confrontarsi dai 3 ai 5
// giocatori allo stesso momento", kartomantik-modalita-aggiuntive, Free-for-All) seated so that
// every pair of players meets as evenly as possible, deterministic from a seed. For 3–20 players
// and 1–8 rounds the spread of the pair counts (max − min) is at most 1, except:
// - where counting proves it impossible (unevenByCounting: the pairs two rounds must share; e.g.
//   6 players at 3+3 from round 2 on), the spread is at least 2 — and, for the small cases an
//   exhaustive search can settle here, exactly the least any seating has;
// - OPEN below: no proof either way, and the search (engine/tournament/pod-search.ts) found 2 at best
//   (20 players in 6 rounds is the social golfer's 5 groups of 4 for 6 weeks, which we believe has
//   no solution; the others are not known to us).
// podRounds deals out the table of the search's best schedules (engine/tournament/pod-table.ts, made by
// `npm run pods:table`), so the spreads below are the table's, whatever the seed.
import { describe, expect, it } from "vitest";
import {
  MAX_POD_ROUNDS,
  pairCounts,
  pairSpread,
  podRounds,
  podSizes,
  sharedPairsFloor,
  unevenByCounting,
  type PodRound,
} from "@/engine/tournament";
import { decodeSchedule, encodeSchedule, tabled } from "@/engine/tournament/pods";
import { podCost, searchPodRounds, searchStats } from "@/engine/tournament/pod-search";

const SEED = 2026;

/** [players, rounds] where a spread of 1 is neither reached by the search nor ruled out: it finds 2. */
const OPEN = new Set(
  [
    [9, 8],
    [11, 7],
    [14, 5],
    [18, 6],
    [18, 7],
    [19, 6],
    [20, 6],
  ].map(([n, r]) => `${n}:${r}`),
);

/** Ruled out by counting, and the search's best is 3, not 2: 9 players (5+4) in 4 rounds cannot do
 * better (trying every seating, below); in 7 rounds nobody here knows. Elsewhere it finds 2. */
const WIDE = new Map([
  ["9:4", 3],
  ["9:7", 3],
]);

/** The least spread any seating of n players (two tables) over `rounds` rounds has, by trying every
 * one: round 1 is fixed (players are relabelled), later rounds are a multiset of the splits. */
function leastSpread(n: number, rounds: number): number {
  const [, small] = podSizes(n) as [number, number];
  const splits: number[][] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    const table = [...Array(n).keys()].filter((i) => mask & (1 << i));
    if (table.length !== small) continue;
    const other = [...Array(n).keys()].filter((i) => !(mask & (1 << i)));
    const pairs: number[] = [];
    for (const t of [table, other])
      for (let i = 0; i < t.length; i++) for (let j = i + 1; j < t.length; j++) pairs.push(t[i]! * n + t[j]!);
    splits.push(pairs);
  }
  const c = new Array<number>(n * n).fill(0);
  let best = Infinity;
  const walk = (round: number, from: number) => {
    if (round === rounds) {
      const counts = [...Array(n).keys()].flatMap((i) =>
        [...Array(n - i - 1).keys()].map((d) => c[i * n + i + d + 1]!),
      );
      best = Math.min(best, Math.max(...counts) - Math.min(...counts));
      return;
    }
    const last = round === 0 ? 1 : splits.length;
    for (let s = from; s < last; s++) {
      for (const p of splits[s]!) c[p]!++;
      walk(round + 1, round === 0 ? 0 : s);
      for (const p of splits[s]!) c[p]!--;
    }
  };
  walk(0, 0);
  return best;
}

function expectSeated(n: number, rounds: PodRound[]) {
  const sizes = podSizes(n);
  for (const round of rounds) {
    expect(round.map((pod) => pod.length)).toEqual(sizes);
    expect(round.flat().sort((x, y) => x - y)).toEqual([...Array(n).keys()].map((i) => i + 1));
  }
}

describe("podSizes", () => {
  it("seats every player of 3–20 at tables of 3 to 5, as close to 4 as the count allows", () => {
    for (let n = 3; n <= 20; n++) {
      const sizes = podSizes(n);
      expect(sizes.reduce((s, k) => s + k, 0)).toBe(n);
      expect(sizes.every((k) => k >= 3 && k <= 5)).toBe(true);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
    expect([4, 6, 9, 10, 14, 20].map(podSizes)).toEqual([
      [4],
      [3, 3],
      [5, 4],
      [4, 3, 3],
      [4, 4, 3, 3],
      [4, 4, 4, 4, 4],
    ]);
    expect(podSizes(2)).toEqual([]);
  });
});

describe("podRounds", () => {
  it("is deterministic from its seed; another seed seats differently but as evenly", () => {
    const a = podRounds(12, 4, SEED);
    expect(podRounds(12, 4, SEED)).toEqual(a);
    const b = podRounds(16, 5, 7);
    expect(b).not.toEqual(podRounds(16, 5, 8));
    expect(pairSpread(16, b)).toBe(pairSpread(16, podRounds(16, 5, 8)));
  });

  it("refuses a count outside 3–20 and rounds outside 1–8", () => {
    expect(MAX_POD_ROUNDS).toBe(8);
    expect(() => podRounds(2, 1, SEED)).toThrow(RangeError);
    expect(() => podRounds(21, 1, SEED)).toThrow(RangeError);
    expect(() => podRounds(8, 0, SEED)).toThrow(RangeError);
    expect(() => podRounds(8, 9, SEED)).toThrow(RangeError);
    expect(() => podRounds(8, 2.5, SEED)).toThrow(RangeError);
  });

  it("deals the table's schedule: the same pair counts under a seeded relabelling of players and rounds", () => {
    for (const [n, r] of [
      [12, 4],
      [17, 6],
      [6, 3],
    ] as const) {
      const table = tabled(n, r);
      const multiset = (rounds: PodRound[]) =>
        pairCounts(n, rounds)
          .flatMap((row, i) => row.slice(i + 1))
          .sort((x, y) => x - y);
      const dealt = [1, 2, 3].map((seed) => podRounds(n, r, seed));
      for (const d of dealt) expect(multiset(d)).toEqual(multiset(table));
      expect(new Set(dealt.map((d) => JSON.stringify(d))).size).toBe(3);
      // Every round dealt seats the table's sizes.
      for (const d of dealt)
        expect(d.map((round) => round.map((pod) => pod.length))).toEqual(table.map(() => podSizes(n)));
    }
  });

  it("searches nothing: every count of players and rounds is dealt from the table (an event's start holds its lock)", () => {
    const before = searchStats.runs;
    for (let n = 3; n <= 20; n++)
      for (let r = 1; r <= MAX_POD_ROUNDS; r++) expectSeated(n, podRounds(n, r, n * 100 + r));
    expect(searchStats.runs).toBe(before);
  });

  it("the table's encoding: one character per player, tables split by '.', rounds by ' '", () => {
    const schedule: PodRound[] = [
      [
        [1, 2, 3, 20],
        [4, 5, 6],
      ],
      [
        [1, 4, 10, 19],
        [2, 3, 5],
      ],
    ];
    expect(encodeSchedule(schedule)).toBe("012j.345 039i.124");
    expect(decodeSchedule("012j.345 039i.124")).toEqual(schedule);
  });

  it("the table is at least as even as the search finds from a new seed (cases it settles in milliseconds)", () => {
    // Where the floor of the sum of squares is reachable the search stops there: the table must be there too.
    for (const [n, r] of [
      [7, 7],
      [10, 5],
      [11, 6],
      [14, 3],
      [16, 5],
      [20, 3],
    ] as const) {
      const found = searchPodRounds(n, r, 99, 1);
      expect(podCost(n, tabled(n, r)), `${n}:${r}`).toBeLessThanOrEqual(found.cost);
      expect(pairSpread(n, found.rounds), `${n}:${r}`).toBeLessThanOrEqual(1);
    }
  });

  for (let n = 3; n <= 20; n++)
    it(`${n} players, 1–8 rounds: everyone seated once a round; pair counts within 1 unless ruled out (or OPEN)`, () => {
      for (let r = 1; r <= 8; r++) {
        const rounds = podRounds(n, r, SEED);
        expect(rounds).toHaveLength(r);
        expectSeated(n, rounds);
        const spread = pairSpread(n, rounds);
        const where = `${n} players, ${r} rounds`;
        if (unevenByCounting(n, r)) expect(spread, where).toBe(WIDE.get(`${n}:${r}`) ?? 2);
        else if (OPEN.has(`${n}:${r}`)) expect(spread, where).toBe(2);
        else expect(spread, where).toBeLessThanOrEqual(1);
        // The counts agree with the tables: each round adds the pairs of its tables.
        const total =
          pairCounts(n, rounds)
            .flat()
            .reduce((s, v) => s + v, 0) / 2;
        expect(total).toBe(r * podSizes(n).reduce((s, k) => s + (k * (k - 1)) / 2, 0));
      }
    }, 90_000);

  it("where counting rules a spread of 1 out, trying every seating agrees, and the search reaches the least", () => {
    // Two-table counts small enough to try every seating here.
    const cases: [number, number][] = [
      [6, 2],
      [6, 3],
      [6, 4],
      [7, 2],
      [7, 3],
      [8, 2],
      [8, 3],
      [9, 2],
      [9, 3],
      [9, 4],
    ];
    for (const [n, r] of cases) {
      const least = leastSpread(n, r);
      expect(unevenByCounting(n, r), `${n}/${r}`).toBe(least >= 2);
      expect(pairSpread(n, podRounds(n, r, SEED)), `${n}/${r}`).toBe(least);
    }
    // 9 players (5+4) over 4 rounds cannot do better than 3.
    expect(leastSpread(9, 4)).toBe(3);
    // An exhaustive search: CPU-bound, several times its quiet time when the machine is busy (it outlasted 120 s
    // beside two other test runs).
  }, 600_000);

  it("sharedPairsFloor: two rounds of 12 at 4+4+4 share at least 3 pairs, of 16 at 4×4 none", () => {
    expect(sharedPairsFloor([4, 4, 4])).toBe(3);
    expect(sharedPairsFloor([3, 3])).toBe(2);
    expect(sharedPairsFloor([4, 4, 4, 4])).toBe(0);
  });
});

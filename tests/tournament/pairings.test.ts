// event-rules §6: round robin by the circle method — every pair exactly once, nobody twice in a
// round, with an odd count one bye per round and exactly one bye per player.
import { describe, expect, it } from "vitest";
import { roundRobin, roundRobinOf } from "@/engine/tournament";

const NS = Array.from({ length: 15 }, (_, i) => i + 2);

describe("event-rules §6 round robin pairings", () => {
  it.each(NS)("event-rules §6 N=%i: every pair meets exactly once", (n) => {
    const seen = new Map<string, number>();
    for (const round of roundRobin(n)) {
      for (const [a, b] of round) {
        if (b === null) continue;
        const key = [a, b].sort((x, y) => x - y).join("-");
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
    }
    expect(seen.size).toBe((n * (n - 1)) / 2);
    expect([...seen.values()].every((c) => c === 1)).toBe(true);
    for (const key of seen.keys()) {
      const [a, b] = key.split("-").map(Number) as [number, number];
      expect(a).toBeGreaterThanOrEqual(1);
      expect(b).toBeLessThanOrEqual(n);
      expect(a).not.toBe(b);
    }
  });

  it.each(NS)(
    "event-rules §6 N=%i: every player plays once per round (or has the bye); N−1 rounds even, N rounds odd",
    (n) => {
      const rounds = roundRobin(n);
      expect(rounds).toHaveLength(n % 2 === 0 ? n - 1 : n);
      for (const round of rounds) {
        const seats = round.flatMap(([a, b]) => (b === null ? [a] : [a, b])).sort((x, y) => x - y);
        expect(seats).toEqual(Array.from({ length: n }, (_, i) => i + 1));
        expect(round).toHaveLength(Math.ceil(n / 2));
      }
    },
  );

  it.each(NS)("event-rules §6 N=%i: byes — one per round and one per player when N is odd, none when even", (n) => {
    const byes = roundRobin(n).map((round) => round.filter(([, b]) => b === null).map(([a]) => a));
    if (n % 2 === 0) {
      expect(byes.flat()).toEqual([]);
    } else {
      for (const r of byes) expect(r).toHaveLength(1);
      expect(byes.flat().sort((x, y) => x - y)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
      // The bye is listed last, after the tables.
      for (const round of roundRobin(n)) expect(round.at(-1)![1]).toBeNull();
    }
  });

  it("event-rules §6 sides are balanced: nobody is seat A more than one time over half their matches", () => {
    for (const n of NS) {
      const first = new Map<number, number>();
      for (const round of roundRobin(n))
        for (const [a, b] of round) if (b !== null) first.set(a, (first.get(a) ?? 0) + 1);
      for (let s = 1; s <= n; s++)
        expect(Math.abs((first.get(s) ?? 0) - (n - 1) / 2), `seat ${s} of ${n}`).toBeLessThanOrEqual(1.5);
    }
  });

  it("maps the schedule onto any ids (tiebreak round robins among tied players)", () => {
    expect(roundRobinOf(["x", "y"])).toEqual([[["x", "y"]]]);
    const three = roundRobinOf(["p", "q", "r"]);
    expect(three).toHaveLength(3);
    expect(
      three
        .flat()
        .filter(([, b]) => b === null)
        .map(([a]) => a)
        .sort(),
    ).toEqual(["p", "q", "r"]);
  });
});

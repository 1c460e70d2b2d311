// bench:bots's Incantesium flags (scripts/bench/bots-incantesium.ts): its own flags are taken out of the arguments
// and the rest left to bots-cli.ts; a bad value names its flag; the processes' tallies and clocks add up.
import { describe, expect, it } from "vitest";
import { mergeIncantesium, parseIncOptions, type IncPlayed } from "@/scripts/bench/bots-incantesium";

describe("bench:bots's Incantesium section", () => {
  it("takes its flags out of the arguments and leaves the others", () => {
    const { inc, rest } = parseIncOptions([
      "--games",
      "10",
      "--inc-duels",
      "40",
      "--inc-levels=facile,forte",
      "--inc-only",
    ]);
    expect(inc).toEqual({ duels: 40, tables: 0, levels: ["facile", "forte"], only: true });
    expect(rest).toEqual(["--games", "10"]);
    expect(parseIncOptions([]).inc).toEqual({ duels: 0, tables: 0, levels: ["normale"], only: false });
  });

  it("refuses an odd number of duels and an unknown level, naming the flag", () => {
    expect(() => parseIncOptions(["--inc-duels", "3"])).toThrow(/--inc-duels/);
    expect(() => parseIncOptions(["--inc-levels", "impossibile"])).toThrow(/--inc-levels/);
    expect(() => parseIncOptions(["--inc-tables", "-1"])).toThrow(/--inc-tables/);
  });

  it("adds up the processes' games and moves", () => {
    const part = (w: number, ms: number): IncPlayed => ({
      duels: [["normale", { wins: w, draws: 0, losses: 1 }]],
      teams: [],
      ffa: [["heuristic", { wins: 1, draws: 0, losses: w }]],
      clock: [["normale", [ms]]],
    });
    expect(mergeIncantesium([part(2, 10), part(3, 20)])).toEqual({
      duels: [["normale", { wins: 5, draws: 0, losses: 2 }]],
      teams: [],
      ffa: [["heuristic", { wins: 2, draws: 0, losses: 5 }]],
      clock: [["normale", [10, 20]]],
    });
  });
});

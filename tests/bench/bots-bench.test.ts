// bench:bots's pure parts (scripts/bench/bots-*.ts): its command line, the Wilson interval, the duels' deck rotation
// and the report's lines. Nothing here plays or measures.
import { describe, expect, it } from "vitest";
import { parseOptions } from "@/scripts/bench/bots-cli";
import { duelDecks } from "@/scripts/bench/bots-play";
import { pairLine, targetLine, wilson } from "@/scripts/bench/bots-report";
import { SEARCH_LEVELS } from "@/engine/kartomantik/search/bot";

describe("bench:bots command line", () => {
  it("defaults to 400 duels of normale against greedy on both deck families, the levels' own budgets", () => {
    expect(parseOptions([])).toEqual({
      games: 400,
      tables: 40,
      pairs: [["normale", "greedy"]],
      seed: 1,
      decks: "both",
      modes: ["duel"],
      ffaBots: ["forte", "normale", "facile", "greedy"],
      playouts: {
        facile: SEARCH_LEVELS.facile.iterations,
        normale: SEARCH_LEVELS.normale.iterations,
        forte: SEARCH_LEVELS.forte.iterations,
      },
      jobs: 1,
      drafts: 100,
    });
  });

  it("reads every flag", () => {
    const o = parseOptions([
      "--games=40",
      "--tables=6",
      "--pairs=forte:normale,facile:random",
      "--seed=9",
      "--decks=beta",
      "--modes=duel,ffa4,2v2",
      "--ffa-bots=greedy,greedy,normale,random",
      "--level-playouts=normale=12,forte=99",
      "--jobs=2",
      "--drafts=0",
    ]);
    expect(o).toMatchObject({
      games: 40,
      tables: 6,
      pairs: [
        ["forte", "normale"],
        ["facile", "random"],
      ],
      seed: 9,
      decks: "beta",
      modes: ["duel", "ffa4", "2v2"],
      ffaBots: ["greedy", "greedy", "normale", "random"],
      jobs: 2,
      drafts: 0,
    });
    expect(o.playouts).toEqual({ facile: SEARCH_LEVELS.facile.iterations, normale: 12, forte: 99 });
  });

  it("refuses a bad value naming the flag, and an unknown flag", () => {
    expect(() => parseOptions(["--games", "41"])).toThrow(/--games must be even/);
    expect(() => parseOptions(["--drafts=x"])).toThrow(/--drafts must be an integer/);
    expect(() => parseOptions(["--games", "0"])).toThrow(/--games must be an integer/);
    expect(() => parseOptions(["--pairs", "normale-greedy"])).toThrow(/--pairs takes A:B/);
    expect(() => parseOptions(["--pairs", "normale:grandmaster"])).toThrow(/unknown bot "grandmaster"/);
    expect(() => parseOptions(["--decks", "alpha"])).toThrow(/--decks must be demo, beta or both/);
    expect(() => parseOptions(["--modes", "duel,ffa5"])).toThrow(/--modes takes/);
    expect(() => parseOptions(["--ffa-bots", "greedy,greedy"])).toThrow(/--ffa-bots needs 4 bots/);
    expect(() => parseOptions(["--level-playouts", "expert=5"])).toThrow(/--level-playouts takes level=N/);
    expect(() => parseOptions(["--level-playouts", "normale=0"])).toThrow(/--level-playouts must be an integer/);
    expect(() => parseOptions(["--jobs", "0"])).toThrow(/--jobs must be an integer in 1\.\.16/);
    expect(() => parseOptions(["--rounds", "3"])).toThrow(/rounds/);
  });
});

describe("bench:bots report", () => {
  it("gives the 95 % Wilson score interval", () => {
    const close = ([lo, hi]: [number, number], [a, b]: [number, number]) => {
      expect(lo).toBeCloseTo(a, 4);
      expect(hi).toBeCloseTo(b, 4);
    };
    close(wilson(5, 10), [0.2366, 0.7634]);
    close(wilson(0, 10), [0, 0.2775]);
    close(wilson(10, 10), [0.7225, 1]);
    close(wilson(320, 400), [0.758, 0.8363]);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it("rotates the duels over every ordered pair of two different decks", () => {
    const seen = new Set<string>();
    for (let k = 0; k < 30; k++) {
      const [a, b] = duelDecks(6, k);
      expect(a).not.toBe(b);
      seen.add(`${a}-${b}`);
    }
    expect(seen.size).toBe(30);
  });

  it("prints a pair's tally and the target line, met only at ≥ 65 % wins and a median ≤ 300 ms", () => {
    expect(pairLine("normale", "greedy", "duels, demo", { wins: 5, draws: 1, losses: 4 })).toBe(
      "normale vs greedy (duels, demo): 5/1/4 W/D/L over 10, normale wins 50.0 % [23.7, 76.3]",
    );
    expect(targetLine({ wins: 320, draws: 0, losses: 80 }, 120)).toBe(
      "normale vs greedy: 80.0 % [75.8, 83.6] over 400 duels, median 120.0 ms/move → target met (goal 80 % met too)",
    );
    expect(targetLine({ wins: 270, draws: 10, losses: 120 }, 120)).toMatch(/67\.5 % .* → target met$/);
    expect(targetLine({ wins: 250, draws: 30, losses: 120 }, 120)).toMatch(/62\.5 % .* → target NOT met$/);
    expect(targetLine({ wins: 320, draws: 0, losses: 80 }, 301)).toMatch(/→ target NOT met$/);
  });
});

// bench:game's command line (scripts/bench/game-cli.ts) and report (scripts/bench/game-report.ts): the
// defaults model a busy night (30 tables at 60 actions/s, duel/FFA-4/2v2 of Kartomantik and Incantesium);
// the last line is the games' p99 over the durable floor's.
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Baseline } from "@/scripts/bench/baselines";
import type { Delivery } from "@/scripts/bench/delivery";
import { DEFAULT_SEED, kindName, parseGameOptions, runsOf, tableKinds, USAGE } from "@/scripts/bench/game-cli";
import type { GameRunResult, KindRun } from "@/scripts/bench/game-driver";
import { gameReportLines, summaryLines } from "@/scripts/bench/game-report";
import { summarize } from "@/scripts/bench/stats";
import { windowLines } from "@/scripts/bench/windows-report";

const cwd = "/srv/bazaar";

describe("bench:game options", () => {
  it("defaults: 30 tables at 60 actions/s, 3 repeats, both games in every mode, a fixed seed, data under .data/", () => {
    const o = parseGameOptions([], cwd);
    expect(o).toMatchObject({ game: "both", mode: "mix", tables: 30, rate: 60, repeats: 3, seed: DEFAULT_SEED });
    expect(o.dataDir).toBe(path.join(cwd, ".data/bench-game"));
    expect(o.bareSeconds).toBe(o.seconds);
    expect(o.skipBuild).toBe(false);
  });

  it("the default mix splits the 30 tables evenly: 5 of each of duel, FFA-4 and 2v2 of both games", () => {
    const kinds = tableKinds(parseGameOptions([], cwd)).map(kindName);
    const count = (k: string) => kinds.filter((x) => x === k).length;
    for (const game of ["kartomantik", "incantesium"])
      for (const mode of ["duel", "ffa4", "2v2"]) expect(count(`${game} ${mode}`)).toBe(5);
    expect(kinds).toHaveLength(30);
  });

  it("one game, one mode, or every mode in runs of its own (--mode all)", () => {
    const one = parseGameOptions(["--game", "incantesium", "--mode", "2v2", "--tables", "4"], cwd);
    expect(tableKinds(one).map(kindName)).toEqual(Array(4).fill("incantesium 2v2"));
    const all = runsOf(parseGameOptions(["--mode", "all"], cwd));
    expect(all.map((r) => r.mode)).toEqual(["duel", "ffa4", "2v2"]);
    expect(tableKinds(all[1]!).every((k) => k.mode === "ffa4")).toBe(true);
    const ken = parseGameOptions(["--game", "ken", "--tables", "3"], cwd);
    expect(tableKinds(ken).map(kindName)).toEqual(["ken duel", "ken duel", "ken duel"]);
    expect(runsOf({ ...ken, mode: "all" })).toHaveLength(1);
  });

  it("takes the ports, seed, timings and --skip-build as given", () => {
    const o = parseGameOptions(
      ["--port", "3640", "--pg-port", "55641", "--seed", "7", "--seconds", "5", "--warmup", "0", "--skip-build"],
      cwd,
    );
    expect(o).toMatchObject({ port: 3640, pgPort: 55641, seed: 7, seconds: 5, warmup: 0, skipBuild: true });
  });

  it.each([
    [["--game", "chess"], /--game is one of both, kartomantik, incantesium, ken, got "chess"/],
    [["--mode", "3v3"], /--mode is one of mix, duel, ffa4, 2v2, all, got "3v3"/],
    [["--tables", "0"], /--tables must be an integer in 1\.\.500/],
    [["--tables", "5"], /--tables \(5\) must be at least 6 with --mode mix/],
    [["--rate", "1.5"], /--rate must be an integer in 0\.\.100000, got "1\.5"/],
    [["--port", "4000", "--pg-port", "4000"], /--port and --pg-port must differ/],
    [["--data-dir", "/tmp/x"], /--data-dir must be under \.data\//],
  ])("refuses %j with a message naming the flag", (args, message) => {
    expect(() => parseGameOptions(args, cwd)).toThrow(message);
  });

  it("the usage names every option", () => {
    for (const flag of ["--game", "--mode", "--tables", "--rate", "--seconds", "--warmup", "--repeats", "--seed"])
      expect(USAGE).toContain(flag);
    for (const flag of ["--port", "--pg-port", "--data-dir", "--bare-seconds", "--skip-build"])
      expect(USAGE).toContain(flag);
  });
});

const delivery = (latencies: number[], lost = 0): Delivery => ({
  latencies,
  slowSentAt: [],
  afterAnswer: [],
  lost,
  duplicated: 0,
  outOfOrder: 0,
  reconnects: 0,
  expected: latencies.length + lost,
  messages: latencies.length,
  dataBytes: 3000 * latencies.length,
  clientErrors: [],
});
const pressure = { slow: null, rest: null };
const baseline = (latencies: number[]): Baseline => {
  const d = delivery(latencies);
  return { rate: 60, delivery: d, latency: summarize(d.latencies), loopP99: 1, pressure };
};
const kind = (name: string, latencies: number[], lost = 0): KindRun => {
  const d = delivery(latencies, lost);
  return {
    kind: name,
    tables: 5,
    games: 6,
    finished: 1,
    accepted: 400,
    delivery: d,
    latency: summarize(latencies),
    roundTrip: summarize([5]),
    idleTables: 0,
  };
};
const run = (latencies: number[], kinds: KindRun[]): GameRunResult => {
  const d = delivery(
    latencies,
    kinds.reduce((n, k) => n + k.delivery.lost, 0),
  );
  return {
    wallMs: 20_000,
    graceMs: 5,
    counters: { accepted: 1200, duplicateAnswers: 0, refused: {}, errors: {}, stalls: 0 },
    delivery: d,
    latency: summarize(latencies),
    afterAnswer: summarize([]),
    roundTrip: summarize([5]),
    kinds,
    clientsNote: "seats + a spectator per table, + 2 projectors (tournament streams)",
    projectorMessages: 3,
    benchLoopP99: 1,
    pressure,
    loadBefore: 1,
    cpu: { "next-server": 50 },
    windows: [],
    clientsPerEvent: [3, 5, 5],
    shape: { ratePerChannel: 2, dataBytes: 3000 },
  };
};

describe("bench:game report", () => {
  const b = { durable: baseline([4, 4, 4, 10]), bid: baseline([2, 2, 2, 5]), cast: baseline([1, 1, 1, 2]) };

  it("ends with the games' p99 over the durable floor's; a line per kind with its lost and duplicated", () => {
    const kinds = [kind("kartomantik duel", [8, 9, 25]), kind("incantesium 2v2", [6, 7, 30], 2)];
    const lines = gameReportLines(parseGameOptions([], cwd), run([6, 7, 8, 9, 25, 30], kinds), b);
    expect(lines.at(-1)).toBe("ratio p99 game/durable floor = 3.00");
    const json = JSON.parse(lines.at(-3)!) as { ratioP99VsDurableFloor: number; app: { kinds: unknown[] } };
    expect(json.ratioP99VsDurableFloor).toBe(3);
    expect(json.app.kinds).toHaveLength(2);
    const rows = lines.join("\n").split("\n");
    expect(rows.find((l) => l.startsWith("incantesium 2v2"))).toMatch(
      / 6 \(1\) +20\.0 +7\.0 +30\.0 +30\.0 +30\.0 +2 +0$/,
    );
    expect(lines).toContain(
      "targets: 0 lost → NOT met; 0 duplicated → met; ratio p99 game/durable floor ≤ 3 → met (goal 2 → NOT met)",
    );
  });

  it("after a run per mode, the last line is the worst run's ratio", () => {
    const floor = baseline([10]);
    const lines = summaryLines([
      { label: "both duel", app: run([20], []), floor },
      { label: "both ffa4", app: run([35], []), floor },
      { label: "both 2v2", app: run([15], []), floor },
    ]);
    expect(lines.at(-1)).toBe("ratio p99 game/durable floor = 3.50");
    expect(lines.at(-2)).toContain("both ffa4");
  });

  it("the repeats speak of actions, and show the Next.js process's spans when it served the actions", () => {
    const report = (spans: Record<string, number>) => ({
      windowMs: 20_000,
      spans: Object.fromEntries(
        Object.entries(spans).map(([k, v]) => [k, { n: 10, totalMs: 10 * v, meanMs: v, p50: v, p99: v, maxMs: v }]),
      ),
      gc: {},
      eventLoopDelayMs: null,
    });
    const window = {
      from: 0,
      to: 20_000,
      latency: summarize([10]),
      roundTrip: summarize([8]),
      bidsPerSecond: 58,
      server: report({}),
      next: report({ lock: 1, engine: 3, "hub load": 2, "hub view": 0.5 }),
    };
    const text = windowLines([window], "action").join("\n");
    expect(text).toContain("action→delivery p50");
    expect(text).toContain("actions/s 58–58");
    expect(text).toMatch(/Next\.js per request, ms/);
    expect(text).toMatch(/ {2}hub load \(the game read after the NOTIFY\) +2\.0\/2\.0\/2\.0 \(10\)/);
    expect(text).not.toContain("no throttle on the bid path");
  });
});

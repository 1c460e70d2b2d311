// bench:draft's command line (scripts/bench/cli.ts) and last line (scripts/bench/report.ts).
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_SEED, parseOptions } from "@/scripts/bench/cli";
import type { Baseline } from "@/scripts/bench/baselines";
import type { Delivery } from "@/scripts/bench/delivery";
import type { AppRun } from "@/scripts/bench/driver";
import { ratioLine, reportLines } from "@/scripts/bench/report";
import { summarize } from "@/scripts/bench/stats";
import { windowLines } from "@/scripts/bench/windows-report";

const cwd = "/srv/bazaar";

describe("bench:draft options", () => {
  it("defaults: 50 events, 300 clients, paced at 1400 actions/s (≈ 1,160 bids/s offered, above the 1,100 target), a fixed seed, the data under .data/bench", () => {
    const o = parseOptions([], cwd);
    expect(o).toMatchObject({
      events: 50,
      clients: 300,
      seconds: 20,
      repeats: 3,
      warmup: 3,
      players: 6,
      inflight: 1,
      rate: 1400,
      raises: [15, 30],
    });
    expect(o.seed).toBe(DEFAULT_SEED);
    expect(o.bareSeconds).toBe(o.seconds);
    expect(o.dataDir).toBe(path.join(cwd, ".data/bench"));
  });

  it("one instance unless --instances K; the instances' ports follow --port, the database's may lie beyond them", () => {
    expect(parseOptions([], cwd).instances).toBe(1);
    expect(parseOptions(["--port", "3990", "--pg-port", "3994", "--instances", "4"], cwd).instances).toBe(4);
  });

  it("takes --seed, ports and the rest as given", () => {
    const o = parseOptions(
      ["--seed", "4294967295", "--port", "3934", "--pg-port", "25814", "--raises", "3-3", "--seconds", "5"],
      cwd,
    );
    expect(o).toMatchObject({
      seed: 2 ** 32 - 1,
      port: 3934,
      pgPort: 25814,
      raises: [3, 3],
      seconds: 5,
      bareSeconds: 5,
    });
  });

  it.each([
    [["--seed=-1"], /--seed must be an integer in 0\.\.4294967295, got "-1"/],
    [["--seed", "4294967296"], /--seed must be an integer/],
    [["--seed", "1.5"], /--seed must be an integer/],
    [["--rate", "fast"], /--rate must be an integer in 0\.\.100000, got "fast"/],
    [["--repeats", "0"], /--repeats must be an integer in 1\.\.20, got "0"/],
    [["--players", "7"], /--players must be an integer in 2\.\.6/],
    [["--raises", "30-15"], /--raises must look like 15-30/],
    [["--events", "10", "--clients", "5"], /--clients \(5\) must be at least --events \(10\)/],
    [["--port", "25814", "--pg-port", "25814"], /--port and --pg-port must differ/],
    [["--instances", "0"], /--instances must be an integer in 1\.\.8, got "0"/],
    [
      ["--port", "3990", "--pg-port", "3993", "--instances", "4"],
      /--pg-port 3993 is one of the instances' ports 3990\.\.3993/,
    ],
    [["--data-dir", "/tmp/x"], /--data-dir must be under \.data\//],
    [["--what-if", "no-write"], /--what-if needs --profile DIR/],
    [["--profile", ".data/p", "--profile-kind", "disk"], /--profile-kind is one of cpu, heap, light, got "disk"/],
    [["--sede", "1"], /Unknown option '--sede'/],
  ])("refuses %j with a message naming the flag", (args, message) => {
    expect(() => parseOptions(args, cwd)).toThrow(message);
  });
});

describe("bench:draft last line", () => {
  it("is the app's p99 over the durable floor's, two decimals", () => {
    const app = summarize(Array.from({ length: 100 }, (_, i) => i + 1)); // p99 = 99
    const floor = summarize(Array.from({ length: 100 }, (_, i) => (i + 1) / 2)); // p99 = 49.5
    expect(ratioLine(app, floor)).toBe("ratio p99 app/durable floor = 2.00");
    expect(ratioLine(summarize([7]), summarize([3]))).toBe("ratio p99 app/durable floor = 2.33");
    expect(ratioLine(app, summarize([]))).toBe("ratio p99 app/durable floor = n/a");
  });
});

describe("bench:draft report", () => {
  const delivery = (latencies: number[]): Delivery => ({
    latencies,
    slowSentAt: [],
    afterAnswer: [],
    lost: 0,
    duplicated: 0,
    outOfOrder: 0,
    reconnects: 0,
    expected: latencies.length,
    messages: latencies.length,
    dataBytes: 1600 * latencies.length,
    clientErrors: [],
  });
  const pressure = { slow: { cpu: 0, io: 0, samples: 0 }, rest: { cpu: 0, io: 0, samples: 0 } };
  const baseline = (latencies: number[]): Baseline => {
    const d = delivery(latencies);
    return { rate: 1250, delivery: d, latency: summarize(d.latencies), loopP99: 1, pressure };
  };

  const b = { durable: baseline([8, 8, 8, 12]), bid: baseline([2, 2, 2, 3]), cast: baseline([1, 1, 1, 1]) };
  /** A run whose bids reached the streams in 12, 12, 12 and 30 ms. */
  const appRun = (instances: AppRun["instances"]): AppRun => {
    const d = delivery([12, 12, 12, 30]);
    return {
      instances,
      wallMs: 20_000,
      graceMs: 10,
      counters: { accepted: { choose: 1, bid: 22_400, pass: 3 }, duplicateAnswers: 0, refused: {}, errors: {} },
      delivery: d,
      latency: summarize(d.latencies),
      afterAnswer: summarize([]),
      roundTrip: summarize([10]),
      finishedDrafts: 0,
      clientsPerEvent: [6],
      benchLoopP99: 1,
      pressure,
      loadBefore: 1,
      cpu: { "bazaar-app": 40 },
      windows: [],
      shape: { ratePerChannel: 25, dataBytes: 1600 },
    };
  };

  it("ends with the ratio over the durable floor, not over the bare broadcasts", () => {
    const app = appRun([]);
    const lines = reportLines(parseOptions([], cwd), app, b);
    expect(lines.at(-1)).toBe("ratio p99 app/durable floor = 2.50");
    const json = JSON.parse(lines.at(-3)!) as Record<string, number>;
    expect(json).toMatchObject({ ratioP99VsDurableFloor: 2.5, ratioP99VsBareBid: 10, ratioP99VsBroadcastOnly: 30 });
    expect(lines).toContain("goal (reported, not required): ratio p99 app/durable floor ≤ 2 → NOT met");
    expect(lines).toContain(
      "targets: ≥ 1100 bids/s and p50 ≤ 13 ms in every repeat → met; 0 lost → met; 0 duplicated → met",
    );
    // One repeat below either target fails the run, whatever the whole run's figures.
    const repeat = (p50: number, bidsPerSecond: number) => ({
      from: 0,
      to: 20_000,
      latency: summarize([p50]),
      roundTrip: summarize([p50]),
      bidsPerSecond,
      server: null,
    });
    const targets = (windows: AppRun["windows"]) =>
      reportLines(parseOptions([], cwd), { ...app, windows }, b).find((l) => l.startsWith("targets:"));
    expect(targets([repeat(3, 1150), repeat(4, 1120), repeat(3, 1130)])).toContain("every repeat → met");
    expect(targets([repeat(3, 1150), repeat(4, 1090), repeat(3, 1130)])).toContain("every repeat → NOT met");
    expect(targets([repeat(3, 1150), repeat(14, 1120), repeat(3, 1130)])).toContain("every repeat → NOT met");
  });

  it("with --instances, one row per instance (its streams, deliveries, answers and ratio) beside the figures of all", () => {
    const instance = (port: number, latencies: number[]) => {
      const d = delivery(latencies);
      return {
        port,
        streams: 3,
        delivery: d,
        latency: summarize(d.latencies),
        accepted: 40,
        roundTrip: summarize([5]),
        cpu: { "bazaar-app": 30 },
      };
    };
    const app = appRun([instance(3990, [12, 12, 16]), instance(3991, [12, 12, 12, 30])]);
    const lines = reportLines(parseOptions(["--instances", "2"], cwd), app, b);
    expect(lines.at(-1)).toBe("ratio p99 app/durable floor = 2.50");
    expect(lines[1]).toContain("SSE clients over 2 app instances");
    const rows = lines
      .join("\n")
      .split("\n")
      .filter((l) => /^\|? *399[01] /.test(l.replace(/^\| */, "")));
    expect(rows).toHaveLength(2);
    const json = JSON.parse(lines.at(-3)!) as { perInstance: { port: number; ratioP99VsDurableFloor: number }[] };
    expect(json.perInstance.map((i) => [i.port, i.ratioP99VsDurableFloor])).toEqual([
      [3990, 1.33],
      [3991, 2.5],
    ]);
  });
});

describe("bench:draft repeats", () => {
  const window = (p50: number, bidsPerSecond: number) => ({
    from: 0,
    to: 20_000,
    latency: { ...summarize([p50]), p99: p50 * 3 },
    roundTrip: summarize([p50]),
    bidsPerSecond,
    server: {
      windowMs: 20_000,
      spans: { write: { n: 10, totalMs: 20, meanMs: 2, p50: 1.5, p99: 9, maxMs: 12 } },
      gc: { minor: { count: 4, totalMs: 6, maxMs: 2.5 } },
      eventLoopDelayMs: { p50: 2, p99: 7, max: 30 },
    },
  });

  it("prints each repeat, the spread of p50 (max/min) and the server's split with its GC pauses", () => {
    const lines = windowLines([window(13, 1100), window(39, 950), window(14, 1120)]).join("\n");
    expect(lines).toContain("spread over 3 repeats: p50 13.0–39.0 (max/min 3.00) ms; p99 39.0–117.0 (max/min 3.00) ms");
    expect(lines).toContain("bids/s 950–1120 (max/min 1.18)");
    expect(lines).toMatch(/ {4}write +1\.5\/9\.0\/2\.0 \(10\)/);
    expect(lines).toMatch(/GC pauses: count, total, max +4, 6\.0 ms, max 2\.5/);
  });
});

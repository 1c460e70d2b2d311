// npm run bench:draft -- [options]   (the options and their ranges: scripts/bench/cli.ts, USAGE)
// Load benchmark of the draft's realtime path, end to end through the real app:
//  1. builds if needed and starts scripts/serve.ts (production, embedded PostgreSQL) on its own
//     port and data dir (deleted first) — scripts/bench/app.ts;
//  2. as real users would, over HTTP: the demo organizer logs in, creates the events on the
//     bundled set, players join with their own device cookies, the organizer starts each draft;
//     then the SSE clients open (one projector + phones per event) — scripts/bench/setup.ts;
//  3. per event, a driver posts legal actions as the right player (mostly bids), chosen from the
//     engine's legalActions with the run's seeded PRNG (--seed: the same choices every run), for
//     --warmup then --repeats windows of --seconds; only the windows after the warm-up are measured
//     (the first actions of 300 devices at once, cold caches and JIT are start-up, not the steady
//     state), each on its own too, with the app server's split of its time per bid in each
//     (lib/perf/spans.ts, on with BAZAAR_BENCH_SPANS=1) — scripts/bench/driver.ts,
//     scripts/bench/chooser.ts, scripts/bench/windows.ts;
//  4. latency = SSE receive time − send time of the bid POST that produced that seq, at every
//     client; lost / duplicated seqs per client; accepted bids/s — scripts/bench/delivery.ts;
//  5. the same latency for a bare node:http server in a process of its own, after the app has been
//     stopped (same clients, message size and rate): each bid POSTed to it, appended to an O_DSYNC
//     file and then broadcast — the durable floor, the ratio's denominator (a bid must be durable
//     before anyone hears of it) — and, for reference, without the append and broadcasting alone
//     on a timer — scripts/bench/baselines.ts, scripts/bench/bare.ts.
// --instances K: K app instances on the one PostgreSQL, the streams and POSTs spread round robin over them
// (scripts/bench/instances.ts); the figures are printed over all and per instance.
// The last line is `ratio p99 app/durable floor = X` (scripts/bench/report.ts). Targets, in every
// repeat: ≥ 1,100 bids/s and p50 ≤ 13 ms; 0 lost, 0 duplicated; goal (reported, not required):
// X ≤ 2. By default the drivers are paced (open loop) at 1,400 actions/s in all, about 1,160 bids/s
// (raises are ≈ 83 % of the actions): one run then checks the throughput target and measures
// latency at that throughput. `--rate 0` drives flat out (closed
// loop), which measures capacity; its latency is then queueing (in-flight requests / throughput).
import { mkdirSync } from "node:fs";
import { runBaselines } from "./bench/baselines";
import { parseOptions, USAGE, type Options } from "./bench/cli";
import { runApp } from "./bench/driver";
import { Balancer, startMoreInstances } from "./bench/instances";
import { reportLines } from "./bench/report";
import { benchMain, onApp } from "./bench/run-app";

benchMain("bench:draft", parseOptions, USAGE, async (o: Options) => {
  const { port, pgPort, dataDir, profileDir, whatIf, profileKind } = o;
  const appOptions = { port, pgPort, dataDir, profileDir, whatIf, profileKind };
  const appRun = await onApp(appOptions, async (app, http, track) => {
    // After the start: the app's data dir is deleted first, and a profile dir may be inside it.
    if (profileDir) mkdirSync(profileDir, { recursive: true });
    const more = await startMoreInstances(app, appOptions, o.instances);
    const balancer = new Balancer([app, ...more]);
    try {
      return await runApp(app, http, o, track, balancer);
    } finally {
      balancer.close();
      await Promise.all(more.map((a) => a.stop()));
    }
  });
  // The baselines run with the app stopped, at its message rate and size.
  console.log(reportLines(o, appRun, await runBaselines(appRun, o)).join("\n"));
});

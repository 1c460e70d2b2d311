// npm run bench:game -- [options]   (the options and their ranges: scripts/bench/game-cli.ts, USAGE)
// Load benchmark of the engine games' realtime path, end to end through the real app (built like
// bench:draft, scripts/bench-draft.ts, from the same pieces):
//  1. builds if needed and starts scripts/serve.ts (production, embedded PostgreSQL) on its own
//     port and data dir (deleted first) — scripts/bench/app.ts;
//  2. as real users would, over HTTP: the demo organizer logs in, creates an event per kind of
//     table, players join with their own device cookies (and save a legal Kartomantik deck), the
//     organizer opens the tables (a Kartomantik duel: a tournament match's game); then the SSE
//     clients open: every seat's own game stream, a spectator per table, the event's projector
//     (tournament stream) — scripts/bench/game-setup.ts;
//  3. per table, the seat that may act POSTs one of the legal actions its own stream carries, chosen
//     with the run's seeded PRNG (--seed), paced open loop at --rate actions/s over all tables, for
//     --warmup then --repeats windows of --seconds; a table whose game ended opens its next —
//     scripts/bench/game-driver.ts, scripts/bench/game-chooser.ts; with --game ken, score entries on
//     Ken il Guerriero's scorepad instead — scripts/bench/ken-driver.ts;
//  4. latency = SSE receive time − send time of the POST that produced that seq, at every seat and
//     spectator; lost / duplicated seqs per client; accepted actions/s; the server's split of its time
//     per action in each repeat (lib/perf/spans.ts) — scripts/bench/windows.ts;
//  5. the bare server's durable floor at the games' message rate and size (scripts/bench/bare.ts,
//     after the app has stopped), and last `ratio p99 game/durable floor = X`
//     (scripts/bench/game-report.ts).
// Defaults model a busy night: 30 tables at 60 actions/s in all, split evenly over duel, FFA-4 and
// 2v2 of Kartomantik and Incantesium (--mode mix), each kind's own line besides the overall one.
import path from "node:path";
import { ensureBuild, startApp } from "./bench/app";
import { runBaseline, type Baseline } from "./bench/baselines";
import { parseGameOptions, runsOf, USAGE, type GameOptions } from "./bench/game-cli";
import { runGames, type GameRunResult } from "./bench/game-driver";
import { gameReportLines, summaryLines } from "./bench/game-report";
import { HttpClient } from "./bench/http";
import { runKen } from "./bench/ken-driver";
import { log } from "./bench/setup";
import type { SseClient } from "./bench/sse";

async function runOnce(o: GameOptions): Promise<{ app: GameRunResult; floor: Baseline }> {
  const data = path.relative(process.cwd(), o.dataDir);
  log(`starting scripts/serve.ts on 127.0.0.1:${o.port} (embedded PostgreSQL on ${o.pgPort}, data ${data})`);
  const app = await startApp({ port: o.port, pgPort: o.pgPort, dataDir: o.dataDir });
  let streams: SseClient[] = [];
  const http = new HttpClient(o.port);
  const stopAll = async () => {
    for (const c of streams) c.close();
    http.close();
    await app.stop();
  };
  const onSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping the app`);
    void stopAll().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const run = o.game === "ken" ? runKen : runGames;
  const appRun = await run(app, http, o, (s) => (streams = s)).finally(async () => {
    await stopAll();
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    log("app stopped");
  });
  // The baselines run with the app stopped, at its message rate and size.
  const bid = await runBaseline("post", appRun, o);
  const durable = await runBaseline("durable", appRun, o);
  const cast = await runBaseline("timer", appRun, o);
  console.log(gameReportLines(o, appRun, { bid, durable, cast }).join("\n"));
  return { app: appRun, floor: durable };
}

async function main(): Promise<number> {
  let o: GameOptions;
  try {
    o = parseGameOptions(process.argv.slice(2));
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!o.skipBuild) {
    log("checking the production build (bash scripts/ensure.sh build)");
    ensureBuild();
  }
  const runs = runsOf(o);
  const results = [];
  for (const run of runs) results.push({ label: `${run.game} ${run.mode}`, ...(await runOnce(run)) });
  if (runs.length > 1) console.log(summaryLines(results).join("\n"));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`\n✖ bench:game failed: ${(err as Error).stack ?? err}`);
    process.exit(1);
  },
);

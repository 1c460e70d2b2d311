// npm run bench:bots [-- --games N] [--tables T] [--pairs A:B,…] [--seed S] [--decks demo|beta|both]
//   [--modes duel,ffa4,2v2] [--ffa-bots A,B,C,D] [--level-playouts facile=N,normale=N,forte=N] [--jobs J]
//   [--drafts N] [--inc-duels N] [--inc-tables T] [--inc-levels facile,normale,forte] [--inc-only]
// Kartomantik's bots against each other over seeded games: per pair, duels with the seats alternated on the demo
// set's decks and/or the Beta starter decks (../shared/data/kartomantik-beta, read in place), FFA-4 tables with the
// seats' bots rotated, 2v2 tables with the teams' sides alternated; wins/draws/losses and the win rate with a 95 %
// Wilson interval; per bot, the process CPU time per move where it had a choice (median, p95: one core, whatever else
// runs). `--jobs J` splits the games over J processes (the same games and figures, sooner on an idle machine). Then
// the draft bot over N seeded drafts against random legal bidders (`--drafts`, default 100; 0: none). Last
// line: normale vs greedy over the duels, and whether the target is met (≥ 65 % at a median ≤ 300 ms a move). A
// benchmark, not a test: nothing asserts. Run it under `nice` on a shared machine. The `--inc-*` flags add
// Incantesium's section first (scripts/bench/bots-incantesium.ts); `--inc-only` plays that alone.
import { fork } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { DEMO_DECKS, demoDeck, starterDecks } from "@/engine/kartomantik/decks";
import type { Temperament } from "@/engine/kartomantik";
import { parseOptions, USAGE, type BenchBot, type Options } from "./bench/bots-cli";
import { clockedBots, duels, ffaTables, shareOf, teamTables, type Clock, type Family } from "./bench/bots-play";
import { games, pairLine, targetLine, timeLine, type Tally } from "./bench/bots-report";
import { summarize } from "./bench/stats";
import { draftBotReport, runDraftBotBench } from "./bench/draft-bot-bench";
import { DEFAULT_SET, loadCards } from "./sim-match";
import * as inc from "./bench/bots-incantesium";

const root = path.resolve(import.meta.dirname, "..");
const BETA_DIR = process.env.BAZAAR_SHARED_DIR
  ? path.join(process.env.BAZAAR_SHARED_DIR, "data/kartomantik-beta")
  : path.resolve(root, "../shared/data/kartomantik-beta");
/** Set in a child process: "job/jobs". */
const JOB_ENV = "BENCH_BOTS_JOB";

function families(options: Options, clock: Clock): Family[] {
  const out: Family[] = [];
  if (options.decks !== "beta") {
    const set = loadCards(path.join(root, DEFAULT_SET));
    const decks = DEMO_DECKS.map((t) => demoDeck(set.cards, t as Temperament));
    out.push({ name: "demo", decks, bots: clockedBots(set.cards, options.playouts, clock) });
  }
  if (options.decks !== "demo") {
    const set = loadCards(path.join(BETA_DIR, "cards.json"));
    const starters = starterDecks(
      JSON.parse(readFileSync(path.join(BETA_DIR, "starter-decks.json"), "utf8")),
      set.byId,
    );
    out.push({
      name: "beta",
      decks: starters.map((d) => d.cards),
      bots: clockedBots(set.cards, options.playouts, clock),
    });
  }
  return out;
}

/** What one process played, as JSON can carry it. */
interface Played {
  duels: { a: BenchBot; b: BenchBot; byFamily: [string, Tally][] }[];
  ffa: [BenchBot, Tally][] | null;
  teams: { a: BenchBot; b: BenchBot; tally: Tally }[];
  clock: [BenchBot, number[]][];
  inc?: inc.IncPlayed;
}

const add = (into: Tally, t: Tally) => {
  into.wins += t.wins;
  into.draws += t.draws;
  into.losses += t.losses;
  return into;
};
const sum = (ts: Iterable<Tally>): Tally => [...ts].reduce(add, { wins: 0, draws: 0, losses: 0 });

function play(options: Options, incOptions: inc.IncOptions, job: number, jobs: number): Played {
  const clock: Clock = new Map();
  const share = shareOf(job, jobs);
  const out: Played = { duels: [], ffa: null, teams: [], clock: [] };
  if (incOptions.duels + incOptions.tables > 0) out.inc = inc.playIncantesium(incOptions, options.seed, share);
  const fams = incOptions.only ? [] : families(options, clock);
  for (const mode of incOptions.only ? [] : options.modes) {
    if (mode === "duel")
      for (const [a, b] of options.pairs) {
        const byFamily = duels(fams, a, b, options.games, options.seed, share, (done, so) => {
          if (done % 10 === 0) {
            const t = sum(so.values());
            process.stderr.write(
              `  [job ${job}] ${a} vs ${b}: ${done} duels, ${t.wins}/${t.draws}/${t.losses} W/D/L\n`,
            );
          }
        });
        out.duels.push({ a, b, byFamily: [...byFamily] });
      }
    if (mode === "ffa4") out.ffa = [...ffaTables(fams, options.ffaBots, options.tables, options.seed, share)];
    if (mode === "2v2")
      for (const [a, b] of options.pairs)
        out.teams.push({ a, b, tally: teamTables(fams, a, b, options.tables, options.seed, share) });
  }
  out.clock = [...clock];
  return out;
}

/** The jobs' results, pair by pair and bot by bot. */
function merge(parts: Played[]): Played {
  const [first, ...rest] = parts;
  const out: Played = structuredClone(first!);
  if (out.inc) out.inc = inc.mergeIncantesium(parts.map((p) => p.inc!));
  for (const p of rest) {
    p.duels.forEach((d, i) => d.byFamily.forEach(([, t], j) => add(out.duels[i]!.byFamily[j]![1], t)));
    p.ffa?.forEach(([, t], i) => add(out.ffa![i]![1], t));
    p.teams.forEach((x, i) => add(out.teams[i]!.tally, x.tally));
    for (const [bot, samples] of p.clock) {
      const mine = out.clock.find(([b]) => b === bot);
      if (mine) mine[1].push(...samples);
      else out.clock.push([bot, samples.slice()]);
    }
  }
  return out;
}

function playInChild(job: number, jobs: number): Promise<Played> {
  return new Promise((resolve, reject) => {
    const child = fork(process.argv[1]!, process.argv.slice(2), {
      env: { ...process.env, [JOB_ENV]: `${job}/${jobs}` },
      execArgv: process.execArgv,
    });
    let result: Played | null = null;
    child.on("message", (m) => (result = m as Played));
    child.on("error", reject);
    child.on("exit", (code) => (result ? resolve(result) : reject(new Error(`job ${job} exited with ${code}`))));
  });
}

function report(options: Options, incOptions: inc.IncOptions, played: Played): void {
  if (played.inc) for (const line of inc.incantesiumReport(incOptions, played.inc, options.seed)) console.log(line);
  if (incOptions.only) return;
  const levels = Object.entries(options.playouts)
    .map(([l, n]) => `${l} ${n}`)
    .join(", ");
  console.log(
    `Kartomantik bots, seed ${options.seed}, decks ${options.decks}, playouts per move: ${levels}, ${options.jobs} job(s); time = process CPU ms per move with a choice`,
  );
  let headline: Tally | null = null;
  for (const { a, b, byFamily } of played.duels) {
    for (const [name, t] of byFamily) if (games(t) > 0) console.log(pairLine(a, b, `duels, ${name}`, t));
    const all = sum(byFamily.map(([, t]) => t));
    console.log(pairLine(a, b, "duels, all", all));
    if (a === "normale" && b === "greedy") headline = all;
  }
  for (const [bot, t] of played.ffa ?? [])
    console.log(pairLine(bot, "the table", `FFA-4, ${options.ffaBots.join("/")} rotated; 25 % is even`, t));
  for (const { a, b, tally } of played.teams) console.log(pairLine(a, b, "2v2 teams", tally));
  const order: BenchBot[] = ["random", "greedy", "facile", "normale", "forte"];
  const clock = new Map(played.clock);
  for (const b of order) if (clock.has(b)) console.log(timeLine(b, clock.get(b)!));
  const normale = summarize(clock.get("normale") ?? []).p50;
  // The draft bot at an absent Draft Bazaar seat: its debt and deck points against random legal bidders.
  if (options.drafts > 0)
    for (const line of draftBotReport(runDraftBotBench({ drafts: options.drafts, seed: options.seed })))
      console.log(line);
  console.log(
    headline
      ? targetLine(headline, normale)
      : "normale vs greedy: not measured (add the pair normale:greedy and the duel mode)",
  );
}

async function main(): Promise<number> {
  let options: Options;
  let incOptions: inc.IncOptions;
  try {
    const parsed = inc.parseIncOptions(process.argv.slice(2));
    incOptions = parsed.inc;
    options = parseOptions(parsed.rest);
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE} ${inc.INC_USAGE}`);
    return 2;
  }
  const job = process.env[JOB_ENV];
  if (job) {
    const [i, n] = job.split("/").map(Number);
    process.send!(play(options, incOptions, i!, n!));
    return 0;
  }
  const jobs = options.jobs;
  const parts =
    jobs === 1
      ? [play(options, incOptions, 0, 1)]
      : await Promise.all(Array.from({ length: jobs }, (_, i) => playInChild(i, jobs)));
  report(options, incOptions, merge(parts));
  return 0;
}

process.exitCode = await main();

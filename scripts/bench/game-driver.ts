// Runs bench:game's load on the app: per table, a driver waits until the seats' streams carry the
// game's newest seq, then the seat the chooser draws POSTs one of its legal actions
// (./game-chooser.ts), paced open loop at --rate over all tables (or flat out with --rate 0), for
// --warmup then --repeats × --seconds; a game that ended makes way for the table's next game.
// Around it, as bench:draft's driver: the app's CPU by process, Linux's pressure, the bench's own
// event loop, and the server's spans per repeat (./windows.ts).
import { loadavg } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { cpuPercent, treeCpuTicks, type RunningApp } from "./app";
import { choosable, chooseMove } from "./game-chooser";
import { kindName, tableKinds, type GameOptions } from "./game-cli";
import { openGame, setupGames, urlKind, type GameRun, type GameSetup, type TableRun } from "./game-setup";
import { deliveries, grace, type Delivery } from "./delivery";
import type { CookieJar, HttpClient, HttpResult } from "./http";
import { pressureBySlowWindows, samplePressure, type SlowWindowPressure } from "./pressure";
import { SeededRandom } from "./random";
import { login, log, sleep } from "./setup";
import type { SseClient } from "./sse";
import { summarize, type Summary } from "./stats";
import { measureWindows, timeWindows, type Window } from "./windows";

export interface GameCounters {
  accepted: number;
  duplicateAnswers: number;
  refused: Record<string, number>;
  errors: Record<string, number>;
  /** Turns on which no seat's stream offered a move in time (a stream behind, or a game that waits on nobody). */
  stalls: number;
}

/** One kind's figures (e.g. "kartomantik ffa4"). */
export interface KindRun {
  kind: string;
  tables: number;
  games: number;
  finished: number;
  accepted: number;
  delivery: Delivery;
  latency: Summary;
  roundTrip: Summary;
  idleTables: number;
}

export interface GameRunResult {
  wallMs: number;
  graceMs: number;
  counters: GameCounters;
  delivery: Delivery;
  latency: Summary;
  afterAnswer: Summary;
  roundTrip: Summary;
  kinds: KindRun[];
  /** Who the game streams are, in words (the report's title). */
  clientsNote: string;
  projectorMessages: number;
  benchLoopP99: number;
  pressure: SlowWindowPressure;
  loadBefore: number;
  cpu: Record<string, number>;
  windows: Window[];
  /** Clients per table (its current game's seats and spectator): the bare server's channels. */
  clientsPerEvent: number[];
  shape: { ratePerChannel: number; dataBytes: number };
}

const current = (t: TableRun): GameRun => t.games[t.games.length - 1]!;

/** Resolves when the table's streams bring news, or after `ms`. */
function news(t: TableRun, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      t.wake = null;
      resolve();
    }
    t.wake = done;
  });
}

/** Until every seat's stream carries the game's newest seq (at most `ms`). */
async function caughtUp(t: TableRun, ms: number): Promise<boolean> {
  const until = performance.now() + ms;
  for (;;) {
    const g = current(t);
    if (g.messages.every((m) => m !== null && m.seq >= g.seq)) return true;
    const left = until - performance.now();
    if (left <= 0) return false;
    await news(t, left);
  }
}

/** One action's POST, retried on a network error (the same idempotency key: a replay is answered with the
 * original seq); null after four failures. */
export async function post(http: HttpClient, url: string, jar: CookieJar, body: unknown, c: GameCounters) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await http.request("POST", url, { jar, json: body, timeoutMs: 20_000 });
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
      c.errors[code] = (c.errors[code] ?? 0) + 1;
      if (attempt >= 3) return null;
      await sleep(50);
    }
  }
}

/** Records one answer: accepted (its seq's send and answer times), refused, or an error. */
export function record(g: GameRun, res: HttpResult, sent: number, measureFrom: number, c: GameCounters): void {
  const answered = performance.now();
  if (res.status === 200) {
    const r = res.json as { seq: number; duplicate: boolean };
    if (r.duplicate) c.duplicateAnswers++;
    else if (sent >= measureFrom) c.accepted++;
    if (!g.sentAt.has(r.seq)) {
      g.sentAt.set(r.seq, sent);
      g.answeredAt.set(r.seq, answered);
      if (sent >= measureFrom) g.roundTrips.push(answered - sent);
    }
    if (r.seq > g.seq) g.seq = r.seq;
    return;
  }
  const err = (res.json as { error?: { code?: string; details?: { seq?: number } } } | undefined)?.error;
  if (res.status === 409 || res.status === 422) {
    const code = `${res.status} ${err?.code ?? "?"}`;
    c.refused[code] = (c.refused[code] ?? 0) + 1;
    if (c.refused[code] === 1) log(`refused: ${res.text.slice(0, 300)}`);
    if (typeof err?.details?.seq === "number" && err.details.seq > g.seq) g.seq = err.details.seq;
    return;
  }
  const code = `HTTP ${res.status}`;
  c.errors[code] = (c.errors[code] ?? 0) + 1;
  if (c.errors[code] === 1) log(`POST act → ${res.status}: ${res.text.slice(0, 300)}`);
}

/** One table's driver: its own PRNG stream of the run's seed (table n). */
async function drive(
  http: HttpClient,
  organizer: Parameters<typeof openGame>[1],
  port: number,
  t: TableRun,
  o: GameOptions,
  measureFrom: number,
  until: number,
  c: GameCounters,
): Promise<void> {
  const random = new SeededRandom(o.seed, t.n);
  let counter = 0;
  const interval = o.rate > 0 ? (1000 * o.tables) / o.rate : 0;
  let nextAt = performance.now() + random.fraction() * interval;
  while (performance.now() < until) {
    if (interval > 0) {
      await sleep(Math.max(0, nextAt - performance.now()));
      nextAt += interval;
    }
    let g = current(t);
    if (g.status !== "running") {
      // The game ended: the table's next game (its streams open before anyone acts).
      if (!(await openGame(http, organizer, t, port).catch((err: Error) => (log(err.message), false)))) {
        t.idle = true;
        return;
      }
      g = current(t);
    }
    if (!(await caughtUp(t, 5_000))) {
      c.stalls++;
      continue;
    }
    if (g.status !== "running") continue;
    const move = chooseMove(g.messages, g.seq, random);
    if (!move) {
      // Nobody may act at the newest seq although the game runs: a stream behind; wait for its news.
      await news(t, 1_000);
      if (!g.messages.some((m) => choosable(m, g.seq).length > 0)) c.stalls++;
      continue;
    }
    const body = { action: move.action, seenSeq: g.seq, idempotencyKey: `bench-${t.n}-${++counter}` };
    const sent = performance.now();
    const url = `/api/games/${urlKind(t.kind)}/${g.id}/act`;
    const res = await post(http, url, g.players[move.seat]!.jar, body, c);
    if (res) record(g, res, sent, measureFrom, c);
  }
}

const allGames = (tables: TableRun[]) => tables.flatMap((t) => t.games);

/** Sets the tables up, opens the streams, drives them and measures; `track` gets the streams (to close on a signal). */
export async function runGames(
  app: RunningApp,
  http: HttpClient,
  o: GameOptions,
  track: (s: SseClient[]) => void,
): Promise<GameRunResult> {
  const organizer = await login(http, app);
  log(`logged in as ${app.login.email}`);
  const setup = await setupGames(http, organizer, tableKinds(o), app);
  return measureTables(app, http, o, setup, track, (t, measureFrom, until, c) =>
    drive(http, organizer, app.port, t, o, measureFrom, until, c),
  );
}

/** Drives every table with `driveTable` for the warm-up and the measured repeats, and measures: the deliveries
 * of every game's actions to its streams, per kind and per repeat, the app's CPU, the machine's pressure. */
export async function measureTables(
  app: RunningApp,
  http: HttpClient,
  o: GameOptions,
  setup: GameSetup,
  track: (s: SseClient[]) => void,
  driveTable: (t: TableRun, measureFrom: number, until: number, c: GameCounters) => Promise<void>,
): Promise<GameRunResult> {
  const streams = () => [...setup.projectors, ...allGames(setup.tables).flatMap((g) => g.clients)];
  track(streams());
  const c: GameCounters = { accepted: 0, duplicateAnswers: 0, refused: {}, errors: {}, stalls: 0 };
  const pace = o.rate ? `${o.rate} actions/s in all` : "flat out";
  log(
    `driving ${o.tables} tables (${pace}) for ${o.warmup} s of warm-up, then ${o.repeats} × ${o.seconds} s measured (seed ${o.seed})`,
  );
  const loop = monitorEventLoopDelay({ resolution: 5 });
  const loadBefore = loadavg()[0]!;
  const started = performance.now();
  const measureFrom = started + o.warmup * 1000;
  const until = measureFrom + o.repeats * o.seconds * 1000;
  let cpuBefore = treeCpuTicks(app.pid);
  let benchCpuBefore = process.cpuUsage();
  const sampler = samplePressure();
  const warmedUp = sleep(o.warmup * 1000).then(() => {
    loop.enable();
    cpuBefore = treeCpuTicks(app.pid);
    benchCpuBefore = process.cpuUsage();
  });
  const timed = timeWindows(http, measureFrom, o.seconds, o.repeats);
  await Promise.all([warmedUp, ...setup.tables.map((t) => driveTable(t, measureFrom, until, c))]);
  const bounds = await timed;
  const wallMs = performance.now() - measureFrom;
  const pressureSamples = sampler.stop();
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const cpuAfter = treeCpuTicks(app.pid);
  loop.disable();
  track(streams());
  const games = allGames(setup.tables);
  await grace(games, 10_000);
  const graceMs = performance.now() - measureFrom - wallMs;
  const delivery = deliveries(games, measureFrom);
  const windows = measureWindows(games, bounds);
  const pressure = pressureBySlowWindows(pressureSamples, delivery.slowSentAt, measureFrom, measureFrom + wallMs);
  for (const cl of streams()) cl.close();

  const kinds: KindRun[] = [...new Set(setup.tables.map((t) => kindName(t.kind)))].map((kind) => {
    const tables = setup.tables.filter((t) => kindName(t.kind) === kind);
    const gs = allGames(tables);
    const d = deliveries(gs, measureFrom);
    return {
      kind,
      tables: tables.length,
      games: gs.length,
      finished: gs.filter((g) => g.status === "finished").length,
      accepted: gs.reduce((n, g) => n + [...g.sentAt.values()].filter((s) => s >= measureFrom).length, 0),
      delivery: d,
      latency: summarize(d.latencies),
      roundTrip: summarize(gs.flatMap((g) => g.roundTrips)),
      idleTables: tables.filter((t) => t.idle).length,
    };
  });
  const measuredActions = kinds.reduce((n, k) => n + k.accepted, 0);
  const cpu = cpuPercent(cpuBefore, cpuAfter, wallMs / 1000);
  cpu["bench (this process)"] = Math.round(((benchCpu.user + benchCpu.system) / 1e6 / (wallMs / 1000)) * 100);
  const afterAnswer = summarize(delivery.afterAnswer);
  return {
    wallMs,
    graceMs,
    counters: c,
    delivery,
    latency: summarize(delivery.latencies),
    afterAnswer,
    roundTrip: summarize(games.flatMap((g) => g.roundTrips)),
    kinds,
    clientsNote: setup.clientsNote,
    projectorMessages: setup.projectors.reduce((n, p) => n + p.messages, 0),
    benchLoopP99: loop.percentile(99) / 1e6,
    pressure,
    loadBefore,
    cpu,
    windows,
    clientsPerEvent: setup.tables.map((t) => current(t).clients.length),
    shape: {
      ratePerChannel: Math.max(0.1, measuredActions / setup.tables.length / (wallMs / 1000)),
      dataBytes: Math.round(delivery.dataBytes / Math.max(1, delivery.messages)),
    },
  };
}

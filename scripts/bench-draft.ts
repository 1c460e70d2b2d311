// npm run bench:draft -- [--events 50] [--clients 300] [--seconds 20] [--warmup 3] [--players 6] [--inflight 1] [--rate 1300]
//                        [--raises 15-30] [--port 3990] [--pg-port 25790] [--data-dir .data/bench]
//                        [--bare-seconds S] [--skip-build]
//                        [--profile DIR]   (the app server during the driving phase: CPU profile,
//                                           event-loop delay, pg pool waits; scripts/bench/probe.mjs)
//                        [--profile-kind cpu|heap|light]   (what the probe records; default cpu)
//                        [--what-if hub-pool|no-write]   (experiment, needs --profile: see probe.mjs)
// Load benchmark of the draft's realtime path, end to end through the real app:
//  1. builds if needed and starts scripts/serve.ts (production, embedded PostgreSQL) on its own
//     port and data dir (deleted first);
//  2. as real users would, over HTTP: the demo organizer logs in, creates the events on the
//     bundled set, players join with their own device cookies, the organizer starts each draft;
//  3. opens the SSE clients (one projector + phones per event) and, per event, a driver that
//     posts legal actions as the right player (mostly bids) for --warmup then --seconds; only the
//     --seconds after the warm-up are measured (the first actions of 300 devices at once, cold
//     caches and JIT are start-up, not the steady state), lost/duplicated count every action;
//  4. latency = SSE receive time − send time of the bid POST that produced that seq, at every client;
//     lost / duplicated seqs per client; accepted bids/s over the driving phase;
//  5. the same latency for a bare node:http server in a process of its own (scripts/bench/
//     bare-server.mjs), after the app has been
//     stopped (same clients, message size and rate): each bid POSTed to it and broadcast on
//     arrival — bid→delivery, as measured for the app, the ratio's denominator — and, for
//     reference, the same with each bid appended to an O_DSYNC file first (what durability alone
//     costs, without a database) and broadcasting alone on a timer (no POST).
// The last line is `ratio p99 app/bare = X`. Targets: X ≤ 2, ≥ 1,000 bids/s, 0 lost, 0 duplicated.
// By default the drivers are paced (open loop) at 1,300 actions/s in all, about 1,080 bids/s: one
// run then checks the throughput target and measures latency at that throughput. `--rate 0`
// drives flat out (closed loop: each driver waits for its answer), which measures capacity; its
// latency is then queueing (in-flight requests / throughput), whatever the server does per bid.
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { CLOCK_TICKS, PROFILE_KINDS, WHAT_IFS, descendants, ensureBuild, startApp, treeCpuTicks, type ProfileKind, type RunningApp, type WhatIf } from "./bench/app";
import { runBare } from "./bench/bare";
import { CookieJar, HttpClient, expectOk, mapLimit, type HttpResult } from "./bench/http";
import { formatShares, pressureBySlowWindows, samplePressure, type SlowWindowPressure } from "./bench/pressure";
import { SseClient, type DraftMessage } from "./bench/sse";
import { ms, round, roundSummary, summarize, table, type Summary } from "./bench/stats";

const USAGE =
  "Usage: npm run bench:draft -- [--events N] [--clients N] [--seconds S] [--warmup S] [--players 2-6] [--inflight N] [--rate ACTIONS_PER_S] [--raises MIN-MAX] [--port P] [--pg-port P] [--data-dir DIR] [--bare-seconds S] [--skip-build] [--profile DIR [--profile-kind cpu|heap|light] [--what-if hub-pool|no-write]]";
const COMPOSITION = { wills: 12, minor: 8, medium: 11, major: 5 };

// ---------------------------------------------------------------- options

interface Options {
  events: number;
  clients: number;
  seconds: number;
  /** Driven but not measured, before --seconds (latency, rates, CPU). */
  warmup: number;
  players: number;
  inflight: number;
  /** Total accepted actions per second to aim for across all events (open loop); 0 = flat out. */
  rate: number;
  raises: [number, number];
  port: number;
  pgPort: number;
  dataDir: string;
  bareSeconds: number;
  skipBuild: boolean;
  profileDir: string | undefined;
  whatIf: WhatIf | undefined;
  profileKind: ProfileKind;
}

/** A flag's value checked against the values it may take (absent stays absent). */
function oneOf<T extends string>(name: string, raw: string, allowed: readonly T[]): T;
function oneOf<T extends string>(name: string, raw: string | undefined, allowed: readonly T[]): T | undefined;
function oneOf<T extends string>(name: string, raw: string | undefined, allowed: readonly T[]): T | undefined {
  if (raw === undefined || (allowed as readonly string[]).includes(raw)) return raw as T | undefined;
  throw new Error(`--${name} is one of ${allowed.join(", ")}, got "${raw}"`);
}

function options(): Options {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      events: { type: "string", default: "50" },
      clients: { type: "string", default: "300" },
      seconds: { type: "string", default: "20" },
      warmup: { type: "string", default: "3" },
      players: { type: "string", default: "6" },
      inflight: { type: "string", default: "1" },
      rate: { type: "string", default: "1300" },
      raises: { type: "string", default: "15-30" },
      port: { type: "string", default: "3990" },
      "pg-port": { type: "string", default: "25790" },
      "data-dir": { type: "string", default: ".data/bench" },
      "bare-seconds": { type: "string" },
      "skip-build": { type: "boolean", default: false },
      profile: { type: "string" },
      "what-if": { type: "string" },
      "profile-kind": { type: "string", default: "cpu" },
    },
    strict: true,
    allowPositionals: false,
  });
  const int = (name: string, raw: string | undefined, min: number, max: number) => {
    const n = Number(raw);
    if (!/^\d+$/.test(raw ?? "") || n < min || n > max) throw new Error(`--${name} must be an integer in ${min}..${max}, got "${raw}"`);
    return n;
  };
  const raises = /^(\d+)-(\d+)$/.exec(values.raises ?? "");
  if (!raises || Number(raises[1]) > Number(raises[2])) throw new Error(`--raises must look like 15-30, got "${values.raises}"`);
  const seconds = int("seconds", values.seconds, 1, 3600);
  const o: Options = {
    events: int("events", values.events, 1, 1000),
    clients: int("clients", values.clients, 1, 20_000),
    seconds,
    warmup: int("warmup", values.warmup, 0, 600),
    players: int("players", values.players, 2, 6),
    inflight: int("inflight", values.inflight, 1, 6),
    rate: int("rate", values.rate, 0, 100_000),
    raises: [Number(raises[1]), Number(raises[2])],
    port: int("port", values.port, 1024, 65535),
    pgPort: int("pg-port", values["pg-port"], 1024, 65535),
    dataDir: path.resolve(values["data-dir"]!),
    bareSeconds: values["bare-seconds"] === undefined ? seconds : int("bare-seconds", values["bare-seconds"], 1, 3600),
    skipBuild: values["skip-build"] === true,
    profileDir: values.profile === undefined ? undefined : path.resolve(values.profile),
    whatIf: oneOf("what-if", values["what-if"], WHAT_IFS),
    profileKind: oneOf("profile-kind", values["profile-kind"]!, PROFILE_KINDS),
  };
  if (o.whatIf && !o.profileDir) throw new Error("--what-if needs --profile DIR (the probe applies it)");
  if (o.clients < o.events) throw new Error(`--clients (${o.clients}) must be at least --events (${o.events}): every event has a projector stream`);
  if (!o.dataDir.startsWith(path.resolve(".data") + path.sep)) throw new Error(`--data-dir must be under .data/ (it is deleted first), got ${o.dataDir}`);
  return o;
}

// ---------------------------------------------------------------- the app's shapes (as sent)

interface Auction {
  cardId: string;
  chooser: number;
  best: { player: number; amount: number } | null;
  awaiting: number[];
}

interface View {
  seq: number;
  status: "running" | "paused" | "finished";
  draft: { active: number | null; auction: Auction | null; table: string[]; tableNo: number; turnIndex: number; finished: boolean };
}

interface PlayResponse {
  seq: number;
  duplicate: boolean;
  view: View;
}

interface Player {
  index: number;
  jar: CookieJar;
}

type Kind = "choose" | "bid" | "match" | "pass";

interface EventRun {
  n: number;
  id: string;
  joinCode: string;
  players: Player[];
  clients: SseClient[];
  /** Newest view known to the driver (from its stream or a play response). */
  view: View | null;
  wake: (() => void) | null;
  /** seq → performance.now() when the POST that produced it was sent. */
  sentAt: Map<number, number>;
  /** seq → what the accepted action was (latencies are reported for bids). */
  kindOf: Map<number, Kind>;
  /** POST send → response received, per accepted action. */
  roundTrips: number[];
  /** seq → when its POST response arrived. */
  answeredAt: Map<number, number>;
  finished: boolean;
}

const log = (line: string) => process.stderr.write(`» ${line}\n`);
const sleep = (msec: number) => new Promise((r) => setTimeout(r, msec));

// ---------------------------------------------------------------- setup through the HTTP API

async function login(http: HttpClient, app: RunningApp): Promise<CookieJar> {
  const jar = new CookieJar();
  const { csrfToken } = expectOk(await http.request("GET", "/api/auth/csrf", { jar }), "GET /api/auth/csrf") as { csrfToken: string };
  const res = await http.request("POST", "/api/auth/callback/credentials", {
    jar,
    form: { csrfToken, email: app.login.email, password: app.login.password, json: "true", callbackUrl: `http://127.0.0.1:${app.port}/` },
  });
  if (!jar.get("next-auth.session-token")) throw new Error(`organizer login failed: HTTP ${res.status} ${res.text.slice(0, 200)}`);
  return jar;
}

async function setup(http: HttpClient, organizer: CookieJar, o: Options): Promise<EventRun[]> {
  const { sets } = expectOk(await http.request("GET", "/api/card-sets"), "GET /api/card-sets") as { sets: { id: string; source: string; name: string }[] };
  const set = sets.find((s) => s.source === "bundled");
  if (!set) throw new Error("no bundled card set");

  const events = await mapLimit(Array.from({ length: o.events }, (_, n) => n), 8, async (n): Promise<EventRun> => {
    const body = { name: `Bench draft ${n + 1}`, format: "draft_bazaar", bestOf: 1, cardSetId: set.id };
    const { id, joinCode } = expectOk(await http.request("POST", "/api/events", { jar: organizer, json: body }), "POST /api/events") as { id: string; joinCode: string };
    return { n, id, joinCode, players: [], clients: [], view: null, wake: null, sentAt: new Map(), kindOf: new Map(), roundTrips: [], answeredAt: new Map(), finished: false };
  });
  log(`created ${events.length} events on "${set.name}"`);

  // Players join one after another within an event (seat order = join order), events in parallel.
  await mapLimit(events, 10, async (ev) => {
    for (let p = 0; p < o.players; p++) {
      const jar = new CookieJar();
      const res = expectOk(await http.request("POST", "/api/join", { jar, json: { code: ev.joinCode, name: `Bench ${p + 1}` } }), "POST /api/join") as { seat: { position: number } };
      if (!jar.get("bz_device")) throw new Error("POST /api/join set no bz_device cookie");
      ev.players.push({ index: res.seat.position - 1, jar });
    }
    ev.players.sort((a, b) => a.index - b.index);
  });
  log(`${o.events * o.players} players joined`);

  await mapLimit(events, 8, async (ev) => {
    const body = { composition: COMPOSITION, acceptShortDraft: false, clockSeconds: null };
    expectOk(await http.request("POST", `/api/events/${ev.id}/draft`, { jar: organizer, json: body }), "POST /api/events/:id/draft");
  });
  log(`${o.events} drafts started`);
  return events;
}

/** One projector per event, the rest phones of the event's players (round robin). */
async function openStreams(events: EventRun[], o: Options, port: number): Promise<void> {
  const plan: { ev: EventRun; k: number }[] = [];
  events.forEach((ev, e) => {
    const count = Math.floor(o.clients / o.events) + (e < o.clients % o.events ? 1 : 0);
    for (let k = 0; k < count; k++) plan.push({ ev, k });
  });
  const onMessage = (ev: EventRun) => (msg: DraftMessage) => {
    const view = msg.view as View | undefined;
    if (view && (!ev.view || view.seq > ev.view.seq)) {
      ev.view = view;
      ev.wake?.();
    }
  };
  await mapLimit(plan, 20, async ({ ev, k }) => {
    const phone = k === 0 ? null : ev.players[(k - 1) % ev.players.length]!;
    const client = new SseClient({
      port,
      path: `/api/events/${ev.id}/draft/stream?as=${phone ? "phone" : "projector"}`,
      cookie: phone?.jar.header(),
      onMessage: k === 0 ? onMessage(ev) : undefined,
    });
    ev.clients.push(client);
    await Promise.race([client.ready, sleep(30_000).then(() => Promise.reject(new Error(`stream ${client.opts.path} sent nothing in 30 s: ${client.errors.join("; ")}`)))]);
  });
  log(`${plan.length} SSE streams open`);
}

// ---------------------------------------------------------------- the drivers

interface Counters {
  accepted: Record<Kind, number>;
  duplicateAnswers: number;
  refused: Record<string, number>;
  errors: Record<string, number>;
}

const randomInt = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo + 1));
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

interface Planned {
  player: number;
  body: { type: Kind; cardId?: string; amount?: number; seenSeq: number; idempotencyKey: string };
}

/** The next actions for this view: the active player chooses; then raises until the auction's
 * budget of raises is spent, then everyone awaited passes (concurrently when --inflight > 1). */
function plan(view: View, state: { auctionKey: string; raisesLeft: number }, o: Options, key: () => string): Planned[] {
  const d = view.draft;
  if (!d.auction) {
    if (d.active === null) return [];
    return [{ player: d.active, body: { type: "choose", cardId: pick(d.table), seenSeq: view.seq, idempotencyKey: key() } }];
  }
  const a = d.auction;
  const auctionKey = `${d.tableNo}/${d.turnIndex}/${a.cardId}`;
  if (auctionKey !== state.auctionKey) {
    state.auctionKey = auctionKey;
    state.raisesLeft = randomInt(o.raises[0], o.raises[1]);
  }
  // Nobody may open on their own choice; after that, anyone awaited may raise.
  const bidders = a.awaiting.filter((p) => a.best !== null || p !== a.chooser);
  if (state.raisesLeft > 0 && bidders.length > 0) {
    const chosen = [...bidders].sort(() => Math.random() - 0.5).slice(0, o.inflight);
    const base = a.best?.amount ?? 0;
    return chosen.map((player, i) => ({ player, body: { type: "bid", amount: base + 5 * (i + 1), seenSeq: view.seq, idempotencyKey: key() } }));
  }
  return a.awaiting.slice(0, o.inflight).map((player) => ({ player, body: { type: "pass", seenSeq: view.seq, idempotencyKey: key() } }));
}

async function post(http: HttpClient, ev: EventRun, p: Planned, counters: Counters): Promise<HttpResult | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      // The same idempotency key on a retry: the server answers a replay with the original seq.
      return await http.request("POST", `/api/events/${ev.id}/draft/play`, { jar: ev.players[p.player]!.jar, json: p.body, timeoutMs: 20_000 });
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
      counters.errors[code] = (counters.errors[code] ?? 0) + 1;
      if (attempt >= 3) return null;
      await sleep(50);
    }
  }
}

async function drive(http: HttpClient, ev: EventRun, o: Options, measureFrom: number, until: number, counters: Counters): Promise<void> {
  const state = { auctionKey: "", raisesLeft: 0 };
  let counter = 0;
  const key = () => `bench-${ev.n}-${++counter}-${randomBytes(4).toString("hex")}`;
  // --rate paces each event's driver (latency below saturation); 0 drives flat out (throughput).
  const interval = o.rate > 0 ? (1000 * o.events) / o.rate : 0;
  let nextAt = performance.now() + Math.random() * interval;
  while (performance.now() < until) {
    if (interval > 0) {
      await sleep(Math.max(0, nextAt - performance.now()));
      nextAt += interval;
    }
    const view = ev.view;
    if (!view || view.status !== "running" || view.draft.finished) {
      ev.finished = view?.status === "finished" || view?.draft.finished === true;
      if (ev.finished) return;
      await waitForNewer(ev, view?.seq ?? -1, 200);
      continue;
    }
    const actions = plan(view, state, o, key);
    if (actions.length === 0) {
      await waitForNewer(ev, view.seq, 200);
      continue;
    }
    let progressed = false;
    await Promise.all(
      actions.map(async (a) => {
        const sent = performance.now();
        const res = await post(http, ev, a, counters);
        const answered = performance.now();
        if (!res) return;
        if (res.status === 200) {
          const r = res.json as PlayResponse;
          const measured = sent >= measureFrom;
          if (r.duplicate) counters.duplicateAnswers++;
          else if (measured) counters.accepted[a.body.type]++;
          if (!ev.sentAt.has(r.seq)) {
            ev.sentAt.set(r.seq, sent);
            ev.kindOf.set(r.seq, a.body.type);
            ev.answeredAt.set(r.seq, answered);
            if (measured) ev.roundTrips.push(answered - sent);
          }
          if (a.body.type === "bid") state.raisesLeft--;
          if (!ev.view || r.view.seq > ev.view.seq) ev.view = r.view;
          progressed = true;
        } else if (res.status === 409 || res.status === 422) {
          const err = (res.json as { error?: { code?: string; details?: { view?: View } } } | undefined)?.error;
          const code = `${res.status} ${err?.code ?? "?"}`;
          counters.refused[code] = (counters.refused[code] ?? 0) + 1;
          const fresh = err?.details?.view;
          if (fresh && (!ev.view || fresh.seq > ev.view.seq)) ev.view = fresh;
        } else {
          const code = `HTTP ${res.status}`;
          counters.errors[code] = (counters.errors[code] ?? 0) + 1;
          if (counters.errors[code] === 1) log(`POST play → ${res.status}: ${res.text.slice(0, 300)}`);
        }
      }),
    );
    if (!progressed && ev.view?.seq === view.seq) await waitForNewer(ev, view.seq, 100);
  }
}

function waitForNewer(ev: EventRun, seq: number, timeoutMs: number): Promise<void> {
  if (ev.view && ev.view.seq > seq) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, timeoutMs);
    function done() {
      clearTimeout(timer);
      ev.wake = null;
      resolve();
    }
    ev.wake = done;
  });
}

// ---------------------------------------------------------------- measuring

/** A delivery slower than this counts as slow; slow ones are grouped by the 100-ms window of their send. */
const SLOW_MS = 10;

interface Delivery {
  latencies: number[];
  /** Send times (ms) of the measured deliveries slower than SLOW_MS. */
  slowSentAt: number[];
  afterAnswer: number[];
  lost: number;
  duplicated: number;
  outOfOrder: number;
  reconnects: number;
  expected: number;
  messages: number;
  dataBytes: number;
  clientErrors: string[];
}

/** Lost/duplicated over every accepted seq; latencies over bids (when the kinds are known) sent
 * at or after `measureFrom` (the end of the warm-up). */
function deliveries(groups: { sentAt: Map<number, number>; answeredAt?: Map<number, number>; kindOf?: Map<number, Kind>; clients: SseClient[] }[], measureFrom: number): Delivery {
  const out: Delivery = { latencies: [], slowSentAt: [], afterAnswer: [], lost: 0, duplicated: 0, outOfOrder: 0, reconnects: 0, expected: 0, messages: 0, dataBytes: 0, clientErrors: [] };
  for (const g of groups) {
    for (const client of g.clients) {
      out.duplicated += client.duplicates;
      out.outOfOrder += client.outOfOrder;
      out.reconnects += client.reconnects;
      out.messages += client.messages;
      out.dataBytes += client.dataBytes;
      out.clientErrors.push(...client.errors);
      for (const [seq, sent] of g.sentAt) {
        if (client.firstSeq !== null && seq <= client.firstSeq) continue;
        out.expected++;
        const at = client.received.get(seq);
        if (at === undefined) {
          out.lost++;
          continue;
        }
        if ((g.kindOf && g.kindOf.get(seq) !== "bid") || sent < measureFrom) continue;
        out.latencies.push(at - sent);
        if (at - sent > SLOW_MS) out.slowSentAt.push(sent);
        const answered = g.answeredAt?.get(seq);
        if (answered !== undefined) out.afterAnswer.push(at - answered);
      }
    }
  }
  return out;
}

async function grace(groups: { sentAt: Map<number, number>; clients: SseClient[] }[], timeoutMs: number): Promise<void> {
  const until = performance.now() + timeoutMs;
  const missing = () =>
    groups.some((g) => {
      const last = Math.max(-1, ...g.sentAt.keys());
      return g.clients.some((c) => c.maxSeq < last);
    });
  while (missing() && performance.now() < until) await sleep(25);
}

function cpuPercent(before: Map<string, number>, after: Map<string, number>, seconds: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [label, ticks] of after) {
    const used = ticks - (before.get(label) ?? 0);
    if (used > 0) out[label] = Math.round((used / CLOCK_TICKS / seconds) * 100);
  }
  return out;
}

// ---------------------------------------------------------------- main

async function main(): Promise<number> {
  let o: Options;
  try {
    o = options();
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!o.skipBuild) {
    log("checking the production build (bash scripts/ensure.sh build)");
    ensureBuild();
  }
  log(`starting scripts/serve.ts on 127.0.0.1:${o.port} (embedded PostgreSQL on ${o.pgPort}, data ${path.relative(process.cwd(), o.dataDir)})`);
  const app = await startApp({ port: o.port, pgPort: o.pgPort, dataDir: o.dataDir, profileDir: o.profileDir, whatIf: o.whatIf, profileKind: o.profileKind });
  if (o.profileDir) mkdirSync(o.profileDir, { recursive: true });
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

  const appResult = await runApp(app, http, o, (s) => (streams = s)).finally(async () => {
    await stopAll();
    log("app stopped");
  });

  // ---- baselines, with the app already stopped, at the app's message rate and size: a bare
  // node:http server that gets each bid as a POST and broadcasts it (the same bid→delivery path
  // as the app's, without the app: this is the ratio's denominator), then broadcasting alone.
  const { ratePerChannel, dataBytes } = appResult.shape;
  const runBaseline = async (mode: "post" | "durable" | "timer") => {
    const what = { post: "bid POST → SSE broadcast", durable: "bid POST → O_DSYNC append → SSE broadcast", timer: "SSE broadcast" }[mode];
    log(`bare ${what}: ${o.clients} clients, ${o.events} channels × ${ratePerChannel.toFixed(1)} msg/s, ${dataBytes} B per message, ${o.bareSeconds} s`);
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const sampler = samplePressure();
    const run = await runBare({ clientsPerChannel: appResult.clientsPerEvent, warmup: o.warmup, seconds: o.bareSeconds, ratePerChannel, dataBytes, mode, logFile: path.join(o.dataDir, "bare-durable.log") });
    loop.disable();
    const samples = sampler.stop();
    const delivery = deliveries(run.channels, run.measureFrom);
    const pressure = pressureBySlowWindows(samples, delivery.slowSentAt, run.measureFrom, run.measureFrom + run.wallMs);
    return { rate: run.broadcasts / (run.wallMs / 1000), delivery, latency: summarize(delivery.latencies), loopP99: loop.percentile(99) / 1e6, pressure };
  };
  const bareBid = await runBaseline("post");
  const bareDurable = await runBaseline("durable");
  const bareCast = await runBaseline("timer");

  report(o, appResult, bareBid, bareCast, bareDurable);
  return 0;
}

async function runApp(app: RunningApp, http: HttpClient, o: Options, track: (s: SseClient[]) => void) {
  const organizer = await login(http, app);
  log(`logged in as ${app.login.email}`);
  const events = await setup(http, organizer, o);
  await openStreams(events, o, app.port);
  track(events.flatMap((e) => e.clients));

  const counters: Counters = { accepted: { choose: 0, bid: 0, match: 0, pass: 0 }, duplicateAnswers: 0, refused: {}, errors: {} };
  log(`driving ${o.events} drafts for ${o.warmup} s of warm-up, then ${o.seconds} s measured`);
  const loop = monitorEventLoopDelay({ resolution: 5 });
  // Other programs on the machine skew every number here: say how busy it was.
  const loadBefore = loadavg()[0]!;
  const profiled = o.profileDir ? descendants(app.pid, "bazaar-app") : [];
  const started = performance.now();
  const measureFrom = started + o.warmup * 1000;
  const until = measureFrom + o.seconds * 1000;
  let cpuBefore = treeCpuTicks(app.pid);
  let benchCpuBefore = process.cpuUsage();
  const sampler = samplePressure();
  const warmedUp = sleep(o.warmup * 1000).then(() => {
    loop.enable();
    for (const pid of profiled) process.kill(pid, "SIGUSR2");
    cpuBefore = treeCpuTicks(app.pid);
    benchCpuBefore = process.cpuUsage();
  });
  await Promise.all([warmedUp, ...events.map((ev) => drive(http, ev, o, measureFrom, until, counters))]);
  const wallMs = performance.now() - measureFrom;
  const pressureSamples = sampler.stop();
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const cpuAfter = treeCpuTicks(app.pid);
  for (const pid of profiled) process.kill(pid, "SIGUSR2");
  if (profiled.length) log(`app server (pid ${profiled.join(", ")}) probed → ${o.profileDir}/${o.profileKind === "light" ? "" : `<pid>.${o.profileKind}profile, `}<pid>.probe.json`);
  loop.disable();
  await grace(events, 10_000);
  const graceMs = performance.now() - measureFrom - wallMs;
  const delivery = deliveries(events, measureFrom);
  const pressure = pressureBySlowWindows(pressureSamples, delivery.slowSentAt, measureFrom, measureFrom + wallMs);
  for (const ev of events) for (const c of ev.clients) c.close();

  // Messages each stream got in the measured window: one per accepted action sent in it.
  const measuredActions = events.reduce((sum, ev) => sum + [...ev.sentAt.values()].filter((t) => t >= measureFrom).length, 0);
  const cpu = cpuPercent(cpuBefore, cpuAfter, wallMs / 1000);
  cpu["bench (this process)"] = Math.round(((benchCpu.user + benchCpu.system) / 1e6 / (wallMs / 1000)) * 100);
  return {
    wallMs,
    graceMs,
    counters,
    delivery,
    latency: summarize(delivery.latencies),
    afterAnswer: summarize(delivery.afterAnswer),
    roundTrip: summarize(events.flatMap((e) => e.roundTrips)),
    finishedDrafts: events.filter((e) => e.finished).length,
    clientsPerEvent: events.map((e) => e.clients.length),
    benchLoopP99: loop.percentile(99) / 1e6,
    pressure,
    loadBefore,
    cpu,
    shape: {
      ratePerChannel: Math.max(0.1, measuredActions / events.length / (wallMs / 1000)),
      dataBytes: Math.round(delivery.dataBytes / Math.max(1, delivery.messages)),
    },
  };
}

interface Baseline {
  rate: number;
  delivery: Delivery;
  latency: Summary;
  loopP99: number;
  pressure: SlowWindowPressure;
}

/** How many deliveries were slow, and in how many 100-ms windows they were sent: a few windows
 * holding most of them is a stall (everything in flight waited), many windows is steady queueing. */
function slow(d: Delivery): string {
  const share = d.latencies.length ? (100 * d.slowSentAt.length) / d.latencies.length : 0;
  return `${d.slowSentAt.length} (${share.toFixed(2)} %) in ${new Set(d.slowSentAt.map((t) => Math.floor(t / 100))).size}`;
}

function report(o: Options, a: Awaited<ReturnType<typeof runApp>>, bareBid: Baseline, bareCast: Baseline, bareDurable: Baseline) {
  const { rate: bareRate, delivery: bare, latency: bareLat, loopP99: bareLoopP99 } = bareBid;
  const seconds = a.wallMs / 1000;
  const accepted = Object.values(a.counters.accepted).reduce((x, y) => x + y, 0);
  const bidsPerSecond = a.counters.accepted.bid / seconds;
  const refused = Object.values(a.counters.refused).reduce((x, y) => x + y, 0);
  const errors = Object.values(a.counters.errors).reduce((x, y) => x + y, 0);
  const ratio = a.latency.p99 / bareLat.p99;

  const lines = [
    "",
    `Draft realtime benchmark${o.whatIf ? ` [WHAT-IF ${o.whatIf}: not the app as shipped]` : ""} — ${o.events} events × ${o.players} players, ${a.clientsPerEvent.reduce((x, y) => x + y, 0)} SSE clients, ${seconds.toFixed(1)} s measured after ${o.warmup} s of warm-up, inflight ${o.inflight}/event${o.rate ? `, paced at ${o.rate} actions/s` : ", flat out"}`,
    "",
    table([
      ["latency (ms)", "n", "p50", "p95", "p99", "max"],
      ["app  bid→delivery", String(a.latency.n), ms(a.latency.p50), ms(a.latency.p95), ms(a.latency.p99), ms(a.latency.max)],
      ["app  play POST round trip", String(a.roundTrip.n), ms(a.roundTrip.p50), ms(a.roundTrip.p95), ms(a.roundTrip.p99), ms(a.roundTrip.max)],
      ["app  bid response→delivery", String(a.afterAnswer.n), ms(a.afterAnswer.p50), ms(a.afterAnswer.p95), ms(a.afterAnswer.p99), ms(a.afterAnswer.max)],
      ["bare bid POST→delivery", String(bareLat.n), ms(bareLat.p50), ms(bareLat.p95), ms(bareLat.p99), ms(bareLat.max)],
      ["bare SSE broadcast only", String(bareCast.latency.n), ms(bareCast.latency.p50), ms(bareCast.latency.p95), ms(bareCast.latency.p99), ms(bareCast.latency.max)],
      ["bare POST→O_DSYNC→delivery", String(bareDurable.latency.n), ms(bareDurable.latency.p50), ms(bareDurable.latency.p95), ms(bareDurable.latency.p99), ms(bareDurable.latency.max)],
    ]),
    "",
    table([
      ["throughput and integrity", "app", "bare bid"],
      ["accepted bids/s", bidsPerSecond.toFixed(0), ""],
      ["accepted actions/s", (accepted / seconds).toFixed(0), bareRate.toFixed(0)],
      ["accepted choose/bid/pass", `${a.counters.accepted.choose}/${a.counters.accepted.bid}/${a.counters.accepted.pass}`, ""],
      ["refused (409/422)", String(refused), ""],
      ["errors (network/5xx)", String(errors), ""],
      ["lost", String(a.delivery.lost), String(bare.lost)],
      ["duplicated", String(a.delivery.duplicated), String(bare.duplicated)],
      ["out of order", String(a.delivery.outOfOrder), String(bare.outOfOrder)],
      ["stream reconnects", String(a.delivery.reconnects), String(bare.reconnects)],
      ["SSE messages received", String(a.delivery.messages), String(bare.messages)],
      ["avg data bytes/message", String(a.shape.dataBytes), String(Math.round(bare.dataBytes / Math.max(1, bare.messages)))],
      [`deliveries > ${SLOW_MS} ms (in 100-ms windows)`, slow(a.delivery), slow(bare)],
      ["CPU pressure %: those windows / the rest", formatShares(a.pressure, "cpu"), formatShares(bareBid.pressure, "cpu")],
      ["I/O pressure %: those windows / the rest", formatShares(a.pressure, "io"), formatShares(bareBid.pressure, "io")],
      ["bench event-loop p99 (ms)", ms(a.benchLoopP99), ms(bareLoopP99)],
    ]),
    "",
    `CPU during driving (% of one core): ${Object.entries(a.cpu)
      .sort((x, y) => y[1] - x[1])
      .map(([k, v]) => `${k} ${v}%`)
      .join(", ")}`,
    `machine: ${cpus().length} cores, 1-min load average ${a.loadBefore.toFixed(2)} before driving (the app's own setup included)`,
    `targets: ratio ≤ 2 → ${ratio <= 2 ? "met" : "NOT met"}; ≥ 1000 bids/s → ${bidsPerSecond >= 1000 ? "met" : "NOT met"}; 0 lost → ${a.delivery.lost === 0 ? "met" : "NOT met"}; 0 duplicated → ${a.delivery.duplicated === 0 ? "met" : "NOT met"}`,
  ];
  if (Object.keys(a.counters.refused).length) lines.push(`refused by code: ${JSON.stringify(a.counters.refused)}`);
  if (errors) lines.push(`errors by code: ${JSON.stringify(a.counters.errors)}`);
  const clientErrors = [...new Set(a.delivery.clientErrors)];
  if (clientErrors.length) lines.push(`stream errors: ${clientErrors.slice(0, 5).join(" | ")}`);
  console.log(lines.join("\n"));
  console.log(
    JSON.stringify({
      events: o.events,
      players: o.players,
      clients: a.clientsPerEvent.reduce((x, y) => x + y, 0),
      inflight: o.inflight,
      seconds: round(seconds),
      warmupSeconds: o.warmup,
      cores: cpus().length,
      loadAverageBefore: round(a.loadBefore),
      graceMs: Math.round(a.graceMs),
      app: {
        latencyMs: roundSummary(a.latency),
        slowDeliveries: { overMs: SLOW_MS, count: a.delivery.slowSentAt.length, windows100ms: new Set(a.delivery.slowSentAt.map((t) => Math.floor(t / 100))).size },
        postRoundTripMs: roundSummary(a.roundTrip),
        responseToDeliveryMs: roundSummary(a.afterAnswer),
        acceptedBidsPerSecond: round(bidsPerSecond, 1),
        acceptedActionsPerSecond: round(accepted / seconds, 1),
        accepted: a.counters.accepted,
        duplicateAnswers: a.counters.duplicateAnswers,
        refused,
        refusedByCode: a.counters.refused,
        errors: a.counters.errors,
        expectedDeliveries: a.delivery.expected,
        lost: a.delivery.lost,
        duplicated: a.delivery.duplicated,
        outOfOrder: a.delivery.outOfOrder,
        reconnects: a.delivery.reconnects,
        messages: a.delivery.messages,
        avgDataBytes: a.shape.dataBytes,
        messagesPerEventPerSecond: round(a.shape.ratePerChannel, 1),
        finishedDrafts: a.finishedDrafts,
        benchEventLoopP99Ms: round(a.benchLoopP99),
        pressurePercent: a.pressure,
        cpuPercent: a.cpu,
      },
      bare: {
        latencyMs: roundSummary(bareLat),
        broadcastsPerSecond: round(bareRate, 1),
        expectedDeliveries: bare.expected,
        lost: bare.lost,
        duplicated: bare.duplicated,
        messages: bare.messages,
        benchEventLoopP99Ms: round(bareLoopP99),
        pressurePercent: bareBid.pressure,
      },
      bareBroadcastOnly: { latencyMs: roundSummary(bareCast.latency), lost: bareCast.delivery.lost, duplicated: bareCast.delivery.duplicated },
      ratioP99: round(ratio),
      ratioP99VsBroadcastOnly: round(a.latency.p99 / bareCast.latency.p99),
      bareDurable: { latencyMs: roundSummary(bareDurable.latency), lost: bareDurable.delivery.lost, duplicated: bareDurable.delivery.duplicated },
      ratioP99VsDurableFloor: round(a.latency.p99 / bareDurable.latency.p99),
    }),
  );
  console.log(`(against broadcasting alone, without the bid's POST: ${(a.latency.p99 / bareCast.latency.p99).toFixed(2)}; against the bare server appending each bid durably first: ${(a.latency.p99 / bareDurable.latency.p99).toFixed(2)})`);
  console.log(`ratio p99 app/bare = ${Number.isFinite(ratio) ? ratio.toFixed(2) : "n/a"}`);
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`\n✖ bench:draft failed: ${(err as Error).stack ?? err}`);
    process.exit(1);
  },
);

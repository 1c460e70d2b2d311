// Runs the load on the app: per event, a driver posts the chosen legal actions as the right player
// (./chooser.ts), paced open loop at --rate (or flat out with --rate 0), for --warmup then
// --seconds; only what was sent after the warm-up is measured. Around it: the app's CPU by
// process, Linux's pressure, the bench's own event loop, and the optional probe's start and stop.
import { loadavg } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { DraftViewMessage } from "@/lib/kartomantik/drafts/views";
import type { PlayResult } from "@/lib/kartomantik/drafts/play-input";
import { cpuPercent, descendants, treeCpuTicks, type RunningApp } from "./app";
import { chooseActions, newBudget, type PlannedAction } from "./chooser";
import type { Options } from "./cli";
import { deliveries, grace, type Delivery } from "./delivery";
import type { HttpClient, HttpResult } from "./http";
import { pressureBySlowWindows, samplePressure, type SlowWindowPressure } from "./pressure";
import { SeededRandom } from "./random";
import { login, log, openStreams, setupEvents, sleep, type EventRun } from "./setup";
import type { SseClient } from "./sse";
import { summarize, type Summary } from "./stats";
import { measureWindows, timeWindows, type Window } from "./windows";

export type Kind = PlannedAction["body"]["type"];

export interface Counters {
  accepted: Record<Kind, number>;
  duplicateAnswers: number;
  refused: Record<string, number>;
  errors: Record<string, number>;
}

export interface AppRun {
  wallMs: number;
  graceMs: number;
  counters: Counters;
  delivery: Delivery;
  latency: Summary;
  afterAnswer: Summary;
  roundTrip: Summary;
  finishedDrafts: number;
  clientsPerEvent: number[];
  benchLoopP99: number;
  pressure: SlowWindowPressure;
  loadBefore: number;
  cpu: Record<string, number>;
  /** The measured window's repeats, each on its own. */
  windows: Window[];
  /** The app's message rate per event and size: the bare server is driven alike. */
  shape: { ratePerChannel: number; dataBytes: number };
}

async function post(http: HttpClient, ev: EventRun, p: PlannedAction, counters: Counters): Promise<HttpResult | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      // The same idempotency key on a retry: the server answers a replay with the original seq.
      const jar = ev.players[p.player]!.jar;
      return await http.request("POST", `/api/kartomantik/events/${ev.id}/draft/play`, {
        jar,
        json: p.body,
        timeoutMs: 20_000,
      });
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
      counters.errors[code] = (counters.errors[code] ?? 0) + 1;
      if (attempt >= 3) return null;
      await sleep(50);
    }
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

/** Records one answer to a planned action: accepted (with its timings), refused, or an error. */
function record(
  ev: EventRun,
  a: PlannedAction,
  res: HttpResult,
  sent: number,
  answered: number,
  measureFrom: number,
  counters: Counters,
): boolean {
  if (res.status === 200) {
    const r = res.json as PlayResult;
    const measured = sent >= measureFrom;
    if (r.duplicate) counters.duplicateAnswers++;
    else if (measured) counters.accepted[a.body.type]++;
    if (!ev.sentAt.has(r.seq)) {
      ev.sentAt.set(r.seq, sent);
      ev.kindOf.set(r.seq, a.body.type);
      ev.answeredAt.set(r.seq, answered);
      if (measured) ev.roundTrips.push(answered - sent);
    }
    if (!ev.view || r.view.seq > ev.view.seq) ev.view = r.view;
    return true;
  }
  if (res.status === 409 || res.status === 422) {
    const err = (res.json as { error?: { code?: string; details?: { view?: DraftViewMessage } } } | undefined)?.error;
    const code = `${res.status} ${err?.code ?? "?"}`;
    counters.refused[code] = (counters.refused[code] ?? 0) + 1;
    const fresh = err?.details?.view;
    if (fresh && (!ev.view || fresh.seq > ev.view.seq)) ev.view = fresh;
    return false;
  }
  const code = `HTTP ${res.status}`;
  counters.errors[code] = (counters.errors[code] ?? 0) + 1;
  if (counters.errors[code] === 1) log(`POST play → ${res.status}: ${res.text.slice(0, 300)}`);
  return false;
}

/** One event's driver: its own PRNG stream of the run's seed (event n), so events draw independently. */
async function drive(
  http: HttpClient,
  ev: EventRun,
  o: Options,
  measureFrom: number,
  until: number,
  counters: Counters,
): Promise<void> {
  const random = new SeededRandom(o.seed, ev.n);
  const budget = newBudget();
  let counter = 0;
  // Unique per draft (each run starts from an empty database), the same on a retry.
  const key = () => `bench-${ev.n}-${++counter}`;
  // --rate paces each event's driver (latency below saturation); 0 drives flat out (throughput).
  const interval = o.rate > 0 ? (1000 * o.events) / o.rate : 0;
  let nextAt = performance.now() + random.fraction() * interval;
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
    const actions = chooseActions(view, budget, o, random, key);
    if (actions.length === 0) {
      await waitForNewer(ev, view.seq, 200);
      continue;
    }
    let progressed = false;
    await Promise.all(
      actions.map(async (a) => {
        const sent = performance.now();
        const res = await post(http, ev, a, counters);
        if (!res || !record(ev, a, res, sent, performance.now(), measureFrom, counters)) return;
        if (a.body.type === "bid") budget.raisesLeft--;
        progressed = true;
      }),
    );
    if (!progressed && ev.view?.seq === view.seq) await waitForNewer(ev, view.seq, 100);
  }
}

/** Sets the events up, opens the streams, drives them and measures; `track` gets the streams (to close on a signal). */
export async function runApp(
  app: RunningApp,
  http: HttpClient,
  o: Options,
  track: (s: SseClient[]) => void,
): Promise<AppRun> {
  const organizer = await login(http, app);
  log(`logged in as ${app.login.email}`);
  const events = await setupEvents(http, organizer, o);
  await openStreams(events, o, app.port);
  track(events.flatMap((e) => e.clients));

  const counters: Counters = { accepted: { choose: 0, bid: 0, pass: 0 }, duplicateAnswers: 0, refused: {}, errors: {} };
  log(
    `driving ${o.events} drafts for ${o.warmup} s of warm-up, then ${o.repeats} × ${o.seconds} s measured (seed ${o.seed})`,
  );
  const loop = monitorEventLoopDelay({ resolution: 5 });
  // Other programs on the machine skew every number here: say how busy it was.
  const loadBefore = loadavg()[0]!;
  const profiled = o.profileDir ? descendants(app.pid, "bazaar-app") : [];
  const started = performance.now();
  const measureFrom = started + o.warmup * 1000;
  const until = measureFrom + o.repeats * o.seconds * 1000;
  let cpuBefore = treeCpuTicks(app.pid);
  let benchCpuBefore = process.cpuUsage();
  const sampler = samplePressure();
  const warmedUp = sleep(o.warmup * 1000).then(() => {
    loop.enable();
    for (const pid of profiled) process.kill(pid, "SIGUSR2");
    cpuBefore = treeCpuTicks(app.pid);
    benchCpuBefore = process.cpuUsage();
  });
  const timed = timeWindows(http, measureFrom, o.seconds, o.repeats);
  await Promise.all([warmedUp, ...events.map((ev) => drive(http, ev, o, measureFrom, until, counters))]);
  const bounds = await timed;
  const wallMs = performance.now() - measureFrom;
  const pressureSamples = sampler.stop();
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const cpuAfter = treeCpuTicks(app.pid);
  for (const pid of profiled) process.kill(pid, "SIGUSR2");
  const files = `${o.profileKind === "light" ? "" : `<pid>.${o.profileKind}profile, `}<pid>.probe.json`;
  if (profiled.length) log(`app server (pid ${profiled.join(", ")}) probed → ${o.profileDir}/${files}`);
  loop.disable();
  await grace(events, 10_000);
  const graceMs = performance.now() - measureFrom - wallMs;
  const delivery = deliveries(events, measureFrom);
  const windows = measureWindows(events, bounds);
  const pressure = pressureBySlowWindows(pressureSamples, delivery.slowSentAt, measureFrom, measureFrom + wallMs);
  for (const ev of events) for (const c of ev.clients) c.close();

  // Messages each stream got in the measured window: one per accepted action sent in it.
  const measuredActions = events.reduce(
    (sum, ev) => sum + [...ev.sentAt.values()].filter((t) => t >= measureFrom).length,
    0,
  );
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
    windows,
    shape: {
      ratePerChannel: Math.max(0.1, measuredActions / events.length / (wallMs / 1000)),
      dataBytes: Math.round(delivery.dataBytes / Math.max(1, delivery.messages)),
    },
  };
}

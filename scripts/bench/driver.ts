// Runs the load on the app: per event, a driver posts the chosen legal actions as the right player
// (./chooser.ts), paced open loop at --rate (or flat out with --rate 0), for --warmup then
// --seconds; only what was sent after the warm-up is measured. Around it: the app's CPU by
// process, Linux's pressure, the bench's own event loop, and the optional probe's start and stop.
import type { DraftViewMessage } from "@/lib/kartomantik/drafts/views";
import type { PlayResult } from "@/lib/kartomantik/drafts/play-input";
import { descendants, type RunningApp } from "./app";
import { chooseActions, newBudget, type PlannedAction } from "./chooser";
import type { Options } from "./cli";
import { deliveries, type Delivery } from "./delivery";
import { driveAndMeasure } from "./measure";
import { postRetrying, type HttpClient, type HttpResult } from "./http";
import { Balancer, instanceCpu } from "./instances";
import { pacer } from "./pace";
import type { SlowWindowPressure } from "./pressure";
import { SeededRandom } from "./random";
import { login, log, openStreams, setupEvents, woken, type EventRun } from "./setup";
import type { SseClient } from "./sse";
import { summarize, type Summary } from "./stats";
import type { Window } from "./windows";

export type Kind = PlannedAction["body"]["type"];

export interface Counters {
  accepted: Record<Kind, number>;
  duplicateAnswers: number;
  refused: Record<string, number>;
  errors: Record<string, number>;
}

/** One instance's share of the run (--instances): its streams, what they received, its answers and its CPU. */
export interface InstanceRun {
  port: number;
  streams: number;
  delivery: Delivery;
  latency: Summary;
  accepted: number;
  roundTrip: Summary;
  cpu: Record<string, number>;
}

export interface AppRun {
  /** Per instance, when there are several (the figures above are over all of them). */
  instances: InstanceRun[];
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

// The same idempotency key on a retry: the server answers a replay with the original seq.
const post = (http: HttpClient, ev: EventRun, p: PlannedAction, counters: Counters) =>
  postRetrying(http, `/api/kartomantik/events/${ev.id}/draft/play`, ev.players[p.player]!.jar, p.body, counters.errors);

/** What one instance answered: accepted actions sent in the measured window, and their round trips. */
export interface InstanceAnswers {
  accepted: number;
  roundTrips: number[];
}

function waitForNewer(ev: EventRun, seq: number, timeoutMs: number): Promise<void> {
  if (ev.view && ev.view.seq > seq) return Promise.resolve();
  return woken(ev, timeoutMs);
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

/** One event's driver: its own PRNG stream of the run's seed (event n), so events draw independently. Each POST
 * goes to the balancer's next instance. */
async function drive(
  balancer: Balancer,
  answers: Map<number, InstanceAnswers>,
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
  const tick = pacer(o.rate, o.events, random);
  while (performance.now() < until) {
    await tick();
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
        const http = balancer.next();
        const sent = performance.now();
        const res = await post(http, ev, a, counters);
        const answered = performance.now();
        if (!res || !record(ev, a, res, sent, answered, measureFrom, counters)) return;
        const mine = answers.get(http.port)!;
        if (sent >= measureFrom && !(res.json as PlayResult).duplicate) {
          mine.accepted++;
          mine.roundTrips.push(answered - sent);
        }
        if (a.body.type === "bid") budget.raisesLeft--;
        progressed = true;
      }),
    );
    if (!progressed && ev.view?.seq === view.seq) await waitForNewer(ev, view.seq, 100);
  }
}

/** Sets the events up, opens the streams, drives them and measures; `track` gets the streams (to close on a signal). */
/** Sets the events up on the first instance, opens the streams and drives them on all (`balancer`: --instances). */
export async function runApp(
  app: RunningApp,
  http: HttpClient,
  o: Options,
  track: (s: SseClient[]) => void,
  balancer: Balancer = new Balancer([app]),
): Promise<AppRun> {
  const organizer = await login(http, app);
  log(`logged in as ${app.login.email}`);
  const events = await setupEvents(http, organizer, o);
  const ports = balancer.apps.map((a) => a.port);
  await openStreams(events, o, ports);
  track(events.flatMap((e) => e.clients));
  const answers = new Map(ports.map((port) => [port, { accepted: 0, roundTrips: [] } as InstanceAnswers]));
  const cpuOf = instanceCpu(balancer.apps);

  const counters: Counters = { accepted: { choose: 0, bid: 0, pass: 0 }, duplicateAnswers: 0, refused: {}, errors: {} };
  log(
    `driving ${o.events} drafts for ${o.warmup} s of warm-up, then ${o.repeats} × ${o.seconds} s measured (seed ${o.seed})`,
  );
  const profiled = o.profileDir ? descendants(app.pid, "bazaar-app") : [];
  const files = `${o.profileKind === "light" ? "" : `<pid>.${o.profileKind}profile, `}<pid>.probe.json`;
  const probe = () => {
    for (const pid of profiled) process.kill(pid, "SIGUSR2");
  };
  let cpus: Record<string, number>[] = [];
  const driven = await driveAndMeasure(
    app,
    http,
    o,
    () => events,
    (measureFrom, until) =>
      Promise.all(events.map((ev) => drive(balancer, answers, ev, o, measureFrom, until, counters))),
    {
      warmedUp: () => {
        probe();
        cpuOf.start();
      },
      driven: () => {
        cpus = cpuOf.stop();
        probe();
        if (profiled.length) log(`app server (pid ${profiled.join(", ")}) probed → ${o.profileDir}/${files}`);
      },
    },
  );
  const { measureFrom, wallMs, delivery } = driven;
  for (const ev of events) for (const c of ev.clients) c.close();

  // Messages each stream got in the measured window: one per accepted action sent in it.
  const measuredActions = events.reduce(
    (sum, ev) => sum + [...ev.sentAt.values()].filter((t) => t >= measureFrom).length,
    0,
  );
  const instances = balancer.apps.map((a, i): InstanceRun => {
    const groups = events.map((ev) => ({ ...ev, clients: ev.clients.filter((c) => c.opts.port === a.port) }));
    const delivery = deliveries(groups, measureFrom);
    const mine = answers.get(a.port)!;
    return {
      port: a.port,
      streams: groups.reduce((n, g) => n + g.clients.length, 0),
      delivery,
      latency: summarize(delivery.latencies),
      accepted: mine.accepted,
      roundTrip: summarize(mine.roundTrips),
      cpu: cpus[i] ?? {},
    };
  });
  return {
    ...driven,
    instances: balancer.apps.length > 1 ? instances : [],
    counters,
    latency: summarize(delivery.latencies),
    afterAnswer: summarize(delivery.afterAnswer),
    roundTrip: summarize(events.flatMap((e) => e.roundTrips)),
    finishedDrafts: events.filter((e) => e.finished).length,
    clientsPerEvent: events.map((e) => e.clients.length),
    shape: {
      ratePerChannel: Math.max(0.1, measuredActions / events.length / (wallMs / 1000)),
      dataBytes: Math.round(delivery.dataBytes / Math.max(1, delivery.messages)),
    },
  };
}

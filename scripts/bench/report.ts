// What bench:draft prints: the latency table (app, bare server variants), throughput and
// integrity, CPU, the targets, one JSON line, and last `ratio p99 app/durable floor = X`: the app's
// bid→delivery p99 over the bare server's that appends each bid to an O_DSYNC file before
// broadcasting (a bid must be durable before anyone hears of it; a bare broadcast is not).
import { cpus } from "node:os";
import type { Baseline } from "./baselines";
import type { Options, RunOptions } from "./cli";
import { SLOW_MS, slowWindows, type Delivery } from "./delivery";
import type { AppRun } from "./driver";
import { formatShares } from "./pressure";
import { ms, round, roundSummary, table, type Summary } from "./stats";
import { windowLines, windowsJson } from "./windows-report";

export interface Baselines {
  /** Bid POST → broadcast, no durability. */
  bid: Baseline;
  /** Bid POST → O_DSYNC append → broadcast: the ratio's denominator. */
  durable: Baseline;
  /** Broadcast on a timer, no POST. */
  cast: Baseline;
}

/** The goal for the last line's ratio at the default load: reported, not enforced. */
export const RATIO_GOAL = 2;

/** The targets every measured repeat must meet at the default load (throughput and bid→delivery p50). */
export const TARGET_BIDS_PER_S = 1100;
export const TARGET_P50_MS = 13;

/** Whether each repeat (or the whole run, when it has no repeat of its own) meets both targets. */
function everyRepeatMeets(a: AppRun, bidsPerSecond: number): boolean {
  const each = a.windows.length
    ? a.windows.map((w) => ({ bids: w.bidsPerSecond, p50: w.latency.p50 }))
    : [{ bids: bidsPerSecond, p50: a.latency.p50 }];
  return each.every((w) => w.bids >= TARGET_BIDS_PER_S && w.p50 <= TARGET_P50_MS);
}

export const ratioOf = (app: Summary, floor: Summary) => app.p99 / floor.p99;
export const fixed2 = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : "n/a");

/** The benchmark's last line (`who`: what is measured, "app" for the draft, "game" for bench:game). */
export const ratioLine = (app: Summary, floor: Summary, who = "app") =>
  `ratio p99 ${who}/durable floor = ${fixed2(ratioOf(app, floor))}`;

/** How many deliveries were slow, and in how many 100-ms windows they were sent: a few windows
 * holding most of them is a stall (everything in flight waited), many windows is steady queueing. */
export function slow(d: Delivery): string {
  const share = d.latencies.length ? (100 * d.slowSentAt.length) / d.latencies.length : 0;
  return `${d.slowSentAt.length} (${share.toFixed(2)} %) in ${slowWindows(d)}`;
}

export const latencyRow = (label: string, s: Summary) => [
  label,
  String(s.n),
  ms(s.p50),
  ms(s.p95),
  ms(s.p99),
  ms(s.max),
];
export const sum = (values: Record<string, number>) => Object.values(values).reduce((x, y) => x + y, 0);
export const met = (ok: boolean) => (ok ? "met" : "NOT met");
/** CPU per process, busiest first. */
export const cpuText = (cpu: Record<string, number>) =>
  Object.entries(cpu)
    .sort((x, y) => y[1] - x[1])
    .map(([k, v]) => `${k} ${v}%`)
    .join(", ");

/** What a run on the app measured that every bench's tables show beside the bare server's runs. */
type Measured = Pick<
  AppRun,
  "latency" | "roundTrip" | "afterAnswer" | "delivery" | "pressure" | "benchLoopP99" | "shape"
>;

/** The latency table: the app's action→delivery, POST round trip and response→delivery (as `labels` name them),
 * then the durable floor, the bare POST (`labels[3]`) and broadcasting alone. */
export function latencyTable(labels: [string, string, string, string], a: Measured, b: Baselines): string {
  return table([
    ["latency (ms)", "n", "p50", "p95", "p99", "max"],
    latencyRow(labels[0], a.latency),
    latencyRow(labels[1], a.roundTrip),
    latencyRow(labels[2], a.afterAnswer),
    latencyRow("bare POST→O_DSYNC→delivery (floor)", b.durable.latency),
    latencyRow(labels[3], b.bid.latency),
    latencyRow("bare SSE broadcast only", b.cast.latency),
  ]);
}

/** Refusals and errors by code, and the streams' errors, when there were any. */
export function problemLines(c: { refused: Record<string, number>; errors: Record<string, number> }, d: Delivery) {
  const lines: string[] = [];
  if (sum(c.refused)) lines.push(`refused by code: ${JSON.stringify(c.refused)}`);
  if (sum(c.errors)) lines.push(`errors by code: ${JSON.stringify(c.errors)}`);
  const clientErrors = [...new Set(d.clientErrors)];
  if (clientErrors.length) lines.push(`stream errors: ${clientErrors.slice(0, 5).join(" | ")}`);
  return lines;
}

/** The JSON line's fields of the run itself, every bench's. */
export const runJson = (
  o: Pick<RunOptions, "seed" | "warmup">,
  a: Pick<AppRun, "wallMs" | "loadBefore" | "graceMs">,
) => ({
  seed: o.seed,
  seconds: round(a.wallMs / 1000),
  warmupSeconds: o.warmup,
  cores: cpus().length,
  loadAverageBefore: round(a.loadBefore),
  graceMs: Math.round(a.graceMs),
});

/** The JSON line's latencies of the app, every bench's. */
/** What every client received, in the JSON line of both benches. */
export const deliveryJson = (d: Delivery) => ({
  expectedDeliveries: d.expected,
  lost: d.lost,
  duplicated: d.duplicated,
  outOfOrder: d.outOfOrder,
  reconnects: d.reconnects,
  messages: d.messages,
});

export const latencyJson = (a: Measured) => ({
  latencyMs: roundSummary(a.latency),
  slowDeliveries: { overMs: SLOW_MS, count: a.delivery.slowSentAt.length, windows100ms: slowWindows(a.delivery) },
  postRoundTripMs: roundSummary(a.roundTrip),
  responseToDeliveryMs: roundSummary(a.afterAnswer),
});

/** The integrity rows (app, durable floor, bare POST): what the streams received and how the machine fared. */
export function deliveryRows(a: Measured, b: Baselines): string[][] {
  const floor = b.durable.delivery;
  const bare = b.bid.delivery;
  const bytes = (d: Delivery) => String(Math.round(d.dataBytes / Math.max(1, d.messages)));
  return [
    ["lost", String(a.delivery.lost), String(floor.lost), String(bare.lost)],
    ["duplicated", String(a.delivery.duplicated), String(floor.duplicated), String(bare.duplicated)],
    ["out of order", String(a.delivery.outOfOrder), String(floor.outOfOrder), String(bare.outOfOrder)],
    ["stream reconnects", String(a.delivery.reconnects), String(floor.reconnects), String(bare.reconnects)],
    ["SSE messages received", String(a.delivery.messages), String(floor.messages), String(bare.messages)],
    ["avg data bytes/message", String(a.shape.dataBytes), bytes(floor), bytes(bare)],
    [`deliveries > ${SLOW_MS} ms (in 100-ms windows)`, slow(a.delivery), slow(floor), slow(bare)],
    [
      "CPU pressure %: those windows / the rest",
      formatShares(a.pressure, "cpu"),
      formatShares(b.durable.pressure, "cpu"),
      formatShares(b.bid.pressure, "cpu"),
    ],
    [
      "I/O pressure %: those windows / the rest",
      formatShares(a.pressure, "io"),
      formatShares(b.durable.pressure, "io"),
      formatShares(b.bid.pressure, "io"),
    ],
    ["bench event-loop p99 (ms)", ms(a.benchLoopP99), ms(b.durable.loopP99), ms(b.bid.loopP99)],
  ];
}

/** --instances K: each instance's streams, what they received, what it answered and its CPU, with its own ratio. */
function instanceLines(a: AppRun, b: Baselines, seconds: number): string[] {
  if (!a.instances.length) return [];
  const rows = a.instances.map((i) => [
    String(i.port),
    String(i.streams),
    ms(i.latency.p50),
    ms(i.latency.p99),
    String(i.delivery.lost),
    String(i.delivery.duplicated),
    (i.accepted / seconds).toFixed(0),
    ms(i.roundTrip.p50),
    ms(i.roundTrip.p99),
    fixed2(ratioOf(i.latency, b.durable.latency)),
  ]);
  const head = ["instance", "streams", "bid→delivery p50", "p99", "lost", "dup.", "actions/s", "POST p50", "p99"];
  return [
    `per instance (${a.instances.length} on one PostgreSQL, streams and POSTs round robin; the figures above: all):`,
    table([[...head, "p99/floor"], ...rows]),
    ...a.instances.map((i) => `CPU of instance ${i.port} (% of one core): ${cpuText(i.cpu)}`),
    "",
  ];
}

const instanceJson = (a: AppRun, b: Baselines) =>
  a.instances.map((i) => ({
    port: i.port,
    streams: i.streams,
    ...deliveryJson(i.delivery),
    latencyMs: roundSummary(i.latency),
    acceptedMeasured: i.accepted,
    postRoundTripMs: roundSummary(i.roundTrip),
    cpuPercent: i.cpu,
    ratioP99VsDurableFloor: round(ratioOf(i.latency, b.durable.latency)),
  }));

/** Every line bench:draft prints on stdout, the JSON line second to last and the ratio last. */
export function reportLines(o: Options, a: AppRun, b: Baselines): string[] {
  const seconds = a.wallMs / 1000;
  const accepted = sum(a.counters.accepted);
  const bidsPerSecond = a.counters.accepted.bid / seconds;
  const repeatsMet = everyRepeatMeets(a, bidsPerSecond);
  const refused = sum(a.counters.refused);
  const errors = sum(a.counters.errors);
  const clients = a.clientsPerEvent.reduce((x, y) => x + y, 0);
  const ratio = ratioOf(a.latency, b.durable.latency);
  const vsBid = ratioOf(a.latency, b.bid.latency);
  const vsCast = ratioOf(a.latency, b.cast.latency);
  const whatIf = o.whatIf ? ` [WHAT-IF ${o.whatIf}: not the app as shipped]` : "";
  const pace = o.rate ? `, paced at ${o.rate} actions/s` : ", flat out";
  const measured = `${seconds.toFixed(1)} s measured (${o.repeats} × ${o.seconds} s) after ${o.warmup} s of warm-up`;
  const over = o.instances > 1 ? ` over ${o.instances} app instances` : "";
  const shape = `${o.events} events × ${o.players} players, ${clients} SSE clients${over}, ${measured}`;
  const cpu = cpuText(a.cpu);

  const lines = [
    "",
    `Draft realtime benchmark${whatIf} — ${shape}, inflight ${o.inflight}/event${pace}, seed ${o.seed}`,
    "",
    latencyTable(
      ["app  bid→delivery", "app  play POST round trip", "app  bid response→delivery", "bare bid POST→delivery"],
      a,
      b,
    ),
    "",
    ...(a.windows.length ? [...windowLines(a.windows), ""] : []),
    table([
      ["throughput and integrity", "app", "durable floor", "bare bid"],
      ["accepted bids/s", bidsPerSecond.toFixed(0), "", ""],
      ["accepted actions/s", (accepted / seconds).toFixed(0), b.durable.rate.toFixed(0), b.bid.rate.toFixed(0)],
      [
        "accepted choose/bid/pass",
        `${a.counters.accepted.choose}/${a.counters.accepted.bid}/${a.counters.accepted.pass}`,
        "",
        "",
      ],
      ["refused (409/422)", String(refused), "", ""],
      ["errors (network/5xx)", String(errors), "", ""],
      ...deliveryRows(a, b),
    ]),
    "",
    ...instanceLines(a, b, seconds),
    `CPU during driving (% of one core): ${cpu}`,
    `machine: ${cpus().length} cores, 1-min load average ${a.loadBefore.toFixed(2)} before driving` +
      " (the app's own setup included)",
    `targets: ≥ ${TARGET_BIDS_PER_S} bids/s and p50 ≤ ${TARGET_P50_MS} ms in every repeat → ${met(repeatsMet)};` +
      ` 0 lost → ${met(a.delivery.lost === 0)}; 0 duplicated → ${met(a.delivery.duplicated === 0)}`,
    `goal (reported, not required): ratio p99 app/durable floor ≤ ${RATIO_GOAL} → ${met(ratio <= RATIO_GOAL)}`,
  ];
  lines.push(...problemLines(a.counters, a.delivery));
  const json = {
    events: o.events,
    players: o.players,
    clients,
    inflight: o.inflight,
    ...runJson(o, a),
    app: {
      ...latencyJson(a),
      acceptedBidsPerSecond: round(bidsPerSecond, 1),
      acceptedActionsPerSecond: round(accepted / seconds, 1),
      accepted: a.counters.accepted,
      duplicateAnswers: a.counters.duplicateAnswers,
      refused,
      refusedByCode: a.counters.refused,
      errors: a.counters.errors,
      ...deliveryJson(a.delivery),
      avgDataBytes: a.shape.dataBytes,
      messagesPerEventPerSecond: round(a.shape.ratePerChannel, 1),
      finishedDrafts: a.finishedDrafts,
      benchEventLoopP99Ms: round(a.benchLoopP99),
      pressurePercent: a.pressure,
      cpuPercent: a.cpu,
    },
    instances: o.instances,
    perInstance: instanceJson(a, b),
    repeats: windowsJson(a.windows),
    bareDurable: baselineJson(b.durable),
    bare: baselineJson(b.bid),
    bareBroadcastOnly: baselineJson(b.cast),
    ratioP99VsDurableFloor: round(ratio),
    ratioP99VsBareBid: round(vsBid),
    ratioP99VsBroadcastOnly: round(vsCast),
  };
  lines.push(JSON.stringify(json));
  const reference = `bid POST → broadcast ${fixed2(vsBid)}, broadcasting alone ${fixed2(vsCast)}`;
  lines.push(`(for reference, against the bare server without durability: ${reference})`);
  lines.push(ratioLine(a.latency, b.durable.latency));
  return lines;
}

export function baselineJson(b: Baseline) {
  const d = b.delivery;
  const base = {
    latencyMs: roundSummary(b.latency),
    broadcastsPerSecond: round(b.rate, 1),
    expectedDeliveries: d.expected,
  };
  return {
    ...base,
    lost: d.lost,
    duplicated: d.duplicated,
    messages: d.messages,
    benchEventLoopP99Ms: round(b.loopP99),
    pressurePercent: b.pressure,
  };
}

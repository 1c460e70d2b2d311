// What bench:game prints: the latency table (the app's games, the bare server's variants), a line
// per kind of table, the repeats with the server's split per action, throughput and integrity, CPU,
// the targets, one JSON line, and last `ratio p99 game/durable floor = X`: the p99 of an action's
// POST → every seat's and spectator's SSE message carrying its seq, over the bare server's that
// appends each action to an O_DSYNC file before broadcasting, at the games' message rate and size.
import { cpus } from "node:os";
import type { Baseline } from "./baselines";
import type { GameOptions } from "./game-cli";
import type { GameRunResult } from "./game-driver";
import {
  baselineJson,
  cpuText,
  deliveryRows,
  deliveryJson,
  latencyJson,
  problemLines,
  runJson,
  sum,
  fixed2,
  latencyTable,
  met,
  ratioLine,
  ratioOf,
  type Baselines,
} from "./report";
import { ms, round, roundSummary, table } from "./stats";
import { windowLines, windowsJson } from "./windows-report";

/** The bound on the last line's ratio at the defaults, and its goal (both reported, not enforced). */
export const GAME_RATIO_BOUND = 3;
export const GAME_RATIO_GOAL = 2;

/** What the run drove, in words (the report's title). */
export function gameTitle(o: GameOptions, a: GameRunResult): string {
  const seconds = a.wallMs / 1000;
  const clients = a.clientsPerEvent.reduce((x, y) => x + y, 0);
  const kinds = a.kinds.map((k) => `${k.tables} ${k.kind}`).join(", ");
  const pace = o.rate ? `paced at ${o.rate} actions/s in all` : "flat out";
  const measured = `${seconds.toFixed(1)} s measured (${o.repeats} × ${o.seconds} s) after ${o.warmup} s of warm-up`;
  return (
    `Game realtime benchmark — ${o.tables} tables (${kinds}), ${clients} SSE clients (${a.clientsNote}),` +
    ` ${measured}, ${pace}, seed ${o.seed}`
  );
}

/** Every line bench:game prints for one run on stdout, the JSON line third to last and the ratio last. */
export function gameReportLines(o: GameOptions, a: GameRunResult, b: Baselines): string[] {
  const seconds = a.wallMs / 1000;
  const refused = sum(a.counters.refused);
  const errors = sum(a.counters.errors);
  const ratio = ratioOf(a.latency, b.durable.latency);
  const vsBid = ratioOf(a.latency, b.bid.latency);
  const vsCast = ratioOf(a.latency, b.cast.latency);
  const cpu = cpuText(a.cpu);
  const lines = [
    "",
    gameTitle(o, a),
    "",
    latencyTable(
      [
        "game action→delivery (every seat, spectator)",
        "game act POST round trip",
        "game act response→delivery",
        "bare POST→delivery",
      ],
      a,
      b,
    ),
    "",
    table([
      ["per kind", "tables", "games (ended)", "actions/s", "p50", "p95", "p99", "max", "lost", "duplicated"],
      ...a.kinds.map((k) => [
        k.kind,
        String(k.tables) + (k.idleTables ? ` (${k.idleTables} idle)` : ""),
        `${k.games} (${k.finished})`,
        (k.accepted / seconds).toFixed(1),
        ms(k.latency.p50),
        ms(k.latency.p95),
        ms(k.latency.p99),
        ms(k.latency.max),
        String(k.delivery.lost),
        String(k.delivery.duplicated),
      ]),
    ]),
    "",
    ...(a.windows.length ? [...windowLines(a.windows, "action"), ""] : []),
    table([
      ["throughput and integrity", "game", "durable floor", "bare POST"],
      [
        "accepted actions/s",
        (a.counters.accepted / seconds).toFixed(1),
        b.durable.rate.toFixed(1),
        b.bid.rate.toFixed(1),
      ],
      ["aimed at (--rate; a table's actions are sequential)", o.rate ? String(o.rate) : "flat out", "", ""],
      ["refused (409/422)", String(refused), "", ""],
      ["errors (network/5xx)", String(errors), "", ""],
      ["stalls (no seat offered a move in time)", String(a.counters.stalls), "", ""],
      ["projector (tournament stream) messages", String(a.projectorMessages), "", ""],
      ...deliveryRows(a, b),
    ]),
    "",
    `CPU during driving (% of one core): ${cpu}`,
    `machine: ${cpus().length} cores, 1-min load average ${a.loadBefore.toFixed(2)} before driving`,
    `targets: 0 lost → ${met(a.delivery.lost === 0)}; 0 duplicated → ${met(a.delivery.duplicated === 0)};` +
      ` ratio p99 game/durable floor ≤ ${GAME_RATIO_BOUND} → ${met(ratio <= GAME_RATIO_BOUND)}` +
      ` (goal ${GAME_RATIO_GOAL} → ${met(ratio <= GAME_RATIO_GOAL)})`,
  ];
  lines.push(...problemLines(a.counters, a.delivery));
  const json = {
    game: o.game,
    mode: o.mode,
    tables: o.tables,
    rate: o.rate,
    ...runJson(o, a),
    app: {
      ...latencyJson(a),
      acceptedActionsPerSecond: round(a.counters.accepted / seconds, 1),
      duplicateAnswers: a.counters.duplicateAnswers,
      refusedByCode: a.counters.refused,
      errors: a.counters.errors,
      stalls: a.counters.stalls,
      ...deliveryJson(a.delivery),
      projectorMessages: a.projectorMessages,
      avgDataBytes: a.shape.dataBytes,
      actionsPerTablePerSecond: round(a.shape.ratePerChannel, 2),
      pressurePercent: a.pressure,
      cpuPercent: a.cpu,
      kinds: a.kinds.map((k) => ({
        kind: k.kind,
        tables: k.tables,
        games: k.games,
        ended: k.finished,
        idleTables: k.idleTables,
        acceptedActionsPerSecond: round(k.accepted / seconds, 1),
        latencyMs: roundSummary(k.latency),
        postRoundTripMs: roundSummary(k.roundTrip),
        lost: k.delivery.lost,
        duplicated: k.delivery.duplicated,
      })),
    },
    repeats: windowsJson(a.windows),
    bareDurable: baselineJson(b.durable),
    bare: baselineJson(b.bid),
    bareBroadcastOnly: baselineJson(b.cast),
    ratioP99VsDurableFloor: round(ratio),
  };
  lines.push(JSON.stringify(json));
  const reference = `action POST → broadcast ${fixed2(vsBid)}, broadcasting alone ${fixed2(vsCast)}`;
  lines.push(`(for reference, against the bare server without durability: ${reference})`);
  lines.push(ratioLine(a.latency, b.durable.latency, "game"));
  return lines;
}

/** After a run per mode (--mode all): one line each, and last the worst ratio, as the single run's last line. */
export function summaryLines(runs: { label: string; app: GameRunResult; floor: Baseline }[]): string[] {
  const rows = runs.map(({ label, app, floor }) => [
    label,
    ms(app.latency.p50),
    ms(app.latency.p99),
    ms(floor.latency.p99),
    fixed2(ratioOf(app.latency, floor.latency)),
    String(app.delivery.lost),
    String(app.delivery.duplicated),
  ]);
  const worst = runs.reduce((w, r) =>
    ratioOf(r.app.latency, r.floor.latency) > ratioOf(w.app.latency, w.floor.latency) ? r : w,
  );
  return [
    "",
    table([["run", "p50", "p99", "floor p99", "ratio", "lost", "duplicated"], ...rows]),
    `(the last line is the run with the highest ratio: ${worst.label})`,
    ratioLine(worst.app.latency, worst.floor.latency, "game"),
  ];
}

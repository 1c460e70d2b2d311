// bench:draft's lines for the repeated window (./windows.ts): each repeat's p50/p99/bids/s, their
// spread, and the app server's split of its time per request in each repeat with the GC pauses.
import type { SpanReport } from "@/lib/perf/spans";
import { ms, round, roundSummary, table } from "./stats";
import type { Window } from "./windows";

/** The spans in the order a bid or a game's action meets them (lib/http/run-route.ts, lib/write/kernel.ts,
 * lib/db/pool.ts, lib/kartomantik/drafts/aggregate.ts; after the commit an engine game's hub,
 * lib/engine-games/hub.ts: its read and each subscriber's message); "request" is the whole of it. */
const ORDER: [string, string][] = [
  ["request", "request (guard → answer sent)"],
  ["guard", "  guard (locale, origin, device, body)"],
  ["handle", "  handle (the play)"],
  ["fast path", "    fast path (one statement on the copy)"],
  ["fast path declined", "    fast path declined"],
  ["transaction", "    transaction (pool → after commit)"],
  ["pool wait", "      pool wait"],
  ["begin", "      BEGIN"],
  ["tx start", "    tx start (client pool + BEGIN)"],
  ["lock", "    lock"],
  ["load", "      load (the state: this instance's copy, or the snapshot and the log after it)"],
  ["checks", "    checks (retry, admit, stale)"],
  ["engine", "    engine"],
  ["write", "    write"],
  ["commit", "      COMMIT"],
  ["statement", "      the one statement (an engine game's write on the copy)"],
  ["announce", "    announce"],
  ["tx commit", "    tx commit (COMMIT, NOTIFY sent)"],
  ["notify after commit", "      notify after commit"],
  ["view", "    view"],
  ["hub load", "  hub load (the game read after the NOTIFY)"],
  ["hub shared", "  hub shared (per-card views of one read)"],
  ["hub view", "  hub view (one viewer's message, shared by its subscribers at the same seq)"],
];

const spanCell = (r: SpanReport | null, name: string) => {
  const s = r?.spans[name];
  return s ? `${ms(s.p50)}/${ms(s.p99)}/${ms(s.meanMs)} (${s.n})` : "–";
};

function gcCell(r: SpanReport | null): string {
  if (!r) return "–";
  const all = Object.values(r.gc);
  const count = all.reduce((a, g) => a + g.count, 0);
  const total = all.reduce((a, g) => a + g.totalMs, 0);
  const max = Math.max(0, ...all.map((g) => g.maxMs));
  return `${count}, ${ms(total)} ms, max ${ms(max)}`;
}

const spread = (values: number[], digits = 1) => {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return `${lo.toFixed(digits)}–${hi.toFixed(digits)} (max/min ${(hi / lo).toFixed(2)})`;
};

/** The draft's footnote on its bid path (a game's run has none). */
const DRAFT_NOTE =
  "(no throttle on the bid path: lib/abuse/throttle.ts guards logins and codes only; the fast path's" +
  " write is one autocommitted statement, its commit inside `write`)";

/** One process's spans, GC pauses and event-loop delay, a column per repeat. */
function spanTable(title: string, reports: (SpanReport | null)[]): string {
  const present = ORDER.filter(([name]) => reports.some((r) => r?.spans[name]));
  return table([
    [`${title}, ms: p50/p99/mean (n)`, ...reports.map((_, i) => `#${i + 1}`)],
    ...present.map(([name, label]) => [label, ...reports.map((r) => spanCell(r, name))]),
    ["GC pauses: count, total, max", ...reports.map(gcCell)],
    [
      "event-loop delay ms: p50/p99/max",
      ...reports.map((r) => {
        const d = r?.eventLoopDelayMs;
        return d ? `${ms(d.p50)}/${ms(d.p99)}/${ms(d.max)}` : "–";
      }),
    ],
  ]);
}

/** `noun`: what is measured and counted per second ("bid" for the draft, "action" for a game). */
export function windowLines(windows: Window[], noun = "bid"): string[] {
  const heads = windows.map((_, i) => `#${i + 1}`);
  const lines = [
    table([
      ["repeat", `${noun}→delivery p50`, "p99", "POST round trip p50", "p99", `${noun}s/s`],
      ...windows.map((w, i) => [
        heads[i]!,
        ms(w.latency.p50),
        ms(w.latency.p99),
        ms(w.roundTrip.p50),
        ms(w.roundTrip.p99),
        w.bidsPerSecond.toFixed(0),
      ]),
    ]),
    `spread over ${windows.length} repeats: p50 ${spread(windows.map((w) => w.latency.p50))} ms;` +
      ` p99 ${spread(windows.map((w) => w.latency.p99))} ms; ${noun}s/s ${spread(
        windows.map((w) => w.bidsPerSecond),
        0,
      )}`,
    "",
  ];
  if (windows.every((w) => !w.server)) return [...lines, "(the app server did not answer its spans)"];
  lines.push(
    spanTable(
      "app server (fast lane) per request",
      windows.map((w) => w.server ?? null),
    ),
  );
  // The Next.js process: shown when it served something in the window (the engine games' routes do).
  const next = windows.map((w) => w.next ?? null);
  if (next.some((r) => r && Object.keys(r.spans).length > 0)) lines.push("", spanTable("Next.js per request", next));
  if (noun === "bid") lines.push(DRAFT_NOTE);
  return lines;
}

export const windowsJson = (windows: Window[]) =>
  windows.map((w) => ({
    latencyMs: roundSummary(w.latency),
    postRoundTripMs: roundSummary(w.roundTrip),
    acceptedBidsPerSecond: round(w.bidsPerSecond, 1),
    server: w.server,
    ...(w.next ? { next: w.next } : {}),
  }));

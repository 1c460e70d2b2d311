// Where the server's time per request goes, for `npm run bench:draft` only: named spans (guard,
// lock, engine, write, commit, …) summed in this process, with the GC pauses and the event loop's
// delay over the same window. Off unless BAZAAR_BENCH_SPANS=1 (the bench sets it on the app it
// starts): then `mark()` and `span()` return 0 without reading the clock or allocating, unless an
// observer is set (/metrics' histogram, lib/metrics/install.ts): then each span's time goes to it
// and no sample is kept. The bench reads and resets them through lib/perf/spans-route.ts.
import { PerformanceObserver, constants, monitorEventLoopDelay } from "node:perf_hooks";

/** At most this many samples per span and window (a forgotten window cannot grow without end). */
const MAX_SAMPLES = 200_000;

export interface SpanStats {
  n: number;
  totalMs: number;
  meanMs: number;
  p50: number;
  p99: number;
  maxMs: number;
}

export interface SpanReport {
  /** The window's length (ms), from the last reset. */
  windowMs: number;
  spans: Record<string, SpanStats>;
  /** GC pauses by kind in the window (PerformanceObserver "gc"). */
  gc: Record<string, { count: number; totalMs: number; maxMs: number }>;
  eventLoopDelayMs: { p50: number; p99: number; max: number } | null;
}

export type SpanObserver = (name: string, ms: number) => void;

export interface Spans {
  readonly on: boolean;
  /** The time now when on, else 0: the start of the next span. */
  mark(): number;
  /** Adds the time since `since` (a mark) to the span `name`; returns the mark for the next span. */
  span(name: string, since: number): number;
  gcPause(kind: string, ms: number): void;
  /** Hands every span's time (ms) to `fn` as well, on or off; null: no more. */
  observe(fn: SpanObserver | null): void;
  reset(): void;
  report(): SpanReport;
}

const pct = (sorted: Float64Array, q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : 0;
const r2 = (v: number) => Math.round(v * 100) / 100;

/** Spans on or off; `now` and `loopDelay` are the clock and the event loop's histogram (tests pass their own). */
export function createSpans(
  on: boolean,
  now: () => number = () => performance.now(),
  loopDelay: (() => { percentile(p: number): number; max: number; reset(): void }) | null = null,
): Spans {
  const samples = new Map<string, number[]>();
  let gc: SpanReport["gc"] = {};
  let since = on ? now() : 0;
  const loop = on && loopDelay ? loopDelay() : null;
  let observer: SpanObserver | null = null;
  const observe = (fn: SpanObserver | null) => void (observer = fn);
  if (!on)
    return {
      on,
      mark: () => (observer ? now() : 0),
      span(name, from) {
        if (!observer) return 0;
        const t = now();
        // A mark taken before the observer was set is 0: no time to tell.
        if (from > 0) observer(name, t - from);
        return t;
      },
      gcPause: () => {},
      observe,
      reset: () => {},
      report: () => ({ windowMs: 0, spans: {}, gc: {}, eventLoopDelayMs: null }),
    };
  return {
    on,
    mark: now,
    span(name, from) {
      const t = now();
      let list = samples.get(name);
      if (!list) samples.set(name, (list = []));
      if (list.length < MAX_SAMPLES) list.push(t - from);
      observer?.(name, t - from);
      return t;
    },
    observe,
    gcPause(kind, ms) {
      const g = (gc[kind] ??= { count: 0, totalMs: 0, maxMs: 0 });
      g.count++;
      g.totalMs += ms;
      g.maxMs = Math.max(g.maxMs, ms);
    },
    reset() {
      samples.clear();
      gc = {};
      loop?.reset();
      since = now();
    },
    report() {
      const spans: Record<string, SpanStats> = {};
      for (const [name, list] of samples) {
        const sorted = Float64Array.from(list).sort();
        const total = sorted.reduce((a, b) => a + b, 0);
        spans[name] = {
          n: sorted.length,
          totalMs: r2(total),
          meanMs: r2(total / sorted.length),
          p50: r2(pct(sorted, 0.5)),
          p99: r2(pct(sorted, 0.99)),
          maxMs: r2(sorted[sorted.length - 1]!),
        };
      }
      const gcOut: SpanReport["gc"] = {};
      for (const [kind, g] of Object.entries(gc))
        gcOut[kind] = { count: g.count, totalMs: r2(g.totalMs), maxMs: r2(g.maxMs) };
      const eventLoopDelayMs = loop
        ? { p50: r2(loop.percentile(50) / 1e6), p99: r2(loop.percentile(99) / 1e6), max: r2(loop.max / 1e6) }
        : null;
      return { windowMs: r2(now() - since), spans, gc: gcOut, eventLoopDelayMs };
    },
  };
}

const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: "minor",
  [constants.NODE_PERFORMANCE_GC_MAJOR]: "major",
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: "incremental",
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: "weakcb",
};

function processSpans(): Spans {
  const on = process.env.BAZAAR_BENCH_SPANS === "1";
  const s = createSpans(on, undefined, () => {
    const h = monitorEventLoopDelay({ resolution: 2 });
    h.enable();
    return h;
  });
  if (on)
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const kind = (e as unknown as { detail?: { kind?: number } }).detail?.kind;
        s.gcPause(GC_KINDS[kind ?? -1] ?? String(kind), e.duration);
      }
    }).observe({ entryTypes: ["gc"] });
  return s;
}

const holder = globalThis as unknown as { bazaarSpans?: Spans };
/** This process's spans (one instance however many times the module is loaded). */
export const spans: Spans = (holder.bazaarSpans ??= processSpans());

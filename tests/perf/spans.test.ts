// lib/perf/spans.ts: bench:draft's per-request split. Off (production) records nothing and never
// reads the clock; on, it aggregates each span's samples until a reset.
import { describe, expect, it } from "vitest";
import { createSpans } from "@/lib/perf/spans";

/** A clock the test moves by hand. */
function clock() {
  let t = 1000;
  let reads = 0;
  return {
    now: () => (reads++, t),
    advance: (ms: number) => void (t += ms),
    get reads() {
      return reads;
    },
  };
}

describe("spans", () => {
  it("off: marks are 0, nothing is recorded and the clock is never read", () => {
    const c = clock();
    const s = createSpans(false, c.now);
    const t = s.mark();
    c.advance(5);
    expect(s.span("lock", t)).toBe(0);
    s.gcPause("minor", 3);
    expect(s.on).toBe(false);
    expect(s.report()).toEqual({ windowMs: 0, spans: {}, gc: {}, eventLoopDelayMs: null });
    expect(c.reads).toBe(0);
  });

  it("on: sums each span's samples with their percentiles, chains marks, counts GC pauses", () => {
    const c = clock();
    const s = createSpans(true, c.now);
    for (const ms of [1, 2, 3, 4, 10]) {
      let t = s.mark();
      c.advance(ms);
      t = s.span("lock", t);
      c.advance(0.5);
      s.span("engine", t);
    }
    s.gcPause("minor", 1.5);
    s.gcPause("minor", 2.5);
    const r = s.report();
    expect(r.spans.lock).toEqual({ n: 5, totalMs: 20, meanMs: 4, p50: 3, p99: 10, maxMs: 10 });
    expect(r.spans.engine).toMatchObject({ n: 5, totalMs: 2.5, p50: 0.5 });
    expect(r.gc).toEqual({ minor: { count: 2, totalMs: 4, maxMs: 2.5 } });
    expect(r.windowMs).toBe(22.5);
  });

  it("on: a reset starts a new window", () => {
    const c = clock();
    const s = createSpans(true, c.now);
    s.span("write", s.mark());
    s.gcPause("major", 9);
    c.advance(7);
    s.reset();
    c.advance(2);
    const t = s.mark();
    c.advance(4);
    s.span("commit", t);
    const r = s.report();
    expect(Object.keys(r.spans)).toEqual(["commit"]);
    expect(r.gc).toEqual({});
    expect(r.windowMs).toBe(6);
  });
});

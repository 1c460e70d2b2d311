// Preloaded into the app's processes by `bench:draft --profile DIR` (NODE_OPTIONS=--import …).
// Measures from outside the app's code, on demand: the first SIGUSR2 starts, the second writes
//   DIR/<pid>.cpuprofile   V8 CPU profile (Node 20 refuses --cpu-prof in NODE_OPTIONS), or with
//   DIR/<pid>.heapprofile  BENCH_PROFILE_KIND=heap: sampled allocations, collected ones included
//                          (where the garbage comes from); BENCH_PROFILE_KIND=light: neither
//   DIR/<pid>.probe.json   event-loop delay; GC pauses by kind (PerformanceObserver "gc"); the
//                          server's own handling time of each POST (request event → response
//                          finished), to tell the app's share of a round trip from the machine's;
//                          per pg pool: wait for a connection, queue length
// The pool numbers come from wrapping pg-pool's connect(), which every pool.query() goes through.
// BENCH_WHATIF=hub-pool (an experiment, not the app's behaviour): the hub's re-read after a NOTIFY
// (lib/kartomantik/drafts/draft-hub.ts readUpdate) runs on a separate 4-connection pool instead of queueing
// with the draft transactions. BENCH_WHATIF=no-write: see below.
import { writeFileSync } from "node:fs";
import http from "node:http";
import { Session } from "node:inspector";
import { createRequire } from "node:module";
import path from "node:path";
import { PerformanceObserver, constants as perf, monitorEventLoopDelay } from "node:perf_hooks";

const dir = process.env.BENCH_PROFILE_DIR;
const kind = process.env.BENCH_PROFILE_KIND ?? "cpu";
if (dir) {
  let session = null;
  let loop = null;
  let pools = new Map();
  let on = false;
  let gcs = [];
  let reqs = [];
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (name, req, res) {
    if (on && name === "request" && req.method === "POST") {
      const t = performance.now();
      res.once("finish", () => reqs.push(performance.now() - t));
    }
    return emit.apply(this, arguments);
  };
  new PerformanceObserver((list) => {
    if (on) for (const e of list.getEntries()) gcs.push({ kind: e.detail?.kind, ms: e.duration });
  }).observe({ entryTypes: ["gc"] });

  const require = createRequire(path.resolve("package.json"));
  try {
    const Pool = require("pg-pool");
    const connect = Pool.prototype.connect;
    Pool.prototype.connect = function (cb) {
      if (!on) return connect.call(this, cb);
      const t = performance.now();
      const label = `pool max ${this.options.max}`;
      const queued = this.waitingCount;
      const record = () => {
        let s = pools.get(label);
        if (!s) pools.set(label, (s = { waits: [], maxQueued: 0 }));
        s.waits.push(performance.now() - t);
        s.maxQueued = Math.max(s.maxQueued, queued);
      };
      if (typeof cb === "function")
        return connect.call(this, (err, client, done) => {
          record();
          cb(err, client, done);
        });
      return connect.call(this).then((client) => {
        record();
        return client;
      });
    };
    if (process.env.BENCH_WHATIF === "no-write") {
      // While measuring, a bid's statement is not sent: it "succeeds" at once. What the app's
      // own path (HTTP, engine, views, fan-out) costs without any database write.
      const query = Pool.prototype.query;
      Pool.prototype.query = function (config, ...rest) {
        if (on && typeof config === "object" && config?.name?.startsWith("draft-fast-play"))
          return Promise.resolve({ rows: [{ seq: config.values[1], clockDeadline: null }], rowCount: 1 });
        return query.call(this, config, ...rest);
      };
    }
    if (process.env.BENCH_WHATIF === "hub-pool") {
      const query = Pool.prototype.query;
      const side = new WeakMap();
      Pool.prototype.query = function (text, ...rest) {
        if (typeof text === "string" && text.includes(`FROM "Draft" d WHERE d.id = $1`)) {
          if (!side.has(this)) side.set(this, new this.constructor({ ...this.options, max: 4 }));
          return query.call(side.get(this), text, ...rest);
        }
        return query.call(this, text, ...rest);
      };
    }
  } catch {
    /* no pg-pool here (serve.ts before it loads pg): nothing to wrap */
  }

  const pct = (sorted, q) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : null;
  process.on("SIGUSR2", () => {
    if (!on) {
      on = true;
      pools = new Map();
      gcs = [];
      reqs = [];
      loop = monitorEventLoopDelay({ resolution: 2 });
      loop.enable();
      if (kind === "light") return;
      session = new Session();
      session.connect();
      if (kind === "heap")
        session.post("HeapProfiler.startSampling", {
          samplingInterval: 16384,
          includeObjectsCollectedByMajorGC: true,
          includeObjectsCollectedByMinorGC: true,
        });
      else
        session.post("Profiler.enable", () =>
          session.post("Profiler.setSamplingInterval", { interval: 500 }, () => session.post("Profiler.start")),
        );
      return;
    }
    on = false;
    loop.disable();
    const gcKinds = {
      [perf.NODE_PERFORMANCE_GC_MINOR]: "minor",
      [perf.NODE_PERFORMANCE_GC_MAJOR]: "major",
      [perf.NODE_PERFORMANCE_GC_INCREMENTAL]: "incremental",
      [perf.NODE_PERFORMANCE_GC_WEAKCB]: "weakcb",
    };
    const gc = {};
    for (const { kind: gcKind, ms } of gcs) {
      const g = (gc[gcKinds[gcKind] ?? String(gcKind)] ??= { count: 0, totalMs: 0, maxMs: 0, over5ms: 0 });
      g.count++;
      g.totalMs = Math.round((g.totalMs + ms) * 10) / 10;
      g.maxMs = Math.max(g.maxMs, Math.round(ms * 100) / 100);
      if (ms > 5) g.over5ms++;
    }
    const rs = reqs.sort((a, b) => a - b);
    const out = {
      gc,
      postHandlingMs: {
        n: rs.length,
        p50: pct(rs, 0.5),
        p95: pct(rs, 0.95),
        p99: pct(rs, 0.99),
        max: rs[rs.length - 1] ?? null,
      },
      eventLoopDelayMs: { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 },
      pools: Object.fromEntries(
        [...pools].map(([label, s]) => {
          const w = s.waits.sort((a, b) => a - b);
          return [
            label,
            {
              acquisitions: w.length,
              waitMs: { p50: pct(w, 0.5), p95: pct(w, 0.95), p99: pct(w, 0.99), max: w[w.length - 1] ?? null },
              maxQueued: s.maxQueued,
            },
          ];
        }),
      ),
    };
    writeFileSync(path.join(dir, `${process.pid}.probe.json`), JSON.stringify(out, null, 2));
    const s = session;
    session = null;
    if (!s) return;
    if (kind === "heap") {
      s.post("HeapProfiler.stopSampling", (err, result) => {
        if (!err) writeFileSync(path.join(dir, `${process.pid}.heapprofile`), JSON.stringify(result.profile));
        s.disconnect();
      });
      return;
    }
    s.post("Profiler.stop", (err, result) => {
      if (!err) writeFileSync(path.join(dir, `${process.pid}.cpuprofile`), JSON.stringify(result.profile));
      s.disconnect();
    });
  });
}

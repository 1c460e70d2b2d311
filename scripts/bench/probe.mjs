// Preloaded into the app's processes by `bench:draft --profile DIR` (NODE_OPTIONS=--import …).
// Measures from outside the app's code, on demand: the first SIGUSR2 starts, the second writes
//   DIR/<pid>.cpuprofile   V8 CPU profile (Node 20 refuses --cpu-prof in NODE_OPTIONS)
//   DIR/<pid>.probe.json   event-loop delay, and per pg pool: wait for a connection, queue length
// The pool numbers come from wrapping pg-pool's connect(), which every pool.query() goes through.
// BENCH_WHATIF=hub-pool (an experiment, not the app's behaviour): the hub's re-read after a NOTIFY
// (lib/realtime/draft-hub.ts readUpdate) runs on a separate 4-connection pool instead of queueing
// with the draft transactions.
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import { createRequire } from "node:module";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";

const dir = process.env.BENCH_PROFILE_DIR;
if (dir) {
  let session = null;
  let loop = null;
  let pools = new Map();
  let on = false;

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

  const pct = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : null);
  process.on("SIGUSR2", () => {
    if (!on) {
      on = true;
      pools = new Map();
      loop = monitorEventLoopDelay({ resolution: 2 });
      loop.enable();
      session = new Session();
      session.connect();
      session.post("Profiler.enable", () => session.post("Profiler.setSamplingInterval", { interval: 500 }, () => session.post("Profiler.start")));
      return;
    }
    on = false;
    loop.disable();
    const out = {
      eventLoopDelayMs: { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 },
      pools: Object.fromEntries(
        [...pools].map(([label, s]) => {
          const w = s.waits.sort((a, b) => a - b);
          return [label, { acquisitions: w.length, waitMs: { p50: pct(w, 0.5), p95: pct(w, 0.95), p99: pct(w, 0.99), max: w[w.length - 1] ?? null }, maxQueued: s.maxQueued }];
        }),
      ),
    };
    writeFileSync(path.join(dir, `${process.pid}.probe.json`), JSON.stringify(out, null, 2));
    const s = session;
    session = null;
    s.post("Profiler.stop", (err, result) => {
      if (!err) writeFileSync(path.join(dir, `${process.pid}.cpuprofile`), JSON.stringify(result.profile));
      s.disconnect();
    });
  });
}

// Turns this process's metrics on at start-up (instrumentation.ts for Next.js, scripts/app-server.ts
// for the app server): the server's time per step (lib/perf/spans.ts) into a histogram, and the
// gauges read at each scrape (pools, bot worker). Only when /metrics is configured (METRICS_TOKEN or
// TRUSTED_PROXY): otherwise the spans stay off and cost nothing.
import { env } from "@/lib/env";
import { poolStats } from "@/lib/db/pool";
import { botWorker } from "@/lib/engine-games/bot-pool";
import { appMetrics } from "@/lib/metrics/app-metrics";
import { spans } from "@/lib/perf/spans";

const holder = globalThis as unknown as { bazaarMetricsInstalled?: boolean };

export function installMetrics(): void {
  const { METRICS_TOKEN, TRUSTED_PROXY } = env();
  if (holder.bazaarMetricsInstalled || (!METRICS_TOKEN && !TRUSTED_PROXY.length)) return;
  holder.bazaarMetricsInstalled = true;
  const m = appMetrics();
  spans.observe((name, ms) => m.spans.observe(ms / 1000, { span: name }));
  m.registry.collect(() => {
    for (const p of poolStats()) {
      m.poolConnections.set({ pool: p.pool, state: "in_use" }, p.inUse);
      m.poolConnections.set({ pool: p.pool, state: "idle" }, p.idle);
      m.poolWaiting.set({ pool: p.pool }, p.waiting);
      m.poolMax.set({ pool: p.pool }, p.max);
    }
  });
  m.registry.collect(() => m.botQueued.set(undefined, botWorker().stats().queued));
}

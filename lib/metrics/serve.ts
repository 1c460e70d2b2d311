// GET /metrics: this process's metrics in Prometheus' text format, for whoever may read them
// (lib/metrics/access.ts). The app server answers it (lib/metrics/serve-node.ts) with its own and
// the Next.js process's, each sample labelled with its process; Next.js answers its own
// (app/metrics/route.ts), which is all there is under `next dev`.
import { env } from "@/lib/env";
import { metricsAccess, refusal, type MetricsAccess, type MetricsConfig } from "@/lib/metrics/access";
import { appMetrics } from "@/lib/metrics/app-metrics";

export const METRICS_PATH = "/metrics";
export const METRICS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

export type ProcessName = "app" | "next";

/** This process's exposition, every sample labelled with the process. */
export const metricsText = (process: ProcessName): string => appMetrics().registry.render({ process });

/** Who may read: METRICS_TOKEN and TRUSTED_PROXY. */
export function metricsConfig(): MetricsConfig {
  const { METRICS_TOKEN, TRUSTED_PROXY } = env();
  return { token: METRICS_TOKEN, trusted: TRUSTED_PROXY };
}

/** The answer to GET /metrics as a web Response (Next.js). */
export function metricsResponse(
  req: Request,
  process: ProcessName = "next",
  config: MetricsConfig = metricsConfig(),
): Response {
  const access: MetricsAccess = metricsAccess((name) => req.headers.get(name), config);
  if (access !== "ok") {
    const { status, headers } = refusal(access);
    return new Response(null, { status, headers: { ...headers, "cache-control": "no-store" } });
  }
  return new Response(metricsText(process), {
    headers: { "content-type": METRICS_CONTENT_TYPE, "cache-control": "no-store" },
  });
}

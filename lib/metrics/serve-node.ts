// GET /metrics on the app server (scripts/app-server.ts): its own metrics and the Next.js process's
// behind it as one exposition (lib/metrics/registry.ts mergeExpositions). Next.js is asked with the
// same Authorization and X-Forwarded-For as the request, so it decides access the same way; while
// it restarts, the app server's own go out with bazaar_next_scrape_up 0.
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { metricsAccess, refusal, type MetricsConfig } from "@/lib/metrics/access";
import { appMetrics } from "@/lib/metrics/app-metrics";
import { mergeExpositions } from "@/lib/metrics/registry";
import { METRICS_CONTENT_TYPE, METRICS_PATH, metricsConfig, metricsText } from "@/lib/metrics/serve";
import { SECURITY_HEADERS } from "@/lib/http/security-headers";

const NEXT_TIMEOUT_MS = 2_000;

export const isMetricsPath = (url: string | undefined) => url === METRICS_PATH || !!url?.startsWith(`${METRICS_PATH}?`);

/** Next's exposition, or null when it does not answer 200 in time. */
function nextMetrics(port: number, headers: Record<string, string>): Promise<string | null> {
  return new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port, path: METRICS_PATH, headers, timeout: NEXT_TIMEOUT_MS }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return resolve(null);
      }
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve(text));
      res.on("error", () => resolve(null));
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(null));
  });
}

export async function serveMetrics(
  req: IncomingMessage,
  res: ServerResponse,
  nextPort: number | null,
  config: MetricsConfig = metricsConfig(),
): Promise<void> {
  // The peer joins X-Forwarded-For as the proxy to Next.js adds it (lib/http/proxy.ts): the last
  // entry is who connected.
  const forwarded = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
  const header = (name: string): string | null => {
    if (name === "x-forwarded-for") return forwarded;
    const v = req.headers[name];
    return v === undefined ? null : Array.isArray(v) ? v.join(", ") : v;
  };
  const base = { ...SECURITY_HEADERS, "cache-control": "no-store" };
  if (req.method !== "GET" && req.method !== "HEAD") return void res.writeHead(405, { ...base, allow: "GET" }).end();
  const access = metricsAccess(header, config);
  if (access !== "ok") {
    const { status, headers } = refusal(access);
    return void res.writeHead(status, { ...base, ...headers }).end();
  }
  const asked: Record<string, string> = { "x-forwarded-for": forwarded };
  if (req.headers.authorization) asked.authorization = req.headers.authorization;
  const next = nextPort === null ? null : await nextMetrics(nextPort, asked);
  appMetrics().nextUp.set(undefined, next === null ? 0 : 1);
  const text = mergeExpositions(next === null ? [metricsText("app")] : [metricsText("app"), next]);
  res.writeHead(200, { ...base, "content-type": METRICS_CONTENT_TYPE, "content-length": Buffer.byteLength(text) });
  res.end(req.method === "HEAD" ? undefined : text);
}

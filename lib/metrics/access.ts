// Who may read /metrics: whoever sends `Authorization: Bearer $METRICS_TOKEN`, or a request that
// starts at a TRUSTED_PROXY address (a scraper on the proxy's machine). A request the proxy only
// relays does not: its client address is the visitor's (X-Forwarded-For), so the public cannot
// read metrics through the proxy. With neither configured the endpoint does not exist (404).
import { createHash, timingSafeEqual } from "node:crypto";
import { clientAddress } from "@/lib/http/client";

export type MetricsAccess = "ok" | "unauthorized" | "forbidden" | "disabled";

type Header = (name: string) => string | null;

const digest = (s: string) => createHash("sha256").update(s).digest();

export interface MetricsConfig {
  /** METRICS_TOKEN */
  token?: string;
  /** TRUSTED_PROXY */
  trusted: string[];
}

export function metricsAccess(header: Header, config: MetricsConfig): MetricsAccess {
  const { token, trusted } = config;
  if (!token && !trusted.length) return "disabled";
  const auth = header("authorization");
  if (auth) {
    const given = /^Bearer\s+(.+)$/i.exec(auth.trim())?.[1];
    // Hashes of equal length: the comparison's time says nothing of the token.
    return token && given && timingSafeEqual(digest(given), digest(token)) ? "ok" : "unauthorized";
  }
  if (trusted.length && trusted.includes(clientAddress(header, trusted))) return "ok";
  return token ? "unauthorized" : "forbidden";
}

/** The refusal's status and headers for an access that is not "ok". */
export function refusal(access: Exclude<MetricsAccess, "ok">): { status: number; headers: Record<string, string> } {
  if (access === "disabled") return { status: 404, headers: {} };
  if (access === "unauthorized") return { status: 401, headers: { "www-authenticate": 'Bearer realm="metrics"' } };
  return { status: 403, headers: {} };
}

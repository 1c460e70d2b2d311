// What every API request leaves behind: its count and latency by route pattern, method and status,
// its JSON log line, and (a stream) the live streams gauge while it is open.
import { appMetrics } from "@/lib/metrics/app-metrics";
import { logRequest, type RequestLine } from "@/lib/metrics/log";
import { SseReply } from "@/lib/http/sse-reply";

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** The streams' `as` values the gauge names; anything else is "other" (bounded labels). */
const AUDIENCES = new Set(["player", "spectator", "judge", "projector", "organizer", "phone", "seat"]);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path with each parameter's segment replaced by its name: "/api/claim/[token]". The raw
 * path may hold secrets (seat links, join codes); the pattern holds only the route's own words. */
export function routePattern(pathname: string, params: Readonly<Record<string, string>>): string {
  const names = Object.entries(params);
  return pathname
    .split("/")
    .map((segment) => {
      if (!segment) return segment;
      const value = decoded(segment);
      const found = names.find(([, v]) => v === value);
      return found ? `[${found[0]}]` : segment;
    })
    .join("/");
}

export const methodLabel = (method: string) => (KNOWN_METHODS.has(method) ? method : "other");

export function observeRequest(line: RequestLine): void {
  const m = appMetrics();
  const labels = { route: line.route, method: methodLabel(line.method), status: String(line.status) };
  m.requests.inc(labels);
  m.latency.observe(line.ms / 1000, labels);
  logRequest(line);
}

/** The stream's audience as the gauge names it: its `as` query value when known. */
export function audienceOf(url: URL): string {
  const as = url.searchParams.get("as");
  if (!as) return "default";
  return AUDIENCES.has(as) ? as : "other";
}

/** The reply, counted in the live streams gauge from its opening to its end (whoever ends it). */
export function trackStream(reply: SseReply, route: string, audience: string): SseReply {
  return new SseReply(async (sink) => {
    const gauge = appMetrics().sseClients;
    const labels = { route, audience };
    let open = true;
    const done = () => {
      if (!open) return;
      open = false;
      gauge.dec(labels);
    };
    gauge.inc(labels);
    sink.signal.addEventListener("abort", done, { once: true });
    if (sink.signal.aborted) done();
    try {
      await reply.open(sink);
    } catch (err) {
      done();
      throw err;
    }
  });
}

// bench:draft's window on lib/perf/spans.ts, in the app server's fast lane: GET /api/bench/spans
// answers the spans since the last reset, POST resets them. Only with BAZAAR_BENCH_SPANS=1 and
// only from the machine itself; otherwise 404, as for any unknown path.
import type { IncomingMessage, ServerResponse } from "node:http";
import { sendJson } from "@/lib/http/node-io";
import { spans } from "@/lib/perf/spans";

export const SPANS_PATH = "/api/bench/spans";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

export function serveSpans(req: IncomingMessage, res: ServerResponse): void {
  if (!spans.on || !LOOPBACK.has(req.socket.remoteAddress ?? ""))
    return sendJson(res, 404, { error: { code: "not_found" } });
  if (req.method === "POST") {
    spans.reset();
    return sendJson(res, 200, { ok: true });
  }
  sendJson(res, 200, spans.report());
}

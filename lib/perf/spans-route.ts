// The benches' window on lib/perf/spans.ts, in the app server's fast lane: GET /api/bench/spans
// answers the spans since the last reset, POST resets them; GET/POST /api/bench/spans/next the same
// for the Next.js process (the routes it serves, e.g. the engine games': app/api/bench/spans/next).
// Only with BAZAAR_BENCH_SPANS=1 and only from the machine itself; otherwise 404, as for any
// unknown path.
import type { IncomingMessage, ServerResponse } from "node:http";
import { clientAddress } from "@/lib/http/client";
import { sendJson } from "@/lib/http/node-io";
import { spans } from "@/lib/perf/spans";

export const SPANS_PATH = "/api/bench/spans";
export const NEXT_SPANS_PATH = `${SPANS_PATH}/next`;

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

/** The Next.js process's spans: its peer is the app server, whose address it appends to X-Forwarded-For (the last
 * entry is whoever connected to the app server). */
export function nextSpans(req: Request): Response {
  const peer = clientAddress((name) => req.headers.get(name), []);
  if (!spans.on || !LOOPBACK.has(peer)) return Response.json({ error: { code: "not_found" } }, { status: 404 });
  if (req.method === "POST") {
    spans.reset();
    return Response.json({ ok: true });
  }
  return Response.json(spans.report());
}

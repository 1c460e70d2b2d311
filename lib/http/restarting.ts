// The answer while part of the app restarts (the app server after a crash, Next.js behind it): 503
// with Retry-After, in JSON for the API (phones retry 503 by themselves, components/net/sendAction.ts)
// and in words for a page, and the connection closed so the retry opens a new one that the
// restarted server takes. Sent by the run command (scripts/serve.ts) and the app server.
import type { IncomingMessage, ServerResponse } from "node:http";
import { SECURITY_HEADERS } from "@/lib/http/security-headers";

export const RESTART_RETRY_AFTER_S = 1;
const MESSAGE = "Bazaar si sta riavviando: riprova tra un secondo. / Bazaar is restarting: try again in a second.";

export function answerRestarting(req: IncomingMessage, res: ServerResponse): void {
  const api = req.url?.startsWith("/api/") ?? false;
  const body = api ? JSON.stringify({ error: { code: "restarting", message: MESSAGE } }) : MESSAGE;
  res.shouldKeepAlive = false;
  res.writeHead(503, {
    ...SECURITY_HEADERS,
    "retry-after": String(RESTART_RETRY_AFTER_S),
    "cache-control": "no-store",
    connection: "close",
    "content-type": api ? "application/json" : "text/plain; charset=utf-8",
    "content-length": Buffer.byteLength(body),
  });
  res.end(body);
}

// node:http request and response helpers for the fast lane's transport (lib/http/node-route.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import { LOCALE_COOKIE, toLocale } from "@/i18n/config";
import type { AppError } from "@/lib/errors";
import { errorPayload } from "@/lib/http/route-core";
import { SSE_HEADERS, type SseReply, type SseSink } from "@/lib/http/sse-reply";
import { SECURITY_HEADERS } from "@/lib/http/security-headers";
import { cookieFromHeader } from "@/lib/http/cookie-header";

/** A JSON answer with the security headers, never cached. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    ...headers,
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
    "cache-control": "no-store",
  });
  res.end(text);
}

/** A web-standard Response (a route that builds its own, e.g. /api/health), with the security headers. */
export async function sendResponse(res: ServerResponse, answer: Response, headers: Record<string, string> = {}) {
  const body = Buffer.from(await answer.arrayBuffer());
  res.writeHead(answer.status, {
    ...SECURITY_HEADERS,
    ...headers,
    ...Object.fromEntries(answer.headers),
    "content-length": body.byteLength,
  });
  res.end(body);
}

/** Refuses a request before any route runs (lib/http/bad-url.ts, oversize.ts), in the language of
 * its locale cookie. */
export function refuse(req: IncomingMessage, res: ServerResponse, err: AppError): void {
  const { status, body } = errorPayload(err, toLocale(cookieOf(req, LOCALE_COOKIE)));
  sendJson(res, status, body);
}

export const cookieOf = (req: IncomingMessage, name: string): string | undefined =>
  cookieFromHeader(req.headers.cookie, name);

/** The body, or null as soon as it grows past maxBytes (the rest is not read). */
export async function readBodyOf(req: IncomingMessage, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function streamTo(
  res: ServerResponse,
  reply: SseReply,
  stop: AbortController,
  headers: Record<string, string>,
): Promise<void> {
  const signal = stop.signal;
  res.writeHead(200, { ...SECURITY_HEADERS, ...SSE_HEADERS, ...headers });
  res.socket?.setNoDelay(true);
  let open = true;
  const sink: SseSink = {
    signal,
    write(text) {
      if (open) res.write(text);
    },
    close() {
      if (!open) return;
      open = false;
      res.end();
      // Ended by the server: the stream's subscriptions stop as they would for a departed client.
      stop.abort();
    },
  };
  signal.addEventListener("abort", () => (open = false), { once: true });
  await reply.open(sink);
}

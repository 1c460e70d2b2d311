// The route wrapper for plain node:http (the app server's fast lane): the same steps as
// lib/http/route.ts — device from its cookie → zod parse → authorize → lib → typed error,
// translated — on IncomingMessage/ServerResponse, without Next's request pipeline.
// Organizer sessions are not decoded here: the fast lane only mounts what players and
// projectors call; anything needing an organizer goes to Next.js.
import type { IncomingMessage, ServerResponse } from "node:http";
import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { LOCALE_COOKIE, toLocale } from "@/i18n/config";
import { AppError } from "@/lib/errors";
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE, DEVICE_KEY_FORMAT } from "@/lib/players/device-key";
import { assertEmptyBody, errorPayload, formatBytes, validate, type Audience, type Ctx, type RouteSpec } from "@/lib/http/route-core";
import { SSE_HEADERS, SseReply, type SseSink } from "@/lib/http/sse-reply";
import { guardRequest, hasBody } from "@/lib/http/request-guard";
import { SECURITY_HEADERS, servedOverHttps } from "@/lib/http/security-headers";
import { env } from "@/lib/env";

function cookie(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeCookie(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** A cookie value with bad percent-encoding (bz_locale=%ZZ) is ignored, as Next.js does. */
function decodeCookie(value: string): string | undefined {
  if (value.indexOf("%") === -1) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

async function readBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  if (Number(req.headers["content-length"] ?? "0") > maxBytes) throw new AppError("payload_too_large", { max: formatBytes(maxBytes) });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new AppError("payload_too_large", { max: formatBytes(maxBytes) });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    throw new AppError("invalid_json");
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...SECURITY_HEADERS, ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(text), "cache-control": "no-store" });
  res.end(text);
}

export async function serveNode<A extends Audience, S extends z.ZodType, R>(
  spec: RouteSpec<A, S, R>,
  req: IncomingMessage,
  res: ServerResponse,
  params: Record<string, string>,
  url: URL,
): Promise<void> {
  let locale = toLocale(undefined);
  const headers: Record<string, string | string[]> = {};
  const aborted = new AbortController();
  let streaming = false;
  // Only a client that left before the answer was complete aborts (an abort builds a DOMException
  // with a stack trace: measurable on every bid if done for each finished request).
  res.on("close", () => {
    if (!res.writableFinished) aborted.abort();
  });
  // Everything awaited inside the boundary: whatever fails is an answer, never a rejection.
  try {
    locale = toLocale(cookie(req, LOCALE_COOKIE));
    if (spec.audience === "organizer") throw new Error("the fast lane does not serve organizer routes");
    const header = (name: string) => {
      const v = req.headers[name];
      return v === undefined ? null : Array.isArray(v) ? v.join(", ") : v;
    };
    guardRequest(req.method ?? "GET", header, spec.from, !!spec.input);
    const existing = cookie(req, DEVICE_COOKIE);
    let device: string | null = existing && DEVICE_KEY_FORMAT.test(existing) ? existing : null;
    if (!device && spec.audience === "device") {
      device = randomBytes(32).toString("base64url");
      const secure = servedOverHttps(req.headers["x-forwarded-proto"] as string | undefined, env().PUBLIC_URL) ? "; Secure" : "";
      headers["set-cookie"] = `${DEVICE_COOKIE}=${device}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE}; HttpOnly; SameSite=lax${secure}`;
    }
    const ctx = {
      header,
      signal: aborted.signal,
      locale,
      params,
      organizer: null,
      device,
    } as Ctx<A>;
    let input: z.infer<S> | undefined;
    if (spec.input) {
      let raw: unknown;
      if ((spec.from ?? "json") === "query") raw = Object.fromEntries(url.searchParams);
      else {
        raw = parseJson(await readBody(req, spec.maxBytes ?? 64 * 1024));
      }
      input = validate(spec.input, raw);
    } else if (hasBody(header)) assertEmptyBody(parseJson(await readBody(req, spec.maxBytes ?? 64 * 1024)));
    if (spec.authorize) await spec.authorize(ctx, input as z.infer<S>);
    const result = await spec.handle(ctx, input as z.infer<S>);
    if (result instanceof SseReply) {
      streaming = true;
      return await streamTo(res, result, aborted, headers);
    }
    if (result instanceof Response) throw new Error("the fast lane serves JSON and SSE answers only");
    sendJson(res, 200, result ?? { ok: true }, headers);
  } catch (err) {
    const { status, headers: errorHeaders, body } = errorPayload(err, locale, `${req.method} ${url.pathname}`);
    if (!res.headersSent) sendJson(res, status, body, { ...headers, ...errorHeaders });
    // A live stream that broke ends as any stream does (its client reconnects and resumes).
    else if (streaming) res.end();
    else res.destroy();
  }
}

async function streamTo(res: ServerResponse, reply: SseReply, stop: AbortController, headers: Record<string, string | string[]>): Promise<void> {
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

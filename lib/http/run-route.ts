// The route pipeline, once for every server: locale → request guard (origin, body type) → path
// parameters → session or device by audience → body (size limit, JSON / form / query) → authorize
// → handle → the answer (JSON, Response or SSE), and every failure as errorPayload's answer.
// A transport only supplies a RouteIO: Next.js (lib/http/route.ts), node:http (lib/http/node-route.ts).
import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { LOCALE_COOKIE, toLocale, type Locale } from "@/i18n/config";
import type { OrganizerSession } from "@/lib/auth/session";
import { noteWriteOk } from "@/lib/db/disk";
import { AppError } from "@/lib/errors";
import { cleanParam } from "@/lib/http/input-rule";
import { guardRequest } from "@/lib/http/request-guard";
import {
  assertEmptyBody,
  errorPayload,
  formatBytes,
  validate,
  type Audience,
  type Ctx,
  type RouteSpec,
} from "@/lib/http/route-core";
import { spans } from "@/lib/perf/spans";
import { servedOverHttps } from "@/lib/http/security-headers";
import { SseReply } from "@/lib/http/sse-reply";
import { env } from "@/lib/env";
import { REQUEST_ID_HEADER, requestIdOf } from "@/lib/metrics/request-id";
import { audienceOf, observeRequest, routePattern, trackStream } from "@/lib/metrics/requests";
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE, DEVICE_KEY_FORMAT } from "@/lib/players/device-key";

export interface CookieOptions {
  path: string;
  maxAge: number;
  httpOnly: boolean;
  sameSite: "lax";
  secure: boolean;
}

/** What a transport gives the pipeline for one request; Out is what it answers with. */
export interface RouteIO<Out> {
  method: string;
  url: URL;
  /** A request header (lower-case name). */
  header(name: string): string | null;
  cookie(name: string): string | undefined | Promise<string | undefined>;
  setCookie(name: string, value: string, options: CookieOptions): void | Promise<void>;
  /** The path parameters as the server decoded them. */
  params(): Record<string, string> | Promise<Record<string, string>>;
  /** Whether the request carries a body (read for routes without input: it must be empty). */
  hasBody: boolean;
  /** The body's bytes; null once it grew past maxBytes. */
  readBody(maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null>;
  /** The next-auth session (never asked for device routes). */
  organizer(): Promise<OrganizerSession | null>;
  /** Aborted when the client goes away. */
  signal: AbortSignal;
  json(status: number, body: unknown, headers: Record<string, string>): Out;
  response(res: Response): Out;
  /** where: "GET /api/…" (the route's pattern), for the log of a stream that fails; headers: the
   * answer's own (its request id). */
  sse(reply: SseReply, where: string, headers: Record<string, string>): Out | Promise<Out>;
}

const DEFAULT_MAX_BYTES = 64 * 1024;

export async function runRoute<A extends Audience, S extends z.ZodType, R, P extends z.ZodType | undefined, Out>(
  spec: RouteSpec<A, S, R, P>,
  io: RouteIO<Out>,
): Promise<Out> {
  let locale: Locale = toLocale(undefined);
  const arrived = performance.now();
  const requestId = requestIdOf(io.header);
  const idHeader = { [REQUEST_ID_HEADER]: requestId };
  // The route's pattern, not the raw path: logs and metric labels never hold a seat link or a code.
  let route = "unknown";
  let where = `${io.method} ${route}`;
  let status = 500;
  const started = spans.mark();
  // Everything awaited inside the boundary: whatever fails is an answer, never a rejection.
  try {
    const rawParams = await io.params();
    route = routePattern(io.url.pathname, rawParams);
    where = `${io.method} ${route}`;
    locale = toLocale(await io.cookie(LOCALE_COOKIE));
    guardRequest(io.method, io.header, spec.from, !!spec.input);
    const params = parseParams(spec.params, rawParams);
    // Players' device routes (every bid) skip the next-auth session decode: identity is the device.
    const organizer = spec.audience === "device" ? null : await io.organizer();
    if (spec.audience === "organizer" && !organizer) throw new AppError("unauthenticated");
    const device = await deviceOf(spec.audience, io);
    const ctx = { header: io.header, signal: io.signal, locale, params, organizer, device } as Ctx<A, P>;
    const maxBytes = spec.maxBytes ?? DEFAULT_MAX_BYTES;
    let input: z.infer<S> | undefined;
    if (spec.input) input = validate(spec.input, await rawInput(io, spec.from ?? "json", maxBytes), spec.files);
    else if (io.hasBody) {
      const body = await readBytes(io, maxBytes);
      if (body.byteLength) assertEmptyBody(parseJson(body));
    }
    if (spec.authorize) await spec.authorize(ctx, input as z.infer<S>);
    const handled = spans.span("guard", started);
    const result = await spec.handle(ctx, input as z.infer<S>);
    spans.span("handle", handled);
    if (io.method !== "GET" && io.method !== "HEAD") noteWriteOk();
    if (result instanceof SseReply) {
      status = 200;
      return await io.sse(trackStream(result, route, audienceOf(io.url)), where, idHeader);
    }
    if (result instanceof Response) {
      status = result.status;
      return io.response(withHeaders(result, idHeader));
    }
    status = 200;
    const answer = io.json(200, result ?? { ok: true }, idHeader);
    spans.span("request", started);
    return answer;
  } catch (err) {
    const { status: code, headers, body } = errorPayload(err, locale, where, requestId);
    status = code;
    return io.json(code, body, { ...headers, ...idHeader });
  } finally {
    observeRequest({ requestId, method: io.method, route, status, ms: performance.now() - arrived });
  }
}

/** A route's own Response with the headers added (one whose headers are immutable goes as it is). */
function withHeaders(res: Response, headers: Record<string, string>): Response {
  try {
    for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
  } catch {
    /* immutable headers (Response.redirect): the answer goes without them */
  }
  return res;
}

/** Each parameter clean text (a control character or lone surrogate is a 400 naming it, not a 500
 * further down), then the route's schema. */
function parseParams(schema: z.ZodType | undefined, raw: Record<string, string>): unknown {
  const clean: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) clean[name] = cleanParam(name, String(value));
  if (!schema) return clean;
  const parsed = schema.safeParse(clean);
  if (parsed.success) return parsed.data;
  const field = String(parsed.error.issues[0]?.path[0] ?? "path");
  throw new AppError("invalid_path", { field }, { field, reason: parsed.error.issues[0]?.message ?? "invalid" });
}

/** The device key from its cookie; a device route without one gets a new key in a new cookie. */
async function deviceOf(audience: Audience, io: RouteIO<unknown>): Promise<string | null> {
  const existing = await io.cookie(DEVICE_COOKIE);
  if (existing && DEVICE_KEY_FORMAT.test(existing)) return existing;
  if (audience !== "device") return null;
  const key = randomBytes(32).toString("base64url");
  // Draft nights run on plain http over the venue's LAN; behind https the cookie says so.
  const secure = servedOverHttps(io.header("x-forwarded-proto"), env().PUBLIC_URL);
  await io.setCookie(DEVICE_COOKIE, key, {
    path: "/",
    maxAge: DEVICE_COOKIE_MAX_AGE,
    httpOnly: true,
    sameSite: "lax",
    secure,
  });
  return key;
}

async function rawInput(io: RouteIO<unknown>, from: "json" | "form" | "query", maxBytes: number): Promise<unknown> {
  if (from === "query") return Object.fromEntries(io.url.searchParams);
  const body = await readBytes(io, maxBytes);
  if (from === "json") return parseJson(body);
  const type = io.header("content-type") ?? "";
  const form = await new Request(io.url, { method: "POST", headers: { "content-type": type }, body })
    .formData()
    .catch(() => {
      throw new AppError("invalid_input", { reason: "multipart form expected" });
    });
  return Object.fromEntries(form.entries());
}

async function readBytes(io: RouteIO<unknown>, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => new AppError("payload_too_large", { max: formatBytes(maxBytes) });
  if (Number(io.header("content-length") ?? "0") > maxBytes) throw tooLarge();
  const body = await io.readBody(maxBytes);
  if (!body || body.byteLength > maxBytes) throw tooLarge();
  return body;
}

function parseJson(body: Uint8Array): unknown {
  try {
    return body.byteLength ? JSON.parse(new TextDecoder().decode(body)) : {};
  } catch {
    throw new AppError("invalid_json");
  }
}

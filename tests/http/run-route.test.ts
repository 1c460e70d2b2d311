// The route pipeline (lib/http/run-route.ts) answers the same whichever transport carries it: a
// table of requests, each sent through a bare in-memory RouteIO (what a future transport would
// supply), the Next.js adapter (lib/http/route.ts) and the node:http one (lib/http/node-route.ts)
// over a real socket. Every case's answer must be the expected one, and identical on all three.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

const state = vi.hoisted(() => ({
  cookies: new Map<string, string>(),
  set: [] as { name: string; value: string; options: Record<string, unknown> }[],
}));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (state.cookies.has(name) ? { value: state.cookies.get(name) } : undefined),
    set: (name: string, value: string, options: Record<string, unknown>) => state.set.push({ name, value, options }),
  }),
  headers: async () => new Headers(),
}));
vi.mock("@/lib/auth/session", () => ({ currentOrganizer: async () => null }));

const { runRoute } = await import("@/lib/http/run-route");
const { route } = await import("@/lib/http/route");
const { serveNode } = await import("@/lib/http/node-route");
const { defineRoute } = await import("@/lib/http/route-core");
const { SseReply } = await import("@/lib/http/sse-reply");
const { AppError } = await import("@/lib/errors");
const { eventParams } = await import("@/lib/http/params");

type Spec = Parameters<typeof serveNode>[0];

interface Req {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  cookies?: Record<string, string>;
  params?: Record<string, string>;
  query?: string;
}

/** What a client sees, the same shape whichever transport answered. */
interface Answer {
  status: number;
  type: string | null;
  retryAfter: string | null;
  body: unknown;
  cookie: {
    name: string;
    value: string;
    path: string;
    maxAge: number;
    httpOnly: boolean;
    sameSite: string;
    secure: boolean;
  } | null;
}

const echo = defineRoute({
  audience: "public",
  params: eventParams,
  input: z.object({ n: z.number().int().min(1) }),
  authorize: async (ctx, { n }) => {
    if (n === 13) throw new AppError("forbidden");
  },
  handle: async (ctx, { n }) => ({ n, eventId: ctx.params.eventId, locale: ctx.locale }),
});
const small = defineRoute({
  audience: "public",
  input: z.object({}).passthrough(),
  maxBytes: 10,
  handle: async () => ({ ok: true }),
});
const noInput = defineRoute({ audience: "public", handle: async () => ({ done: true }) });
const query = defineRoute({
  audience: "public",
  from: "query",
  input: z.object({ step: z.coerce.number().int().min(1) }),
  handle: async (_, i) => i,
});
const needsOrganizer = defineRoute({
  audience: "public",
  authorize: async (ctx) => {
    if (!ctx.organizer) throw new AppError("unauthenticated");
  },
  handle: async () => ({ secret: true }),
});
const device = defineRoute({ audience: "device", handle: async (ctx) => ({ device: ctx.device }) });
const publicDevice = defineRoute({ audience: "public", handle: async (ctx) => ({ device: ctx.device }) });
const notFound = defineRoute({
  audience: "public",
  params: eventParams,
  handle: async (ctx) => Promise.reject(new AppError("not_found", { id: ctx.params.eventId })),
});
const dbAway = defineRoute({
  audience: "public",
  handle: async () => Promise.reject(new AppError("database_unavailable")),
});
const boom = defineRoute({ audience: "public", handle: async () => Promise.reject(new Error("secret internals")) });
const stream = defineRoute({
  audience: "public",
  handle: async () =>
    new SseReply(async (sink) => {
      sink.write('id: 1\ndata: {"a":1}\n\n');
      sink.write(": keep-alive\n\n");
      sink.close();
    }),
});
const brokenStream = defineRoute({
  audience: "public",
  handle: async () =>
    new SseReply(async (sink) => {
      sink.write("id: 7\ndata: 1\n\n");
      throw new Error("stream broke");
    }),
});

const json = { "content-type": "application/json" };
const DEVICE = "d".repeat(43);

const cases: { name: string; spec: Spec; req: Req; status: number; code?: string; body?: unknown }[] = [
  {
    name: "success",
    spec: echo,
    req: { body: '{"n":2}', params: { eventId: "ev1" } },
    status: 200,
    body: { n: 2, eventId: "ev1", locale: "it" },
  },
  {
    name: "success in English",
    spec: echo,
    req: { body: '{"n":2}', params: { eventId: "ev1" }, cookies: { NEXT_LOCALE: "en" } },
    status: 200,
    body: { n: 2, eventId: "ev1", locale: "en" },
  },
  { name: "bad JSON", spec: echo, req: { body: "{nope", params: { eventId: "e" } }, status: 400, code: "invalid_json" },
  {
    name: "schema failure",
    spec: echo,
    req: { body: '{"n":0}', params: { eventId: "e" } },
    status: 400,
    code: "invalid_input",
  },
  {
    name: "schema failure in English",
    spec: echo,
    req: { body: '{"n":"x"}', params: { eventId: "e" }, cookies: { NEXT_LOCALE: "en" } },
    status: 400,
    code: "invalid_input",
  },
  {
    name: "control character in the body",
    spec: echo,
    req: { body: '{"n":1,"x":"a\\u0000"}', params: { eventId: "e" } },
    status: 400,
    code: "invalid_text",
  },
  {
    // Issue 30 §5: a recursive walk overflowed the stack on this (a 500); now a 400 before zod.
    name: "body nested 30 000 deep",
    spec: echo,
    req: { body: `{"n":1,"x":${"[".repeat(30_000)}${"]".repeat(30_000)}}`, params: { eventId: "e" } },
    status: 400,
    code: "input_too_deep",
  },
  {
    name: "body nested 33 deep in objects",
    spec: echo,
    req: { body: `{"n":1,"x":${'{"y":'.repeat(32)}1${"}".repeat(32)}}`, params: { eventId: "e" } },
    status: 400,
    code: "input_too_deep",
  },
  {
    name: "body nested 32 deep (the limit) is taken",
    spec: echo,
    req: { body: `{"n":1,"x":${"[".repeat(31)}${"]".repeat(31)}}`, params: { eventId: "e" } },
    status: 200,
    body: { n: 1, eventId: "e", locale: "it" },
  },
  {
    name: "oversize body",
    spec: small,
    req: { body: JSON.stringify({ a: "x".repeat(100) }) },
    status: 413,
    code: "payload_too_large",
  },
  {
    name: "wrong content type",
    spec: echo,
    req: { body: '{"n":1}', headers: { "content-type": "text/plain" }, params: { eventId: "e" } },
    status: 403,
    code: "body_type_refused",
  },
  {
    name: "cross-site origin",
    spec: echo,
    req: { body: '{"n":1}', headers: { ...json, origin: "http://evil.test" }, params: { eventId: "e" } },
    status: 403,
    code: "cross_site_refused",
  },
  {
    name: "cross-site fetch",
    spec: noInput,
    req: { headers: { "sec-fetch-site": "cross-site" } },
    status: 403,
    code: "cross_site_refused",
  },
  {
    name: "a GET is never origin-checked",
    spec: query,
    req: { method: "GET", query: "step=3", headers: { origin: "http://evil.test" } },
    status: 200,
    body: { step: 3 },
  },
  { name: "bad query", spec: query, req: { method: "GET", query: "step=0" }, status: 400, code: "invalid_input" },
  { name: "no body where none is expected", spec: noInput, req: {}, status: 200, body: { done: true } },
  {
    name: "empty object where none is expected",
    spec: noInput,
    req: { body: "{}" },
    status: 200,
    body: { done: true },
  },
  {
    name: "a body where none is expected",
    spec: noInput,
    req: { body: '{"x":1}' },
    status: 400,
    code: "body_not_expected",
  },
  {
    name: "bad JSON where no body is expected",
    spec: noInput,
    req: { body: "{nope" },
    status: 400,
    code: "invalid_json",
  },
  {
    name: "control character in a path parameter",
    spec: echo,
    req: { body: '{"n":1}', params: { eventId: "a\u0000b" } },
    status: 400,
    code: "invalid_path",
  },
  {
    name: "path parameter missing from the schema's shape",
    spec: echo,
    req: { body: '{"n":1}', params: { other: "x" } },
    status: 400,
    code: "invalid_path",
  },
  { name: "unauthenticated", spec: needsOrganizer, req: { method: "GET" }, status: 401, code: "unauthenticated" },
  {
    name: "authorize refusal",
    spec: echo,
    req: { body: '{"n":13}', params: { eventId: "e" } },
    status: 403,
    code: "forbidden",
  },
  {
    name: "AppError from the handler",
    spec: notFound,
    req: { method: "GET", params: { eventId: "nope" } },
    status: 404,
    code: "not_found",
  },
  { name: "database away", spec: dbAway, req: { method: "GET" }, status: 503, code: "database_unavailable" },
  { name: "unexpected error", spec: boom, req: { method: "GET" }, status: 500, code: "internal" },
  {
    name: "device cookie kept",
    spec: device,
    req: { cookies: { bz_device: DEVICE } },
    status: 200,
    body: { device: DEVICE },
  },
  { name: "device cookie created", spec: device, req: {}, status: 200 },
  {
    name: "device cookie created Secure behind https",
    spec: device,
    req: { headers: { "x-forwarded-proto": "https" } },
    status: 200,
  },
  { name: "malformed device cookie replaced", spec: device, req: { cookies: { bz_device: "short" } }, status: 200 },
  {
    name: "public route: device from its cookie only",
    spec: publicDevice,
    req: { method: "GET" },
    status: 200,
    body: { device: null },
  },
  { name: "SSE", spec: stream, req: { method: "GET" }, status: 200, body: 'id: 1\ndata: {"a":1}\n\n: keep-alive\n\n' },
  {
    name: "SSE that fails once open",
    spec: brokenStream,
    req: { method: "GET" },
    status: 200,
    body: "id: 7\ndata: 1\n\n",
  },
];

const cookieHeader = (c: Record<string, string> = {}) =>
  Object.entries(c)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");
const bodyHeaders = (r: Req) => r.headers ?? (r.body === undefined ? {} : json);

async function bodyOf(type: string | null, read: () => Promise<string>): Promise<unknown> {
  const text = await read();
  return type?.startsWith("application/json") ? JSON.parse(text) : text;
}

/** A Set-Cookie header as its parts. */
function parseSetCookie(header: string | null): Answer["cookie"] {
  if (!header) return null;
  const [pair, ...attrs] = header.split("; ");
  const [name, value] = pair!.split("=") as [string, string];
  const attr = new Map(
    attrs.map((a) => a.split("=") as [string, string | undefined]).map(([k, v]) => [k.toLowerCase(), v]),
  );
  return {
    name,
    value,
    path: attr.get("path")!,
    maxAge: Number(attr.get("max-age")),
    httpOnly: attr.has("httponly"),
    sameSite: attr.get("samesite")!,
    secure: attr.has("secure"),
  };
}

/** A key the pipeline just created differs per request: compared as "<new key>" (checked below). */
function sameShape(a: Answer): Answer {
  const made = (v: unknown) =>
    typeof v === "string" && /^[A-Za-z0-9_-]{43}$/.test(v) && v !== DEVICE ? "<new key>" : v;
  let body =
    a.body && typeof a.body === "object" && "device" in a.body ? { ...a.body, device: made(a.body.device) } : a.body;
  // A 5xx carries the request's id (lib/metrics/request-id.ts): new on each request, the same shape everywhere.
  const error = (body as { error?: { requestId?: unknown } } | null)?.error;
  if (error && "requestId" in error)
    body = {
      error: { ...error, requestId: /^[A-Za-z0-9_-]{16}$/.test(String(error.requestId)) ? "<id>" : error.requestId },
    };
  return { ...a, body, cookie: a.cookie && { ...a.cookie, value: made(a.cookie.value) as string } };
}

const transports: Record<string, (spec: Spec, r: Req) => Promise<Answer>> = {
  /** The bare RouteIO a new transport would implement, in memory. */
  async memory(spec, r) {
    const bytes = r.body === undefined ? null : new TextEncoder().encode(r.body);
    const headers = new Map(
      Object.entries({ ...bodyHeaders(r), ...(r.cookies ? { cookie: cookieHeader(r.cookies) } : {}) }),
    );
    let cookie: Answer["cookie"] = null;
    let streamed: string | null = null;
    const answer = await runRoute<
      Spec["audience"],
      z.ZodType,
      unknown,
      z.ZodType | undefined,
      Answer | null | Promise<Answer>
    >(spec, {
      method: r.method ?? "POST",
      url: new URL(`http://memory.test/api/case${r.query ? `?${r.query}` : ""}`),
      header: (name) => headers.get(name) ?? null,
      cookie: (name) => r.cookies?.[name],
      setCookie: (name, value, o) => void (cookie = { name, value, ...o, sameSite: o.sameSite }),
      params: () => r.params ?? {},
      hasBody: bytes !== null,
      readBody: async (max) => (bytes && bytes.byteLength > max ? null : new Uint8Array(bytes ?? [])),
      organizer: async () => null,
      signal: new AbortController().signal,
      json: (status, body, h) =>
        streamed !== null
          ? null
          : { status, type: "application/json", retryAfter: h["retry-after"] ?? null, body, cookie },
      response: async (res) => ({
        status: res.status,
        type: res.headers.get("content-type"),
        retryAfter: null,
        body: await res.text(),
        cookie,
      }),
      sse: async (reply) => {
        streamed = "";
        const stop = new AbortController();
        await reply.open({ signal: stop.signal, write: (t) => void (streamed += t), close: () => stop.abort() });
        return null;
      },
    });
    return (
      answer ?? { status: 200, type: "text/event-stream; charset=utf-8", retryAfter: null, body: streamed, cookie }
    );
  },

  async next(spec, r) {
    state.cookies = new Map(Object.entries(r.cookies ?? {}));
    state.set = [];
    const req = new Request(`http://next.test/api/case${r.query ? `?${r.query}` : ""}`, {
      method: r.method ?? "POST",
      headers: bodyHeaders(r),
      body: r.body,
    });
    const res = await route(spec)(req, { params: Promise.resolve(r.params ?? {}) });
    const type = res.headers.get("content-type");
    const set = state.set[0];
    const cookie = set ? ({ name: set.name, value: set.value, ...(set.options as object) } as Answer["cookie"]) : null;
    return {
      status: res.status,
      type,
      retryAfter: res.headers.get("retry-after"),
      body: await bodyOf(type, () => res.text()),
      cookie,
    };
  },

  async node(spec, r) {
    current = { spec, params: r.params ?? {} };
    const headers = { ...bodyHeaders(r), ...(r.cookies ? { cookie: cookieHeader(r.cookies) } : {}) };
    const res = await fetch(`${base}/api/case${r.query ? `?${r.query}` : ""}`, {
      method: r.method ?? "POST",
      headers,
      body: r.body,
    });
    const type = res.headers.get("content-type");
    return {
      status: res.status,
      type,
      retryAfter: res.headers.get("retry-after"),
      body: await bodyOf(type, () => res.text()),
      cookie: parseSetCookie(res.headers.get("set-cookie")),
    };
  },
};

let server: http.Server;
let base = "";
let current: { spec: Spec; params: Record<string, string> } | undefined;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://app.invalid");
    void serveNode(current!.spec, req, res, current!.params, url);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let logged: string[] = [];
beforeEach(() => {
  logged = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
  return () => vi.restoreAllMocks();
});

describe("runRoute on every transport", () => {
  it.each(cases)("$name", async ({ spec, req, status, code, body }) => {
    const answers: Record<string, Answer> = {};
    for (const [name, send] of Object.entries(transports)) answers[name] = sameShape(await send(spec, req));
    const { memory } = answers;
    expect(memory!.status).toBe(status);
    if (code) expect((memory!.body as { error: { code: string } }).error.code).toBe(code);
    if (body !== undefined) expect(memory!.body).toEqual(body);
    expect(answers.next).toEqual(memory);
    expect(answers.node).toEqual(memory);
  });

  it("errors are translated, with Retry-After while the database is away and no internals on a 500", async () => {
    for (const send of Object.values(transports)) {
      const away = await send(dbAway, { method: "GET", cookies: { NEXT_LOCALE: "en" } });
      expect(away.retryAfter).toBe("2");
      expect((away.body as { error: { message: string } }).error.message).toMatch(/database/i);
      const internal = await send(boom, { method: "GET" });
      expect(JSON.stringify(internal.body)).not.toContain("secret");
    }
    // Each unexpected error is logged with the request it broke.
    expect(
      logged.filter((l) => l.includes("unexpected error in GET /api/case") && l.includes("secret internals")),
    ).toHaveLength(3);
  });

  it("a device route without a valid cookie gets a new key in an httpOnly cookie, Secure only behind https", async () => {
    for (const send of Object.values(transports)) {
      const plain = await send(device, { cookies: { bz_device: "short" } });
      const key = (plain.body as { device: string }).device;
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(plain.cookie).toEqual({
        name: "bz_device",
        value: key,
        path: "/",
        maxAge: 365 * 24 * 3600,
        httpOnly: true,
        sameSite: "lax",
        secure: false,
      });
      const https = await send(device, { headers: { "x-forwarded-proto": "https" } });
      expect(https.cookie?.secure).toBe(true);
      expect((await send(device, { cookies: { bz_device: DEVICE } })).cookie).toBeNull();
    }
  });

  it("an organizer route needs a session: 401 from the pipeline; the fast lane never serves one", async () => {
    const organizerOnly = defineRoute({ audience: "organizer", handle: async (ctx) => ({ id: ctx.organizer.id }) });
    for (const name of ["memory", "next"]) {
      const res = await transports[name]!(organizerOnly, { method: "GET" });
      expect(res.status).toBe(401);
      expect((res.body as { error: { code: string } }).error.code).toBe("unauthenticated");
    }
    expect((await transports.node!(organizerOnly, { method: "GET" })).status).toBe(500);
  });

  it("a handler's own Response (downloads, /api/health) is passed through on every transport", async () => {
    const download = defineRoute({
      audience: "public",
      handle: async () => new Response("a,b\n", { status: 201, headers: { "content-type": "text/csv" } }),
    });
    for (const name of ["memory", "next", "node"])
      expect(await transports[name]!(download, { method: "GET" })).toMatchObject({
        status: 201,
        type: "text/csv",
        body: "a,b\n",
      });
  });
});

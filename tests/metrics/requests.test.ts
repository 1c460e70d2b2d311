// What API requests leave behind (lib/http/run-route.ts through lib/metrics/requests.ts): counts and
// latency by route pattern, method and status that move with each request, 4xx and 5xx under their
// status; the request id in the X-Request-Id header and every 5xx body; one JSON log line per request
// and per error that never holds the path's secrets (a seat link's token, a join code), cookies or
// bodies; the live streams gauge while a stream is open.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, set: () => {} }),
  headers: async () => new Headers(),
}));
vi.mock("@/lib/auth/session", () => ({ currentOrganizer: async () => null }));

const { route } = await import("@/lib/http/route");
const { AppError } = await import("@/lib/errors");
const { appMetrics } = await import("@/lib/metrics/app-metrics");
const { setLogSink } = await import("@/lib/metrics/log");
const { eventStream } = await import("@/lib/realtime/sse");
const { parseExposition, sampleOf } = await import("./exposition");

const SEAT_TOKEN = "seatSECRETtoken0123456789abcdef";
const JOIN_CODE = "K7M2QX";
const COOKIE = "bz_device=cookieSECRETvalue0123456789";
const PATTERN = "/api/seat/[token]/claim";

const tokenParams = z.object({ token: z.string() });
const claim = route({ audience: "public", params: tokenParams, handle: async () => ({ claimed: true }) });
const refused = route({
  audience: "public",
  params: tokenParams,
  handle: async () => Promise.reject(new AppError("forbidden")),
});
const broken = route({
  audience: "public",
  params: tokenParams,
  handle: async () => Promise.reject(new Error(`secret internals near ${SEAT_TOKEN}`)),
});

const call = (handler: typeof claim, init: RequestInit = {}) =>
  handler(
    new Request(`http://app.test/api/seat/${SEAT_TOKEN}/claim?code=${JOIN_CODE}`, {
      method: "POST",
      ...init,
      headers: { cookie: COOKIE, "content-type": "application/json", ...(init.headers ?? {}) },
    }),
    { params: Promise.resolve({ token: SEAT_TOKEN }) },
  );

const labels = (status: number) => ({ route: PATTERN, method: "POST", status: String(status) });
const counted = (status: number) => appMetrics().requests.get(labels(status));
const timed = (status: number) => appMetrics().latency.count(labels(status));

let lines: string[] = [];
beforeEach(() => {
  lines = [];
  setLogSink((line) => lines.push(line));
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  setLogSink(null);
  vi.restoreAllMocks();
});

describe("requests in /metrics", () => {
  it("each request moves its route pattern's count and latency histogram; 4xx and 5xx under their status", async () => {
    const before = { ok: counted(200), okTimed: timed(200), forbidden: counted(403), failed: counted(500) };
    expect((await call(claim)).status).toBe(200);
    expect(counted(200)).toBe(before.ok + 1);
    expect((await call(claim)).status).toBe(200);
    expect(counted(200)).toBe(before.ok + 2);
    expect(timed(200)).toBe(before.okTimed + 2);
    expect((await call(refused)).status).toBe(403);
    expect((await call(broken)).status).toBe(500);
    expect(counted(403)).toBe(before.forbidden + 1);
    expect(counted(500)).toBe(before.failed + 1);

    const text = appMetrics().registry.render({ process: "next" });
    const f = parseExposition(text);
    expect(sampleOf(f, "bazaar_http_requests_total", labels(200))?.value).toBe(before.ok + 2);
    expect(sampleOf(f, "bazaar_http_request_duration_seconds_count", labels(500))?.value).toBe(before.failed + 1);
    expect(sampleOf(f, "bazaar_http_request_duration_seconds_bucket", { ...labels(200), le: "+Inf" })?.value).toBe(
      before.okTimed + 2,
    );
    // Labels name the pattern, never the path's secrets.
    expect(text).not.toContain(SEAT_TOKEN);
    expect(text).not.toContain(JOIN_CODE);
  });

  it("the request id: a header on every answer, in a 5xx body, on the request's log lines; a client's own is ignored", async () => {
    const ok = await call(claim, { headers: { "x-request-id": "client-chosen-id" } });
    const okId = ok.headers.get("x-request-id");
    expect(okId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(okId).not.toBe("client-chosen-id");
    const notFound = await call(refused);
    expect(notFound.headers.get("x-request-id")).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(JSON.stringify(await notFound.json())).not.toContain("requestId");
    const failed = await call(broken);
    const failedId = failed.headers.get("x-request-id");
    const body = (await failed.json()) as { error: { code: string; requestId: string } };
    expect(body.error).toMatchObject({ code: "internal", requestId: failedId });
    expect(failedId).not.toBe(okId);

    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const error = parsed.find((l) => l.level === "error")!;
    expect(error).toMatchObject({
      requestId: failedId,
      where: `POST ${PATTERN}`,
      msg: `unexpected error in POST ${PATTERN}`,
    });
    expect((error.error as { stack: string }).stack).toMatch(/secret internals/);
    const requests = parsed.filter((l) => l.msg === "request");
    expect(requests.map((l) => l.requestId)).toEqual([okId, notFound.headers.get("x-request-id"), failedId]);
  });

  it("one JSON line per request: its shape, and no token, code, cookie or body in any line", async () => {
    await call(claim, { body: JSON.stringify({ password: "bodySECRET" }) });
    await call(broken);
    const request = JSON.parse(lines.find((l) => l.includes('"msg":"request"'))!) as Record<string, unknown>;
    expect(Object.keys(request)).toEqual([
      "time",
      "level",
      "msg",
      "requestId",
      "method",
      "route",
      "status",
      "ms",
      "instance",
    ]);
    expect(request).toMatchObject({ level: "info", method: "POST", route: PATTERN });
    expect(typeof request.ms).toBe("number");
    expect(Date.parse(request.time as string)).not.toBeNaN();
    expect(request.instance).toMatch(/:\d+$/);
    // The error line holds the error's own message (a developer's text), so the secret is only kept out of the rest.
    const requestLines = lines.filter((l) => l.includes('"msg":"request"'));
    expect(requestLines).toHaveLength(2);
    for (const line of lines.map((l) => l.replace(/"error":\{.*\}/, ""))) {
      for (const secret of [SEAT_TOKEN, JOIN_CODE, "cookieSECRETvalue", "bodySECRET"])
        expect(line).not.toContain(secret);
    }
  });
});

describe("live streams in /metrics", () => {
  it("the gauge counts a stream by route and audience while it is open, and lets it go when it ends", async () => {
    const stream = route({
      audience: "public",
      params: z.object({ gameId: z.string() }),
      handle: async () => eventStream(async () => {}),
    });
    const gauge = { route: "/api/games/[kind]/[gameId]/stream", audience: "spectator" };
    const before = appMetrics().sseClients.get(gauge);
    const leave = new AbortController();
    const res = await stream(
      new Request("http://app.test/api/games/ken/g123/stream?as=spectator", { signal: leave.signal }),
      { params: Promise.resolve({ kind: "ken", gameId: "g123" }) },
    );
    expect(res.headers.get("content-type")).toMatch(/text\/event-stream/);
    expect(res.headers.get("x-request-id")).toMatch(/^[A-Za-z0-9_-]{16}$/);
    await vi.waitFor(() => expect(appMetrics().sseClients.get(gauge)).toBe(before + 1));
    leave.abort();
    await vi.waitFor(() => expect(appMetrics().sseClients.get(gauge)).toBe(before));
    expect(appMetrics().requests.get({ route: gauge.route, method: "GET", status: "200" })).toBeGreaterThan(0);
  });
});

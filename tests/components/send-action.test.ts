import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import it_ from "@/messages/it.json";
import {
  IntentKeys,
  retryAfterMs,
  sendAction,
  type ActionResult,
  type FallbackMessages,
} from "@/components/net/sendAction";

// The fallbacks as the hook builds them from messages/*.json (the user's language).
const messagesOf = (m: typeof it_): FallbackMessages => ({
  network: m.errors.network,
  timeout: m.errors.timeout,
  httpStatus: (status) => m.errors.http_status.replace("{status}", String(status)),
});
const IT = messagesOf(it_);

type Step = { status: number; body?: unknown; text?: string; headers?: Record<string, string> } | "network" | "hang";

/** A fetch that answers each call with the next step, and records what it was sent. */
function fakeFetch(steps: Step[]) {
  const calls: { url: string; method: string; body: Record<string, unknown> }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, method: String(init.method), body: JSON.parse(String(init.body)) });
    const step = steps[Math.min(calls.length - 1, steps.length - 1)]!;
    if (step === "network") throw new TypeError("Failed to fetch");
    if (step === "hang")
      return new Promise((_, reject) =>
        init.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
      );
    const text = step.text ?? JSON.stringify(step.body);
    return new Response(text, { status: step.status, headers: step.headers });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

/** Pauses recorded instead of waited. */
function fakeSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe("sendAction", () => {
  it("sends the same idempotency key with every retry after network failures, and returns the data", async () => {
    const { fetch, calls } = fakeFetch(["network", "network", { status: 200, body: { seq: 7 } }]);
    const { waits, sleep } = fakeSleep();
    const res = await sendAction<{ seq: number }>(
      "/api/games/kartomantik/g/act",
      { action: { type: "pass" }, seenSeq: 6 },
      "key-12345",
      { messages: IT, fetch, sleep },
    );
    expect(res).toEqual({ ok: true, data: { seq: 7 } });
    expect(calls).toHaveLength(3);
    expect(calls.map((c) => c.body.idempotencyKey)).toEqual(["key-12345", "key-12345", "key-12345"]);
    expect(calls.every((c) => c.method === "POST" && c.body.seenSeq === 6)).toBe(true);
    // Backing off between attempts.
    expect(waits).toEqual([400, 800]);
  });

  it("does not retry a 4xx and returns the server's translated message, code, status and details", async () => {
    const error = { code: "game_stale", message: it_.errors.game_stale, details: { seq: 9 } };
    const { fetch, calls } = fakeFetch([
      { status: 409, body: { error } },
      { status: 200, body: {} },
    ]);
    const { waits, sleep } = fakeSleep();
    const res = await sendAction("/api/games/kartomantik/g/act", {}, "key-12345", { messages: IT, fetch, sleep });
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
    expect(res).toEqual({ ok: false, error: { ...error, status: 409 } });
  });

  it("gives up on a hung attempt, retries it with the same key, and reports the timeout in the user's language", async () => {
    const { fetch, calls } = fakeFetch(["hang"]);
    const { sleep } = fakeSleep();
    for (const [lang, messages] of [
      ["it", IT],
      ["en", messagesOf(en as typeof it_)],
    ] as const) {
      calls.length = 0;
      const res = await sendAction("/api/x", {}, "key-abcdef", { messages, fetch, sleep, timeoutMs: 20, attempts: 2 });
      expect(calls.map((c) => c.body.idempotencyKey)).toEqual(["key-abcdef", "key-abcdef"]);
      expect(res.ok).toBe(false);
      const { error } = res as Extract<ActionResult<unknown>, { ok: false }>;
      expect(error.code).toBe("timeout");
      expect(error.status).toBeNull();
      expect(error.message).toBe(lang === "it" ? it_.errors.timeout : en.errors.timeout);
    }
    expect(it_.errors.timeout).not.toBe(en.errors.timeout);
  });

  it("a timed-out attempt that then succeeds is the success", async () => {
    const { fetch, calls } = fakeFetch(["hang", { status: 200, body: { ok: 1 } }]);
    const res = await sendAction("/api/x", {}, "key-abcdef", {
      messages: IT,
      fetch,
      sleep: fakeSleep().sleep,
      timeoutMs: 20,
    });
    expect(res).toEqual({ ok: true, data: { ok: 1 } });
    expect(calls).toHaveLength(2);
  });

  it("retries a 503 after its Retry-After with the same key", async () => {
    const unavailable = { error: { code: "database_unavailable", message: it_.errors.database_unavailable } };
    const { fetch, calls } = fakeFetch([
      { status: 503, body: unavailable, headers: { "retry-after": "2" } },
      { status: 200, body: { view: { seq: 3 } } },
    ]);
    const { waits, sleep } = fakeSleep();
    const res = await sendAction("/api/kartomantik/events/e/draft/play", { type: "pass", seenSeq: 2 }, "key-503503", {
      messages: IT,
      fetch,
      sleep,
    });
    expect(res).toEqual({ ok: true, data: { view: { seq: 3 } } });
    expect(waits).toEqual([2000]);
    expect(calls.map((c) => c.body.idempotencyKey)).toEqual(["key-503503", "key-503503"]);
  });

  it("does not wait for an unreasonable Retry-After: the 503 is reported with the server's message", async () => {
    const unavailable = { error: { code: "database_unavailable", message: it_.errors.database_unavailable } };
    const { fetch, calls } = fakeFetch([{ status: 503, body: unavailable, headers: { "retry-after": "120" } }]);
    const { waits, sleep } = fakeSleep();
    const res = await sendAction("/api/x", {}, "key-503503", { messages: IT, fetch, sleep });
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
    expect(res).toEqual({
      ok: false,
      error: {
        code: "database_unavailable",
        message: it_.errors.database_unavailable,
        status: 503,
        details: undefined,
      },
    });
  });

  it("a proxy's page without our JSON body is worded for the user (after the retries, for a 502)", async () => {
    const { fetch, calls } = fakeFetch([{ status: 502, text: "<h1>Bad Gateway</h1>" }]);
    const res = await sendAction("/api/x", {}, "key-502502", {
      messages: IT,
      fetch,
      sleep: fakeSleep().sleep,
      method: "PUT",
    });
    expect(calls).toHaveLength(3);
    expect(calls.every((c) => c.method === "PUT")).toBe(true);
    expect(res).toEqual({
      ok: false,
      error: { code: "http_status", message: IT.httpStatus(502), status: 502, details: { status: 502 } },
    });
    expect((res as { error: { message: string } }).error.message).toContain("502");
  });

  it("after the last failed attempt it reports the network failure in the user's language, never the browser's words", async () => {
    const { fetch, calls } = fakeFetch(["network"]);
    const res = await sendAction("/api/x", {}, "key-netnet", { messages: IT, fetch, sleep: fakeSleep().sleep });
    expect(calls).toHaveLength(3);
    expect(res).toEqual({ ok: false, error: { code: "network", message: it_.errors.network, status: null } });
  });
});

describe("retryAfterMs", () => {
  it("reads seconds and HTTP dates; nothing for absent or unreadable", () => {
    expect(retryAfterMs("2")).toBe(2000);
    const now = Date.parse("2026-01-01T10:00:00Z");
    expect(retryAfterMs("Thu, 01 Jan 2026 10:00:03 GMT", now)).toBe(3000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs("soon")).toBeNull();
  });
});

describe("IntentKeys", () => {
  const failed = (status: number | null): ActionResult<unknown> => ({
    ok: false,
    error: { code: "x", message: "", status },
  });
  let n = 0;
  const keys = () => new IntentKeys(() => `k${++n}`);

  it("keeps the key of an intent without a definitive answer, so a second tap is not applied twice", () => {
    const k = keys();
    const first = k.keyFor({ type: "bid", amount: 10 });
    k.settle(failed(null));
    expect(k.keyFor({ type: "bid", amount: 10 })).toBe(first);
    k.settle(failed(503));
    expect(k.keyFor({ type: "bid", amount: 10 })).toBe(first);
  });

  it("a new key after an answer (accepted or refused), and for another intent", () => {
    const k = keys();
    const first = k.keyFor({ type: "pass" });
    k.settle({ ok: true, data: {} });
    const second = k.keyFor({ type: "pass" });
    expect(second).not.toBe(first);
    k.settle(failed(409));
    const third = k.keyFor({ type: "pass" });
    expect(third).not.toBe(second);
    expect(k.keyFor({ type: "bid", amount: 5 })).not.toBe(third);
  });
});

// Issue #16 in the route pipeline itself: the input rule (text without control characters or lone
// surrogates, strict URLs, bounded resume ids), the cross-site check with the app's own origins,
// and unexpected errors answered 500 and logged with their route in both transports — never a
// rejection that could end the process. (The same against the real servers: tests/run/.)
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";

vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, set: () => {} }),
  headers: async () => new Headers(),
}));
vi.mock("@/lib/auth/session", () => ({ currentOrganizer: async () => null }));

let guard: typeof import("@/lib/http/request-guard");
let rule: typeof import("@/lib/http/input-rule");
let route: typeof import("@/lib/http/route").route;
let serveNode: typeof import("@/lib/http/node-route").serveNode;
let SseReply: typeof import("@/lib/http/sse-reply").SseReply;

beforeAll(async () => {
  // The configured origins, as the run command passes them (read once, like every env value).
  process.env.PUBLIC_URL = "https://bazaar.example.org/";
  process.env.BAZAAR_LAN_URL = "http://192.168.1.20:3000";
  guard = await import("@/lib/http/request-guard");
  guard.forgetConfiguredOrigins();
  rule = await import("@/lib/http/input-rule");
  ({ route } = await import("@/lib/http/route"));
  ({ serveNode } = await import("@/lib/http/node-route"));
  ({ SseReply } = await import("@/lib/http/sse-reply"));
});

afterEach(() => vi.restoreAllMocks());

const headers = (h: Record<string, string>) => (name: string) => h[name] ?? null;
const refusal = (fn: () => void) => {
  try {
    fn();
    return null;
  } catch (err) {
    return (err as { code?: string }).code ?? String(err);
  }
};

describe("the input rule", () => {
  it("names control characters and lone surrogates; tab, newline, emoji and accents are fine", () => {
    expect(rule.textFault("Anna")).toBeNull();
    expect(rule.textFault("Perché\tsì\n👍")).toBeNull();
    expect(rule.textFault("a\u0000b")).toEqual({ reason: "control_character", char: "U+0000" });
    expect(rule.textFault("\u007f")).toEqual({ reason: "control_character", char: "U+007F" });
    expect(rule.textFault("\u0085")).toEqual({ reason: "control_character", char: "U+0085" });
    expect(rule.textFault("x\ud800")).toEqual({ reason: "lone_surrogate", char: "U+D800" });
    expect(rule.textFault("\udc00x")).toEqual({ reason: "lone_surrogate", char: "U+DC00" });
    expect(rule.textFault("\ud83d\ude00")).toBeNull();
  });

  it("walks nested bodies and names the field (keys too)", () => {
    const fieldOf = (v: unknown) => {
      try {
        rule.assertCleanInput(v);
        return null;
      } catch (err) {
        return (err as { details: unknown }).details;
      }
    };
    expect(fieldOf({ name: "ok", games: [{ a: 5 }] })).toBeNull();
    expect(fieldOf({ games: [{ note: "x" }, { note: "\u0000" }] })).toEqual({
      field: "games.1.note",
      reason: "control_character",
    });
    expect(fieldOf({ ["bad\u0001key"]: 1 })).toEqual({ field: "input", reason: "control_character" });
    expect(fieldOf("\ud800")).toEqual({ field: "input", reason: "lone_surrogate" });
  });

  it("issue 30 §5: any depth is checked without recursion; deeper than 32 levels is input_too_deep naming where", () => {
    const deep = (n: number, leaf: unknown = 1) => {
      let v: unknown = leaf;
      for (let i = 0; i < n; i++) v = i % 2 ? [v] : { k: v };
      return v;
    };
    const caught = (v: unknown) => {
      try {
        rule.assertCleanInput(v);
        return null;
      } catch (err) {
        return { code: (err as { code: string }).code, details: (err as { details: unknown }).details };
      }
    };
    expect(caught({ x: deep(31) })).toBeNull();
    expect(caught({ x: deep(32) })).toEqual({
      code: "input_too_deep",
      details: { field: `x${".0.k".repeat(15)}.0`, reason: "too_deep" },
    });
    expect(caught(deep(200_000))?.code).toBe("input_too_deep");
    expect(rule.inputFault(deep(200_000), 1_000_000)).toBeNull();
    expect(rule.inputFault(deep(200_000, "a\u0000"), 1_000_000)).toMatchObject({ reason: "control_character" });
    // The first bad field in reading order is the one named.
    expect(rule.inputFault({ a: ["ok", "\u0001"], b: "\u0002" })).toEqual({
      field: "a.1",
      reason: "control_character",
      char: "U+0001",
    });
  });

  it("refuses URLs that do not decode strictly or carry controls; plain ones cost nothing", () => {
    expect(rule.urlFault("/api/kartomantik/events/abc/draft/play")).toBeNull();
    expect(rule.urlFault("/cards/x?q=%C3%A8%20bello")).toBeNull();
    expect(rule.urlFault("/projector/%ZZ")).toEqual({ field: "path", reason: "bad_percent_encoding" });
    expect(rule.urlFault("/projector/%ED%A0%80")).toEqual({ field: "path", reason: "bad_percent_encoding" });
    expect(rule.urlFault("/projector/%00")).toEqual({ field: "path", reason: "control_character" });
    expect(rule.urlFault("/cards/x?q=%00")).toEqual({ field: "query", reason: "control_character" });
    expect(rule.urlFault("/cards/x?q=%c2%85")).toEqual({ field: "query", reason: "control_character" });
    expect(rule.urlFault("/cards/x?q=%ZZ")).toBeNull(); // URLSearchParams keeps it as text
  });

  it("a resume id is a non-negative 32-bit integer", () => {
    expect(rule.resumeId("0", undefined)).toBe(0);
    expect(rule.resumeId("2147483647", 5)).toBe(2147483647);
    expect(rule.resumeId(null, 7)).toBe(7);
    expect(rule.resumeId(null, undefined)).toBeNull();
    for (const bad of ["2147483648", "99999999999", "-1", "1.5", "1e3", "abc"])
      expect(
        refusal(() => rule.resumeId(bad, undefined)),
        bad,
      ).toBe("invalid_resume_id");
  });
});

describe("the cross-site check", () => {
  const check = (method: string, h: Record<string, string>) =>
    refusal(() => guard.assertSameOrigin(method, headers(h)));

  it("passes the app's own origins: PUBLIC_URL, the LAN URL, the request's host over http or https", () => {
    expect(check("POST", { origin: "https://bazaar.example.org", host: "127.0.0.1:3000" })).toBeNull();
    expect(check("POST", { origin: "http://192.168.1.20:3000", host: "localhost:3000" })).toBeNull();
    expect(check("POST", { origin: "http://10.0.0.7:3000", host: "10.0.0.7:3000" })).toBeNull();
    expect(check("PUT", { origin: "https://Bazaar.Local", host: "bazaar.local" })).toBeNull();
    expect(
      check("POST", { origin: "https://public.example", host: "127.0.0.1:3000", "x-forwarded-host": "public.example" }),
    ).toBeNull();
    expect(check("POST", { "sec-fetch-site": "same-origin" })).toBeNull();
  });

  it("refuses another port of the same host, another host, 'null', and same-site or cross-site fetches", () => {
    expect(check("POST", { origin: "http://192.168.1.20:8080", host: "192.168.1.20:3000" })).toBe("cross_site_refused");
    expect(check("DELETE", { origin: "http://evil.test", host: "192.168.1.20:3000" })).toBe("cross_site_refused");
    expect(check("POST", { origin: "null", host: "192.168.1.20:3000" })).toBe("cross_site_refused");
    expect(check("POST", { origin: "http://192.168.1.20:3000.evil.test", host: "192.168.1.20:3000" })).toBe(
      "cross_site_refused",
    );
    expect(check("POST", { "sec-fetch-site": "same-site" })).toBe("cross_site_refused");
    expect(check("POST", { "sec-fetch-site": "cross-site" })).toBe("cross_site_refused");
  });

  it("never checks a GET; JSON (or multipart for uploads) for bodies, none for routes without input", () => {
    expect(check("GET", { origin: "http://evil.test" })).toBeNull();
    const body = (type: string | null, from: "json" | "form", hasInput = true, length = "10") =>
      refusal(() =>
        guard.assertBodyType(
          "POST",
          headers({ ...(type ? { "content-type": type } : {}), "content-length": length }),
          from,
          hasInput,
        ),
      );
    expect(body("application/json", "json")).toBeNull();
    expect(body("application/json; charset=utf-8", "json")).toBeNull();
    expect(body("text/plain", "json")).toBe("body_type_refused");
    expect(body("application/x-www-form-urlencoded", "json")).toBe("body_type_refused");
    expect(body(null, "json")).toBe("body_type_refused");
    expect(body("multipart/form-data; boundary=x", "form")).toBeNull();
    expect(body("application/json", "form")).toBe("body_type_refused");
    expect(body(null, "json", false, "0")).toBeNull();
    expect(body("text/plain", "json", false)).toBe("body_type_refused");
    expect(body("application/json", "json", false)).toBeNull();
  });

  it("a route without input takes no body or an empty JSON object, and refuses any other body", async () => {
    const act = route({ audience: "public", handle: async () => ({ done: true }) });
    const send = (body?: string) =>
      act(
        new Request("http://test/api/x", {
          method: "POST",
          body,
          headers: body === undefined ? {} : { "content-type": "application/json" },
        }),
        { params: Promise.resolve({}) },
      );
    expect((await send()).status).toBe(200);
    expect((await send("{}")).status).toBe(200);
    for (const bad of ['{"x":1}', "[]", "null", '"s"'])
      expect((await (await send(bad)).json()).error.code, bad).toBe("body_not_expected");
    expect((await (await send("{nope")).json()).error.code).toBe("invalid_json");
  });
});

describe("an unexpected error in a request", () => {
  it("Next.js wrapper: answered 500 without internals, logged with its route", async () => {
    const boom = route({ audience: "public", handle: async () => Promise.reject(new Error("secret detail")) });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await boom(new Request("http://test/api/events/x/boom", { method: "GET" }), {
      params: Promise.resolve({}),
    });
    expect(res.status).toBe(500);
    expect(JSON.stringify(await res.json())).not.toContain("secret");
    expect(String(log.mock.calls[0]?.[0])).toContain("GET /api/events/x/boom");
  });

  it("node:http wrapper: a JSON route's fault is a 500, a stream's fault after its headers ends the stream; both logged, no rejection escapes", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const rejections: unknown[] = [];
    const onRejection = (r: unknown) => rejections.push(r);
    process.on("unhandledRejection", onRejection);
    const json = {
      audience: "public" as const,
      input: z.object({}).optional(),
      from: "query" as const,
      handle: async () => Promise.reject(new Error("secret detail")),
    };
    const stream = {
      audience: "public" as const,
      handle: async () =>
        new SseReply(async (sink) => (sink.write(": hi\n\n"), Promise.reject(new Error("stream broke")))),
    };
    const server = http.createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://x");
      const p = url.pathname === "/json" ? serveNode(json, req, res, {}, url) : serveNode(stream, req, res, {}, url);
      p.catch((err: unknown) => rejections.push(err));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const res = await fetch(`${base}/json`);
      expect(res.status).toBe(500);
      expect(await res.text()).not.toContain("secret");
      const sse = await fetch(`${base}/stream`);
      expect(sse.status).toBe(200);
      expect(await sse.text()).toBe(": hi\n\n");
      await new Promise((r) => setTimeout(r, 50));
      expect(log.mock.calls.map((c) => String(c[0]))).toEqual([
        expect.stringContaining("GET /json"),
        expect.stringContaining("GET /stream"),
      ]);
      expect(rejections).toEqual([]);
    } finally {
      process.off("unhandledRejection", onRejection);
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

// The route wrapper: session → zod parse → authorize → handler → typed error as a clear 4xx.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request: state } = await import("../setup/request");

const { route } = await import("@/lib/http/route");
const { AppError } = await import("@/lib/errors");

const ctx = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) });
const post = (body: string, headers: Record<string, string> = { "content-type": "application/json" }) =>
  new Request("http://test/api/x", { method: "POST", body, headers });

beforeEach(() => {
  state.organizer = null;
  state.cookies.clear();
});

describe("route wrapper", () => {
  const echo = route({
    audience: "organizer",
    input: z.object({ n: z.number().int().min(1) }),
    authorize: async (c) => {
      if (c.params.id === "theirs") throw new AppError("forbidden");
    },
    handle: async (c, input) => ({ n: input.n, by: c.organizer.id }),
  });

  it("refuses a request without an organizer session with 401", async () => {
    const res = await echo(post('{"n":1}'), ctx());
    expect(res.status).toBe(401);
    expect((await res.json()).error).toEqual({ code: "unauthenticated", message: "Devi accedere come organizzatore." });
  });

  it("passes parsed input and the session identity to the handler", async () => {
    state.organizer = { id: "org-1", email: "a@b.it", name: "A" };
    const res = await echo(post('{"n":2,"by":"someone-else"}'), ctx());
    expect(await res.json()).toEqual({ n: 2, by: "org-1" });
  });

  it("maps bad JSON, schema failures and authorization to 4xx with a reason", async () => {
    state.organizer = { id: "org-1", email: "a@b.it", name: "A" };
    const bad = await echo(post("{nope"), ctx());
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe("invalid_json");
    const invalid = await echo(post('{"n":0}'), ctx());
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.message).toMatch(/^Dati non validi \(n: /);
    const forbidden = await echo(post('{"n":1}'), ctx({ id: "theirs" }));
    expect(forbidden.status).toBe(403);
  });

  it("refuses an oversized body before parsing it", async () => {
    const small = route({ audience: "public", input: z.object({}), maxBytes: 10, handle: async () => ({ ok: true }) });
    const res = await small(post(JSON.stringify({ a: "x".repeat(100) })), ctx());
    expect(res.status).toBe(413);
  });

  it("answers in English when the locale cookie says so", async () => {
    state.cookies.set("NEXT_LOCALE", "en");
    const res = await echo(post('{"n":1}'), ctx());
    expect((await res.json()).error.message).toBe("Please log in as an organizer.");
  });

  it("hides unexpected errors behind a 500 without internals", async () => {
    const boom = route({
      audience: "public",
      handle: async () => {
        throw new Error("secret stack detail");
      },
    });
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await boom(new Request("http://test/api/x"), ctx());
    spy.mockRestore();
    expect(res.status).toBe(500);
    expect(JSON.stringify(await res.json())).not.toContain("secret");
  });

  it("creates the device key for device routes, from the cookie only", async () => {
    const who = route({ audience: "device", handle: async (c) => ({ device: c.device }) });
    const first = await (await who(new Request("http://test/api/x", { method: "POST" }), ctx())).json();
    expect(first.device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = await (await who(new Request("http://test/api/x", { method: "POST" }), ctx())).json();
    expect(second.device).toBe(first.device);
  });
});

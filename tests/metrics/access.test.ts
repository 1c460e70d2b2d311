// Who may read /metrics (lib/metrics/access.ts), on Next.js' route (lib/metrics/serve.ts) and on the
// app server, which adds the Next.js process's metrics to its own (lib/metrics/serve-node.ts):
// nothing configured → 404; the bearer token → 200, none or a wrong one → 401; a request that
// starts at a trusted proxy's address → 200, one the proxy only relays for a visitor → refused.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metricsAccess } from "@/lib/metrics/access";
import { appMetrics } from "@/lib/metrics/app-metrics";
import { Registry } from "@/lib/metrics/registry";
import { metricsResponse } from "@/lib/metrics/serve";
import { serveMetrics } from "@/lib/metrics/serve-node";
import { parseExposition, sampleOf } from "./exposition";

const TOKEN = "scrape-token-0123456789";
const headersOf = (h: Record<string, string>) => (name: string) => h[name] ?? null;

describe("metricsAccess", () => {
  it("decides by token and by the request's first address", () => {
    const token = { token: TOKEN, trusted: [] };
    const proxy = { trusted: ["10.0.0.5"] };
    const both = { token: TOKEN, trusted: ["10.0.0.5"] };
    expect(metricsAccess(headersOf({}), { trusted: [] })).toBe("disabled");
    expect(metricsAccess(headersOf({ authorization: `Bearer ${TOKEN}` }), { trusted: [] })).toBe("disabled");
    expect(metricsAccess(headersOf({}), token)).toBe("unauthorized");
    expect(metricsAccess(headersOf({ authorization: "Bearer wrong-token-0123456789" }), token)).toBe("unauthorized");
    expect(metricsAccess(headersOf({ authorization: `Basic ${TOKEN}` }), token)).toBe("unauthorized");
    expect(metricsAccess(headersOf({ authorization: `Bearer ${TOKEN}` }), token)).toBe("ok");
    expect(metricsAccess(headersOf({ authorization: `bearer  ${TOKEN}` }), token)).toBe("ok");
    // The proxy's own address (a scraper on its machine) — the last X-Forwarded-For entry is the peer.
    expect(metricsAccess(headersOf({ "x-forwarded-for": "10.0.0.5" }), proxy)).toBe("ok");
    // A visitor the proxy relays, or one who wrote the proxy's address in the header himself.
    expect(metricsAccess(headersOf({ "x-forwarded-for": "203.0.113.9, 10.0.0.5" }), proxy)).toBe("forbidden");
    expect(metricsAccess(headersOf({ "x-forwarded-for": "10.0.0.5, 203.0.113.9" }), proxy)).toBe("forbidden");
    expect(metricsAccess(headersOf({ "x-forwarded-for": "203.0.113.9, 10.0.0.5" }), both)).toBe("unauthorized");
    // A wrong token is refused even from the proxy's address.
    expect(
      metricsAccess(headersOf({ "x-forwarded-for": "10.0.0.5", authorization: "Bearer nope-nope-nope-nope" }), both),
    ).toBe("unauthorized");
  });
});

describe("GET /metrics on Next.js", () => {
  const get = (headers: Record<string, string>, config: { token?: string; trusted: string[] }) =>
    metricsResponse(new Request("http://app.test/metrics", { headers }), "next", config);

  it("404 without a token or a trusted proxy; 401 with the Bearer challenge; 200 in the text format", async () => {
    expect(get({ authorization: `Bearer ${TOKEN}` }, { trusted: [] }).status).toBe(404);
    const none = get({}, { token: TOKEN, trusted: [] });
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer /);
    expect(get({ authorization: "Bearer wrong-token-0123456789" }, { token: TOKEN, trusted: [] }).status).toBe(401);
    const ok = get({ authorization: `Bearer ${TOKEN}` }, { token: TOKEN, trusted: [] });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    const families = parseExposition(await ok.text());
    expect(families.get("bazaar_http_requests_total")?.type).toBe("counter");
    expect(families.get("bazaar_http_request_duration_seconds")?.type).toBe("histogram");
    expect(families.get("bazaar_sse_clients")?.type).toBe("gauge");
    expect(families.get("bazaar_notify_lag_seconds")?.type).toBe("histogram");
    expect(families.get("bazaar_bot_jobs_queued")?.type).toBe("gauge");
  });

  it("a trusted proxy's own address: 200; a visitor it relays: 403", () => {
    const trusted = { trusted: ["127.0.0.1"] };
    expect(get({ "x-forwarded-for": "127.0.0.1" }, trusted).status).toBe(200);
    expect(get({ "x-forwarded-for": "198.51.100.7, 127.0.0.1" }, trusted).status).toBe(403);
  });
});

describe("GET /metrics on the app server", () => {
  let app: http.Server;
  let fakeNext: http.Server;
  let base = "";
  let nextPort = 0;
  const asked: http.IncomingHttpHeaders[] = [];
  let config: { token?: string; trusted: string[] } = { token: TOKEN, trusted: [] };
  let nextAway = false;

  beforeAll(async () => {
    // What the Next.js process answers: its own registry's text, labelled process="next".
    const nextRegistry = new Registry();
    nextRegistry
      .counter("bazaar_http_requests_total", "x", ["route", "method", "status"])
      .inc({ route: "/api/events", method: "GET", status: "200" }, 7);
    fakeNext = http.createServer((req, res) => {
      asked.push(req.headers);
      res.writeHead(200, { "content-type": "text/plain" }).end(nextRegistry.render({ process: "next" }));
    });
    await new Promise<void>((r) => fakeNext.listen(0, "127.0.0.1", r));
    nextPort = (fakeNext.address() as AddressInfo).port;
    app = http.createServer((req, res) => void serveMetrics(req, res, nextAway ? null : nextPort, config));
    await new Promise<void>((r) => app.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((r) => app.close(() => r()));
    await new Promise<void>((r) => fakeNext.close(() => r()));
  });

  it("refuses without the token, and answers both processes' metrics as one text with it", async () => {
    config = { token: TOKEN, trusted: [] };
    nextAway = false;
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect(asked).toHaveLength(0);
    appMetrics().requests.inc({ route: "/api/drafts/[draftId]/bid", method: "POST", status: "200" });
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    const f = parseExposition(await res.text());
    const processes = f.get("bazaar_http_requests_total")!.samples.map((s) => s.labels.process);
    expect(new Set(processes)).toEqual(new Set(["app", "next"]));
    expect(sampleOf(f, "bazaar_http_requests_total", { process: "next" })?.value).toBe(7);
    expect(sampleOf(f, "bazaar_next_scrape_up", { process: "app" })?.value).toBe(1);
    // Next.js was asked with the same credentials and the peer's address, to decide access alike.
    expect(asked.at(-1)?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(asked.at(-1)?.["x-forwarded-for"]).toBe("127.0.0.1");
  });

  it("while Next.js is away its own metrics go out, with bazaar_next_scrape_up 0", async () => {
    config = { token: TOKEN, trusted: [] };
    nextAway = true;
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    const f = parseExposition(await res.text());
    expect(sampleOf(f, "bazaar_next_scrape_up", { process: "app" })?.value).toBe(0);
    expect(f.get("bazaar_http_requests_total")!.samples.every((s) => s.labels.process === "app")).toBe(true);
  });

  it("a scraper at a trusted proxy's address needs no token; a visitor's forged header does not make him one", async () => {
    config = { trusted: ["127.0.0.1"] };
    nextAway = false;
    expect((await fetch(`${base}/metrics`)).status).toBe(200);
    expect((await fetch(`${base}/metrics`, { headers: { "x-forwarded-for": "198.51.100.7" } })).status).toBe(403);
    expect((await fetch(`${base}/metrics`, { method: "POST" })).status).toBe(405);
    config = { trusted: [] };
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
  });
});

// /metrics on the built app (docs/metrics.md): refused without the token, and with it one text
// holding both processes' metrics — the app server's (its fast lane served /api/health) and Next.js'
// (an organizer route refused without a session) — whose request counts moved with those requests;
// every API answer carries its X-Request-Id.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { E2E_METRICS_TOKEN } from "./workers";

/** The value of the one sample of `name` whose labels include `labels` (0 when there is none yet). */
function valueOf(text: string, name: string, labels: Record<string, string>): number {
  const line = text
    .split("\n")
    .find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

async function scrape(request: APIRequestContext): Promise<string> {
  const res = await request.get("/metrics", { headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` } });
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
  return res.text();
}

test("/metrics: the token is required; both processes' request counts move with requests", async ({ request }) => {
  expect((await request.get("/metrics")).status()).toBe(401);
  const wrong = await request.get("/metrics", { headers: { authorization: "Bearer not-the-token-0123456789" } });
  expect(wrong.status()).toBe(401);

  const health = { process: "app", route: "/api/health", method: "GET", status: "200" };
  const events = { process: "next", route: "/api/events", method: "GET", status: "401" };
  const before = await scrape(request);
  for (let i = 0; i < 2; i++) {
    const ok = await request.get("/api/health");
    expect(ok.status()).toBe(200);
    expect(ok.headers()["x-request-id"]).toMatch(/^[A-Za-z0-9_-]{16}$/);
  }
  const refused = await request.get("/api/events");
  expect(refused.status()).toBe(401);
  expect(refused.headers()["x-request-id"]).toMatch(/^[A-Za-z0-9_-]{16}$/);
  const after = await scrape(request);

  expect(valueOf(after, "bazaar_http_requests_total", health)).toBeGreaterThanOrEqual(
    valueOf(before, "bazaar_http_requests_total", health) + 2,
  );
  expect(valueOf(after, "bazaar_http_requests_total", events)).toBe(
    valueOf(before, "bazaar_http_requests_total", events) + 1,
  );
  expect(valueOf(after, "bazaar_http_request_duration_seconds_count", events)).toBe(
    valueOf(before, "bazaar_http_request_duration_seconds_count", events) + 1,
  );
  expect(valueOf(after, "bazaar_next_scrape_up", { process: "app" })).toBe(1);
  // Once /metrics is configured, each process measures its steps (the health check passed its guard) and reads
  // its gauges at each scrape.
  expect(valueOf(after, "bazaar_server_span_seconds_count", { process: "app", span: "guard" })).toBeGreaterThan(0);
  for (const process of ["app", "next"])
    expect(after).toMatch(new RegExp(`^bazaar_bot_jobs_queued\\{process="${process}"\\} 0$`, "m"));
  // One family each, HELP and TYPE once.
  expect(after.match(/^# TYPE bazaar_http_requests_total counter$/gm)).toHaveLength(1);
});

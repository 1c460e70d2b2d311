// The app server forwards what its fast lane does not serve to Next.js (lib/http/proxy.ts): the
// request as sent (method, path, headers, body), the answer as it comes (status, headers, a
// stream chunk by chunk), hop-by-hop headers kept to their hop, and a clear 502 without Next.js.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { proxyTo } from "@/lib/http/proxy";

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
};
const close = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

let upstream: http.Server;
let front: http.Server;
let base = "";
let streamClosed: Promise<void>;
let markStreamClosed = () => {};

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    if (req.url === "/stream") {
      streamClosed = new Promise((resolve) => (markStreamClosed = resolve));
      res.on("close", () => markStreamClosed());
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-store" });
      res.write("data: first\n\n"); // and nothing more: the stream stays open
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      res.writeHead(201, {
        "content-type": "application/json",
        "set-cookie": ["a=1; Path=/", "b=2; Path=/"],
        "keep-alive": "timeout=99, max=7",
        "x-upstream": "next",
      });
      res.end(
        JSON.stringify({
          method: req.method,
          url: req.url,
          headers: req.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
  });
  const upstreamPort = await listen(upstream);
  const forward = proxyTo({ host: "127.0.0.1", port: upstreamPort });
  front = http.createServer((req, res) => forward(req, res));
  base = `http://127.0.0.1:${await listen(front)}`;
});

afterAll(async () => {
  front.closeAllConnections();
  upstream.closeAllConnections();
  await Promise.all([close(front), close(upstream)]);
});

describe("proxy to Next.js", () => {
  it("forwards method, path with query, headers and body, and returns status, headers and body", async () => {
    const res = await fetch(`${base}/api/events/e1/seats?x=1&y=%C3%A8`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: "bz_device=abc; NEXT_LOCALE=en",
        origin: "http://phone.example",
        "x-custom": "1",
        "x-forwarded-for": "10.0.0.9",
      },
      body: JSON.stringify({ name: "Anna è qui" }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("x-upstream")).toBe("next");
    // Both cookies arrive as two Set-Cookie headers, not merged into one.
    expect(res.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    // The upstream's keep-alive terms are about its own hop (the front states its own).
    expect(res.headers.get("keep-alive")).not.toContain("timeout=99");
    const seen = (await res.json()) as { method: string; url: string; headers: Record<string, string>; body: string };
    expect(seen.method).toBe("POST");
    expect(seen.url).toBe("/api/events/e1/seats?x=1&y=%C3%A8");
    expect(seen.body).toBe(JSON.stringify({ name: "Anna è qui" }));
    expect(seen.headers.cookie).toBe("bz_device=abc; NEXT_LOCALE=en");
    expect(seen.headers.origin).toBe("http://phone.example");
    // Next.js sees the host the browser asked for (server actions compare it with Origin).
    expect(seen.headers.host).toBe(new URL(base).host);
    expect(seen.headers["x-custom"]).toBe("1");
    // The client's address joins the chain it came with.
    expect(seen.headers["x-forwarded-for"]).toBe("10.0.0.9, 127.0.0.1");
  });

  it("streams an answer chunk by chunk, and ends the upstream stream when the client leaves", async () => {
    const abort = new AbortController();
    const res = await fetch(`${base}/stream`, { signal: abort.signal });
    expect(res.headers.get("content-type")).toBe("text/event-stream");
    const reader = res.body!.getReader();
    // The first event arrives while the upstream response is still open.
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe("data: first\n\n");
    abort.abort();
    await expect(
      Promise.race([
        streamClosed,
        new Promise((_, reject) => setTimeout(() => reject(new Error("upstream stream still open")), 2000)),
      ]),
    ).resolves.toBeUndefined();
  });

  it("answers 502 with a reason when Next.js does not answer", async () => {
    const dead = http.createServer();
    const deadPort = await listen(dead);
    await close(dead);
    const forward = proxyTo({ host: "127.0.0.1", port: deadPort });
    const lonely = http.createServer((req, res) => forward(req, res));
    const port = await listen(lonely);
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(res.status).toBe(502);
    expect(await res.text()).toMatch(/^Bad gateway: .*ECONNREFUSED/);
    await close(lonely);
  });
});

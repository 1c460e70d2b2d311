// The public server keeps an idle keep-alive connection for a minute, not Node's 5 s (lib/http/keep-alive.ts):
// with 5 s, a client reusing a pooled connection as the server closed it got ECONNRESET on a POST.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { IDLE_KEEP_ALIVE_MS, keepIdleConnections } from "@/lib/http/keep-alive";

let server: http.Server;
let port = 0;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  server = keepIdleConnections(http.createServer((_req, res) => res.end("ok")));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  agent.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const get = () =>
  new Promise<{ keepAlive: string | undefined; socket: unknown }>((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: "/", agent }, (res) => {
      res.resume();
      res.on("end", () => resolve({ keepAlive: String(res.headers["keep-alive"]), socket: req.socket }));
    });
    req.on("error", reject);
  });

it("announces and keeps idle connections for a minute, and serves the next request on the same connection", async () => {
  expect(IDLE_KEEP_ALIVE_MS).toBeGreaterThanOrEqual(60_000);
  const first = await get();
  expect(first.keepAlive).toBe(`timeout=${IDLE_KEEP_ALIVE_MS / 1000}`);
  const second = await get();
  expect(second.socket).toBe(first.socket);
  // Node refuses a request whose headers come after headersTimeout: it must exceed the idle time.
  expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
});

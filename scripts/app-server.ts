// The production app server (what `npm start` runs, in a child of scripts/serve.ts). Two
// processes: this one is a lean node:http server whose fast lane serves the draft's realtime
// endpoints, every bid's POST and every live stream (lib/http/fast-lane.ts); everything else is
// forwarded (lib/http/proxy.ts) to Next.js in a child of its own (scripts/next-server.ts).
// Why: the bids' path runs in a small heap, so its garbage collections are short (measured:
// minor pauses 1.1–1.6 ms on average instead of 1.8–2.2, major ones at most 4–7.5 ms instead of
// 10–11, in 4 alternated bench:draft runs each),
// and a page being rendered never holds up a bid or a stream.
// Both exit when their parent goes (IPC channel closes).
//   node --import tsx scripts/app-server.ts --port 3000
import { fork } from "node:child_process";
import http from "node:http";
import path from "node:path";
import type { Socket } from "node:net";
import { parseArgs } from "node:util";
import { runningChild, supervise, type Running } from "./supervise";
import { keepIdleConnections } from "../lib/http/keep-alive";

process.on("disconnect", () => process.exit(0));
(process.env as Record<string, string>).NODE_ENV = "production";
// The benchmark and `ps` know the process serving bids by this name.
process.title = "bazaar-app";

// --handoff: the run command (scripts/serve.ts) owns the port and hands over each connection it
// accepts, so the port stays open (answering 503) while this process restarts.
const { values } = parseArgs({ options: { port: { type: "string" }, handoff: { type: "boolean" } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);

// Next.js in a child of its own, started again if it ends unasked (scripts/supervise.ts); while it
// is away, what would go to it is answered 503 with Retry-After (the fast lane goes on). The port
// is served first: bids and streams need no Next.js, so they do not wait for it.
let nextPort: number | null = null;
const startNext = async (): Promise<Running> => {
  const child = fork(path.resolve("scripts/next-server.ts"), [], { execArgv: ["--import", "tsx"], stdio: "inherit" });
  const running = runningChild(child);
  // Next.js met a full disk: /api/health, served here, says so (lib/db/disk.ts).
  child.on("message", (m: { diskFull?: string }) => {
    if (typeof m.diskFull === "string") void import("@/lib/db/disk").then((d) => d.noteDiskFull(m.diskFull!));
  });
  nextPort = await new Promise<number>((resolve, reject) => {
    child.on("message", (m: { ready?: number }) => m.ready && resolve(m.ready));
    void running.exited.then((how) =>
      reject(new Error(`Next.js ended (${how.signal ?? `code ${how.code}`}) before it was ready`)),
    );
  });
  void running.exited.then(() => (nextPort = null));
  return running;
};
// Fail fast on a bad environment, as Next.js does in instrumentation.ts (which also starts the bid
// clock's sweeper there: one per instance is enough).
const { env } = await import("@/lib/env");
env();
const { fastLane } = await import("@/lib/http/fast-lane");
const { proxyTo } = await import("@/lib/http/proxy");
const { refusedUrl } = await import("@/lib/http/bad-url");
const { refusedBody } = await import("@/lib/http/oversize");
const { answerRestarting } = await import("@/lib/http/restarting");
const { isMetricsPath, serveMetrics } = await import("@/lib/metrics/serve-node");
const { installMetrics } = await import("@/lib/metrics/install");
installMetrics();
let proxy: { port: number; forward: ReturnType<typeof proxyTo> } | null = null;
const forward = (req: http.IncomingMessage, res: http.ServerResponse) => {
  const to = nextPort;
  if (to === null) return answerRestarting(req, res);
  if (proxy?.port !== to) proxy = { port: to, forward: proxyTo({ host: "127.0.0.1", port: to }) };
  proxy.forward(req, res);
};

const server = keepIdleConnections(
  http.createServer((req, res) => {
    if (refusedUrl(req, res) || refusedBody(req, res)) return;
    // Healthy means every page can be served: while Next.js is away the health check says so.
    if (nextPort === null && req.url?.startsWith("/api/health")) return answerRestarting(req, res);
    if (isMetricsPath(req.url)) return void serveMetrics(req, res, nextPort).catch(() => res.destroy());
    if (fastLane(req, res)) return;
    forward(req, res);
  }),
);
// A fault nobody caught is logged; serving goes on (every request has its own error boundary,
// lib/http/node-route.ts; this is the net under it).
process.on("unhandledRejection", (err) => console.error("[bazaar] unhandled rejection:", err));
if (values.handoff) {
  process.on("message", (m: { bazaar?: string; id?: number }, socket?: Socket) => {
    if (m?.bazaar !== "connection" || !socket) return;
    server.emit("connection", socket);
    process.send!({ took: m.id });
  });
  process.send!({ serving: true });
} else
  server.listen(port, () => console.log(`  ▲ Bazaar app server on port ${port} (draft fast lane; Next.js behind it)`));

// Next.js only once the fast lane serves: on a busy machine the two starting together would delay
// the bids' return by as long as Next.js takes to start.
const next = supervise({ name: "Next.js", start: startNext });
// Its first start failing ends this process (the run command restarts it).
next.catch((err: Error) => {
  console.error(`✖ Next.js did not start: ${err.message}`);
  process.exit(1);
});

// Stop taking requests, give those in flight a moment, then end the rest (live streams never end
// on their own; their clients reconnect) and stop Next.js.
const stop = () => {
  if (server.listening) server.close();
  else server.closeIdleConnections();
  setTimeout(() => server.closeAllConnections(), 1000).unref();
  void next.then((n) => n.stop()).then(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

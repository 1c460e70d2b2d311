// Next.js on a loopback port of its own, behind the app server (scripts/app-server.ts), which
// starts it and forwards to it every request its fast lane does not serve. Tells its parent the
// port over IPC once it can answer; exits when the parent goes.
import http from "node:http";
import type { AddressInfo } from "node:net";

process.on("disconnect", () => process.exit(0));
(process.env as Record<string, string>).NODE_ENV = "production";
// The benchmark and `ps` know Next's process by this name, as with `next start`.
process.title = "next-server (bazaar)";

// A write refused for a full disk in Next.js is told to the app server, which answers /api/health
// (lib/db/disk.ts).
(globalThis as { bazaarOnDiskFull?: (reason: string) => void }).bazaarOnDiskFull = (reason) =>
  void process.send?.({ diskFull: reason });

let handle: ((req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>) | null = null;
type Refusal = (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
let refusedUrl: Refusal | null = null;
let refusedBody: Refusal | null = null;
const server = http.createServer((req, res) => {
  // The app server refuses bad URLs already; this covers Next.js reached on its own port.
  if (refusedUrl?.(req, res) || refusedBody?.(req, res)) return;
  if (handle)
    handle(req, res).catch((err: unknown) => {
      // Next.js answers its own errors; this is a fault in answering: logged, never a crash.
      console.error(`[bazaar] unexpected error in ${req.method} ${req.url}:`, err);
      if (!res.headersSent)
        res.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("Internal server error");
      else res.destroy();
    });
  else res.writeHead(503, { "retry-after": "1" }).end("starting");
});
// Longer than the app server keeps an idle connection (30 s, lib/http/proxy.ts): it closes first.
server.keepAliveTimeout = 65_000;
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const port = (server.address() as AddressInfo).port;

// Loaded after NODE_ENV is set: Next.js and lib/env read it at import.
const { default: next } = await import("next");
const app = next({ dev: false, dir: process.cwd(), hostname: "127.0.0.1", port });
await app.prepare();
({ refusedUrl } = await import("@/lib/http/bad-url"));
({ refusedBody } = await import("@/lib/http/oversize"));
handle = app.getRequestHandler();
process.send!({ ready: port });
process.on("unhandledRejection", (err) => console.error("[bazaar] unhandled rejection:", err));

// Requests in flight get a moment; organizers' live streams would never end on their own.
const stop = () => {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1000).unref();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

// The production app server (what `npm start` runs, in a child of scripts/serve.ts): Next.js
// behind a node:http server whose fast lane serves the draft's realtime endpoints — every bid's
// POST and every live stream — without Next's request pipeline (lib/http/fast-lane.ts). All
// other requests go to Next.js unchanged. Exits when its parent goes (IPC channel closes).
//   node --import tsx scripts/app-server.ts --port 3000
import http from "node:http";
import { parseArgs } from "node:util";

process.on("disconnect", () => process.exit(0));
(process.env as Record<string, string>).NODE_ENV = "production";
// The benchmark and `ps` know the app's process by this name, as with `next start`.
process.title = "next-server (bazaar)";

const { values } = parseArgs({ options: { port: { type: "string" } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);

// Loaded after NODE_ENV is set: Next.js and lib/env read it at import.
const { default: next } = await import("next");
const { fastLane } = await import("@/lib/http/fast-lane");

const app = next({ dev: false, dir: process.cwd(), port });
await app.prepare();
const handle = app.getRequestHandler();

const server = http.createServer((req, res) => {
  if (fastLane(req, res)) return;
  void handle(req, res);
});
server.listen(port, () => console.log(`  ▲ Bazaar app server on port ${port} (Next.js + fast lane)`));

const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

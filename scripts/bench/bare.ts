// The baseline: a minimal node:http SSE server inside the bench process, broadcasting
// timestamped messages of about the app's size at about the app's rate to the same number of
// clients (parsed by the same SseClient). What the app adds on top of this is its own cost.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { HOST, mapLimit } from "./http";
import { SseClient } from "./sse";

export interface BareOptions {
  /** Clients per channel (one channel per event of the app run). */
  clientsPerChannel: number[];
  seconds: number;
  /** Broadcasts per second per channel. */
  ratePerChannel: number;
  /** Approximate length of each message's data line. */
  dataBytes: number;
  /** Each message starts as an HTTP POST (a bid) that the server broadcasts on arrival, so the
   * latency covers what the app's does: bid POST → every client. Otherwise the server
   * broadcasts on its own timer (transport only). */
  viaPost: boolean;
}

export interface ChannelResult {
  sentAt: Map<number, number>;
  clients: SseClient[];
}

export interface BareResult {
  channels: ChannelResult[];
  wallMs: number;
  broadcasts: number;
}

export async function runBare(opts: BareOptions): Promise<BareResult> {
  const subscribers = opts.clientsPerChannel.map(() => new Set<http.ServerResponse>());
  const server = http.createServer((req, res) => {
    const bid = /^\/c\/(\d+)\/bid$/.exec(req.url ?? "");
    if (bid && req.method === "POST") {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const message = Buffer.concat(chunks).toString("utf8");
        for (const sub of subscribers[Number(bid[1])] ?? []) sub.write(message);
        res.writeHead(204).end();
      });
      return;
    }
    const m = /^\/c\/(\d+)$/.exec(req.url ?? "");
    const subs = m ? subscribers[Number(m[1])] : undefined;
    if (!subs) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache, no-transform", "x-accel-buffering": "no" });
    res.socket?.setNoDelay(true);
    res.write("retry: 1000\n\n");
    res.write(`id: 0\nevent: draft\ndata: ${JSON.stringify({ entries: [], view: { seq: 0 } })}\n\n`);
    subs.add(res);
    req.on("close", () => subs.delete(res));
  });
  server.keepAliveTimeout = 0;
  const agent = new http.Agent({ keepAlive: true });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const port = (server.address() as AddressInfo).port;

  const channels: ChannelResult[] = opts.clientsPerChannel.map(() => ({ sentAt: new Map(), clients: [] }));
  await mapLimit(
    opts.clientsPerChannel.flatMap((n, c) => Array.from({ length: n }, () => c)),
    20,
    async (c) => {
      const client = new SseClient({ port, path: `/c/${c}` });
      channels[c]!.clients.push(client);
      await client.ready;
    },
  );

  // Each channel broadcasts on its own schedule (random phase, no drift), like independent drafts.
  const pad = "x".repeat(Math.max(0, opts.dataBytes - 120));
  const interval = 1000 / Math.max(0.1, opts.ratePerChannel);
  const started = performance.now();
  const until = started + opts.seconds * 1000;
  let broadcasts = 0;
  await Promise.all(
    channels.map(
      (channel, c) =>
        new Promise<void>((resolve) => {
          let seq = 0;
          let due = started + Math.random() * interval;
          const tick = () => {
            const now = performance.now();
            if (now >= until) return resolve();
            seq++;
            const t = performance.now();
            channel.sentAt.set(seq, t);
            const data = JSON.stringify({ entries: [{ seq, kind: "bid", at: t }], view: { seq, status: "running", pad } });
            const message = `id: ${seq}\nevent: draft\ndata: ${data}\n\n`;
            if (opts.viaPost) {
              const req = http.request({ host: HOST, port, path: `/c/${c}/bid`, method: "POST", agent, headers: { "content-type": "text/plain", "content-length": Buffer.byteLength(message) } });
              req.on("response", (r) => r.resume());
              req.on("error", () => {});
              req.end(message);
            } else {
              for (const res of subscribers[c]!) res.write(message);
            }
            broadcasts++;
            due += interval;
            setTimeout(tick, Math.max(0, due - performance.now()));
          };
          setTimeout(tick, Math.max(0, due - performance.now()));
        }),
    ),
  );
  const wallMs = performance.now() - started;

  // Grace: until every client saw its channel's last message, at most 5 s.
  const graceUntil = performance.now() + 5000;
  while (performance.now() < graceUntil && channels.some((ch) => ch.clients.some((cl) => cl.maxSeq < ch.sentAt.size))) await new Promise((r) => setTimeout(r, 20));
  for (const ch of channels) for (const cl of ch.clients) cl.close();
  for (const subs of subscribers) for (const res of subs) res.end();
  agent.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return { channels, wallMs, broadcasts };
}

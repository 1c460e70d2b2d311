// The baseline: a minimal node:http SSE server (scripts/bench/bare-server.mjs, a process of its
// own like the app's server) broadcasting timestamped messages of about the app's size at about
// the app's rate to the same number of clients (parsed by the same SseClient). What the app adds
// on top of this is its own cost.
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { HOST, mapLimit } from "./http";
import { SeededRandom } from "./random";
import { SseClient, type DraftMessage, type Entry } from "./sse";

export interface BareOptions {
  /** Clients per channel (one channel per event of the app run). */
  clientsPerChannel: number[];
  /** Seconds driven before the measured ones (as for the app). */
  warmup: number;
  seconds: number;
  /** Broadcasts per second per channel. */
  ratePerChannel: number;
  /** Approximate length of each message's data line. */
  dataBytes: number;
  /** "post": each message starts as an HTTP POST (a bid) that the server broadcasts on arrival,
   * so the latency covers what the app's does: bid POST → every client. "durable": the same, with
   * the bid appended to an O_DSYNC log file before the broadcast. "timer": the server broadcasts
   * on its own timer (transport only). */
  mode: "post" | "durable" | "timer";
  /** Where the "durable" mode's log file goes (deleted afterwards). */
  logFile: string;
  /** Seed of the channels' phases (--seed): which channel posts first is reproducible. */
  seed: number;
}

export interface ChannelResult {
  sentAt: Map<number, number>;
  clients: SseClient[];
}

export interface BareResult {
  channels: ChannelResult[];
  /** performance.now() at the end of the warm-up: latencies count from here. */
  measureFrom: number;
  wallMs: number;
  broadcasts: number;
}

/** Starts scripts/bench/bare-server.mjs: its own process, like the app's server. */
async function startBareServer(logFile: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "bare-server.mjs"), logFile], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout!.setEncoding("utf8");
    child.stdout!.on("data", (chunk: string) => {
      out += chunk;
      const line = out.split("\n")[0];
      if (out.includes("\n")) resolve((JSON.parse(line!) as { port: number }).port);
    });
    child.once("exit", (code) => reject(new Error(`bare server exited (${code}) before listening`)));
  });
  return { child, port };
}

export async function runBare(opts: BareOptions): Promise<BareResult> {
  const { child, port } = await startBareServer(opts.logFile);
  const viaPost = opts.mode !== "timer";
  const agent = new http.Agent({ keepAlive: true });
  const channels: ChannelResult[] = opts.clientsPerChannel.map(() => ({ sentAt: new Map(), clients: [] }));
  try {
    await mapLimit(
      opts.clientsPerChannel.flatMap((n, c) => Array.from({ length: n }, () => c)),
      20,
      async (c) => {
        const channel = channels[c]!;
        // Timer mode: the server stamps each message with its send time (epoch ms, one clock).
        const onMessage = viaPost
          ? undefined
          : (msg: DraftMessage) => {
              for (const e of msg.entries as (Entry & { at?: number })[])
                if (e.at !== undefined && !channel.sentAt.has(e.seq))
                  channel.sentAt.set(e.seq, e.at - performance.timeOrigin);
            };
        const client = new SseClient({ port, path: `/c/${c}`, onMessage });
        channel.clients.push(client);
        await client.ready;
      },
    );

    const pad = "x".repeat(Math.max(0, opts.dataBytes - 120));
    const started = performance.now();
    const measureFrom = started + opts.warmup * 1000;
    const total = opts.warmup + opts.seconds;
    // Each channel starts at a random phase of its interval (no drift), like independent drafts.
    const random = new SeededRandom(opts.seed, 0x62617265);
    const phases = channels.map(() => random.fraction());
    let broadcasts = 0;
    const post = (c: number, kind: "bid" | "durable" | "timer", body: string) =>
      new Promise<void>((resolve) => {
        const req = http.request({
          host: HOST,
          port,
          path: `/c/${c}/${kind}`,
          method: "POST",
          agent,
          headers: { "content-type": "text/plain", "content-length": Buffer.byteLength(body) },
        });
        req.on("response", (r) => {
          r.resume();
          resolve();
        });
        req.on("error", () => resolve());
        req.end(body);
      });
    if (viaPost) {
      const interval = 1000 / Math.max(0.1, opts.ratePerChannel);
      const until = started + total * 1000;
      await Promise.all(
        channels.map(
          (channel, c) =>
            new Promise<void>((resolve) => {
              let seq = 0;
              let due = started + phases[c]! * interval;
              const tick = () => {
                if (performance.now() >= until) return resolve();
                seq++;
                const t = performance.now();
                channel.sentAt.set(seq, t);
                if (t >= measureFrom) broadcasts++;
                const data = JSON.stringify({
                  entries: [{ seq, kind: "bid", at: t }],
                  view: { seq, status: "running", pad },
                });
                void post(
                  c,
                  opts.mode === "durable" ? "durable" : "bid",
                  `id: ${seq}\nevent: draft\ndata: ${data}\n\n`,
                );
                due += interval;
                setTimeout(tick, Math.max(0, due - performance.now()));
              };
              setTimeout(tick, Math.max(0, due - performance.now()));
            }),
        ),
      );
    } else {
      await Promise.all(
        channels.map((_, c) =>
          post(c, "timer", JSON.stringify({ seconds: total, rate: opts.ratePerChannel, pad, phase: phases[c] })),
        ),
      );
      await new Promise((r) => setTimeout(r, total * 1000 + 50));
      broadcasts = channels.reduce((n, ch) => n + [...ch.sentAt.values()].filter((t) => t >= measureFrom).length, 0);
    }
    const wallMs = performance.now() - measureFrom;

    // Grace: until every client saw its channel's last message, at most 5 s.
    const graceUntil = performance.now() + 5000;
    while (performance.now() < graceUntil && channels.some((ch) => ch.clients.some((cl) => cl.maxSeq < ch.sentAt.size)))
      await new Promise((r) => setTimeout(r, 20));
    return { channels, measureFrom, wallMs, broadcasts };
  } finally {
    for (const ch of channels) for (const cl of ch.clients) cl.close();
    agent.destroy();
    child.stdin!.end();
    child.kill();
    rmSync(opts.logFile, { force: true });
  }
}

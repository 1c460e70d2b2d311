// The benchmark's baseline server, in a process of its own like the app (so both paths cross the
// same process boundaries): a minimal node:http SSE server, nothing else.
//   POST /c/N/bid      broadcast the body to channel N's subscribers on arrival, answer 204
//   POST /c/N/durable  the same after appending the body to a log file opened with O_DSYNC (the
//                      write returns once the bytes are on disk): the floor that "durable before
//                      anyone is told" puts under any implementation, without a database
//   POST /c/N/timer    body {"seconds","rate","pad","phase"}: broadcast on this process's own
//                      timer (transport only), the first after `phase` (0..1) of an interval;
//                      each message carries `at`, its send time in epoch ms
//   GET  /c/N          subscribe to channel N (text/event-stream)
// Prints {"port":P} on stdout when listening; exits when stdin closes. argv[2]: the log file.
import { constants, openSync, write } from "node:fs";
import http from "node:http";

const logFile = process.argv[2];
const { O_WRONLY, O_APPEND, O_CREAT, O_DSYNC } = constants;
const log = logFile ? openSync(logFile, O_WRONLY | O_APPEND | O_CREAT | O_DSYNC) : null;

const subscribers = new Map();
const channel = (n) => {
  let set = subscribers.get(n);
  if (!set) subscribers.set(n, (set = new Set()));
  return set;
};
const broadcast = (n, message) => {
  for (const sub of channel(n)) sub.write(message);
};

function timer(n, { seconds, rate, pad, phase }) {
  const interval = 1000 / Math.max(0.1, rate);
  const until = performance.now() + seconds * 1000;
  let seq = 0;
  let due = performance.now() + (phase ?? 0) * interval;
  const tick = () => {
    if (performance.now() >= until) return;
    seq++;
    const at = performance.timeOrigin + performance.now();
    const data = JSON.stringify({ entries: [{ seq, kind: "bid", at }], view: { seq, status: "running", pad } });
    broadcast(n, `id: ${seq}\nevent: draft\ndata: ${data}\n\n`);
    due += interval;
    setTimeout(tick, Math.max(0, due - performance.now()));
  };
  setTimeout(tick, Math.max(0, due - performance.now()));
}

const server = http.createServer((req, res) => {
  const post = /^\/c\/(\d+)\/(bid|durable|timer)$/.exec(req.url ?? "");
  if (post && req.method === "POST") {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      if (post[2] === "durable" && log !== null) {
        write(log, `${body.length} ${body}`, (err) => {
          if (err) return res.writeHead(500).end(String(err));
          broadcast(Number(post[1]), body);
          res.writeHead(204).end();
        });
        return;
      }
      if (post[2] === "bid") broadcast(Number(post[1]), body);
      else timer(Number(post[1]), JSON.parse(body));
      res.writeHead(204).end();
    });
    return;
  }
  const m = /^\/c\/(\d+)$/.exec(req.url ?? "");
  if (!m || req.method !== "GET") {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    "x-accel-buffering": "no",
  });
  res.socket?.setNoDelay(true);
  res.write("retry: 1000\n\n");
  res.write(`id: 0\nevent: draft\ndata: ${JSON.stringify({ entries: [], view: { seq: 0 } })}\n\n`);
  const subs = channel(Number(m[1]));
  subs.add(res);
  req.on("close", () => subs.delete(res));
});
server.keepAliveTimeout = 0;
server.listen(0, "127.0.0.1", () => process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`));
process.stdin.on("end", () => process.exit(0));
process.stdin.resume();

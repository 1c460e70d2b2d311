// Forwards a request to Next.js behind the app server (scripts/app-server.ts) and streams its
// answer back, server-sent events included. Hop-by-hop headers stay on their hop; the client's
// address joins X-Forwarded-For. Host is kept: Next.js compares it with Origin (server actions).
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { SECURITY_HEADERS } from "@/lib/http/security-headers";

const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "te", "trailer", "transfer-encoding", "upgrade"];
const REQUEST_DROPS = new Set([...HOP_BY_HOP, "x-forwarded-for"]);
const RESPONSE_DROPS = new Set(HOP_BY_HOP);

/** Raw headers ([name, value, name, value, …]) without the dropped names. */
function without(raw: string[], drop: Set<string>): string[] {
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (!drop.has(raw[i]!.toLowerCase())) out.push(raw[i]!, raw[i + 1]!);
  return out;
}

export function proxyTo(target: { host: string; port: number }) {
  // Idle pooled connections are closed here after 30 s, before Next.js would close them (65 s,
  // scripts/next-server.ts): a request never goes out on a connection the other side is closing.
  const agent = new http.Agent({ keepAlive: true, maxFreeSockets: 64, timeout: 30_000 });
  return (req: IncomingMessage, res: ServerResponse): void => {
    const headers = without(req.rawHeaders, REQUEST_DROPS);
    headers.push(
      "x-forwarded-for",
      [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", "),
    );
    const upstream = http.request(
      { host: target.host, port: target.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, without(answer.rawHeaders, RESPONSE_DROPS));
        // A stream's first bytes go out now, not when a buffer fills.
        res.flushHeaders();
        answer.pipe(res);
        answer.on("error", () => res.destroy());
      },
    );
    upstream.on("error", (err) => {
      if (res.headersSent) return void res.destroy();
      res
        .writeHead(502, { ...SECURITY_HEADERS, "content-type": "text/plain; charset=utf-8" })
        .end(`Bad gateway: ${err.message}`);
    });
    // The client left before the answer was complete (a live stream, say): end the upstream too.
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
}

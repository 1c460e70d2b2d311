// A plain node:http client for the hardening tests: the path goes out byte for byte (%ZZ, %00 and
// friends are not normalized as fetch's URL parser might), bodies may be chunked or huge, and a
// live stream is closed as soon as its headers are in.
import http from "node:http";

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Send the body without content-length (chunked). */
  chunked?: boolean;
}

export function send(port: number, r: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const body = r.body === undefined ? undefined : Buffer.isBuffer(r.body) ? r.body : Buffer.from(r.body, "utf8");
    const headers: Record<string, string> = { ...r.headers };
    if (body && !r.chunked) headers["content-length"] = String(body.length);
    let answered = false;
    const req = http.request(
      { host: "127.0.0.1", port, method: r.method, path: r.path, headers, agent: false },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        if (String(res.headers["content-type"]).startsWith("text/event-stream")) {
          // A live stream never ends: its first bytes say it opened, that is enough.
          res.once("data", (d: Buffer) => {
            chunks.push(d);
            req.destroy();
            resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") });
          });
          res.on("error", () => {});
          return;
        }
        res.on("data", (d: Buffer) => chunks.push(d));
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    // A server may answer a huge body (413) and close before it is all sent: the answer counts.
    req.on("error", (err) => {
      if (!answered) reject(err);
    });
    if (body && r.chunked) {
      const step = 64 * 1024;
      for (let i = 0; i < body.length; i += step) req.write(body.subarray(i, i + step));
      req.end();
    } else req.end(body);
  });
}

// Plain node:http client for the benchmark: one keep-alive agent, per-user cookie jars.
// (node:http rather than fetch: cheaper per request, and Set-Cookie arrives as a list.)
import http from "node:http";

export const HOST = "127.0.0.1";

/** name → value; enough for next-auth's and the app's cookies (one host, path /). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(setCookie: string[] | undefined): void {
    for (const line of setCookie ?? []) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair!.indexOf("=");
      if (eq <= 0) continue;
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(a));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

export interface HttpResult {
  status: number;
  text: string;
  /** Parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
}

export interface RequestOptions {
  jar?: CookieJar;
  json?: unknown;
  form?: Record<string, string>;
  timeoutMs?: number;
}

export class HttpClient {
  readonly agent: http.Agent;

  constructor(
    readonly port: number,
    maxSockets = 256,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  }

  request(method: string, path: string, opts: RequestOptions = {}): Promise<HttpResult> {
    let body: string | undefined;
    const headers: Record<string, string> = { accept: "application/json" };
    if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      headers["content-type"] = "application/json";
    } else if (opts.form) {
      body = new URLSearchParams(opts.form).toString();
      headers["content-type"] = "application/x-www-form-urlencoded";
    }
    if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
    const cookie = opts.jar?.header();
    if (cookie) headers.cookie = cookie;
    return new Promise((resolve, reject) => {
      const req = http.request({ host: HOST, port: this.port, method, path, headers, agent: this.agent }, (res) => {
        opts.jar?.store(res.headers["set-cookie"]);
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", reject);
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, text, json });
        });
      });
      req.on("error", reject);
      req.setTimeout(opts.timeoutMs ?? 30_000, () => req.destroy(new Error(`${method} ${path}: timed out`)));
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** A POST of one action, retried on a network error (counted in `errors` by code) with the same body — its
 * idempotency key makes the server answer a replay with the original seq; null after four failures. */
export async function postRetrying(
  http: HttpClient,
  path: string,
  jar: CookieJar,
  body: unknown,
  errors: Record<string, number>,
): Promise<HttpResult | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await http.request("POST", path, { jar, json: body, timeoutMs: 20_000 });
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
      errors[code] = (errors[code] ?? 0) + 1;
      if (attempt >= 3) return null;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** Throws with the body when the status is not 2xx. */
export function expectOk(res: HttpResult, what: string): unknown {
  if (res.status < 200 || res.status >= 300) throw new Error(`${what}: HTTP ${res.status} ${res.text.slice(0, 300)}`);
  return res.json;
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function mapLimit<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!, i);
    }
  });
  await Promise.all(lanes);
  return out;
}

// One JSON line per API request (stdout) and per error (stderr); journald or the container's log
// keeps them. A line names the route's pattern ("/api/claim/[token]"), never the raw path: seat links and
// join codes are secrets and the path holds them; nor cookies, headers or bodies. Lines of one tick
// go out in one write: at a draft's rate (over a thousand bids a second) a write per line costs.
import { hostname } from "node:os";
import { env } from "@/lib/env";

export interface RequestLine {
  requestId: string;
  method: string;
  route: string;
  status: number;
  ms: number;
}

export interface ErrorLine {
  requestId?: string;
  /** Where it happened: "POST /api/events/[eventId]/join", or a page's route and Next's digest. */
  where: string;
  digest?: string;
}

type Sink = (line: string) => void;

const instance = `${hostname()}:${process.pid}`;
let pending: string[] = [];
const toStdout: Sink = (line) => {
  if (pending.push(line) === 1)
    setImmediate(() => {
      const out = pending.join("\n") + "\n";
      pending = [];
      process.stdout.write(out);
    });
};
const holder = globalThis as unknown as { bazaarLogSink?: Sink | null };

/** Where lines go (tests catch them); null: back to stdout. */
export function setLogSink(sink: Sink | null): void {
  holder.bazaarLogSink = sink;
}

const sink = (): Sink => holder.bazaarLogSink ?? toStdout;
const errorSink = (): Sink => holder.bazaarLogSink ?? ((line) => console.error(line));

/** BAZAAR_LOG_REQUESTS=0 silences the request lines (errors are always written); a test's sink hears them. */
const requestsOn = () => holder.bazaarLogSink != null || env().BAZAAR_LOG_REQUESTS !== "0";

export function logRequest(line: RequestLine): void {
  if (!requestsOn()) return;
  sink()(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "info",
      msg: "request",
      requestId: line.requestId,
      method: line.method,
      route: line.route,
      status: line.status,
      ms: Math.round(line.ms * 100) / 100,
      instance,
    }),
  );
}

export function logError(line: ErrorLine, err: unknown): void {
  const e = err instanceof Error ? err : new Error(String(err));
  errorSink()(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "error",
      msg: `unexpected error in ${line.where}`,
      requestId: line.requestId,
      where: line.where,
      digest: line.digest,
      error: { name: e.name, message: e.message, stack: e.stack },
      instance,
    }),
  );
}

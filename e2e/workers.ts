// The flows run on E2E_WORKERS Playwright workers (default 3), each against its own app server and its own
// embedded PostgreSQL: ports E2E_PORT + i and E2E_PG_PORT + i, data in .data/e2e-<i> (i = the worker's parallel
// index). No flow shares another's rows, throttle counters or server. Read by playwright.config.ts (which starts
// the servers) and by e2e/support.ts (the worker's own demo login); every spec gets its worker's server through
// the config's baseURL, whichever `test` it imports.
import path from "node:path";

export interface WorkerServer {
  port: number;
  pgPort: number;
  /** The server's BAZAAR_DATA_DIR (absolute). */
  dataDir: string;
  url: string;
}

const positive = (name: string, fallback: number): number => {
  const raw = process.env[name];
  const value = raw === undefined || raw === "" ? fallback : Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}".`);
  return value;
};

/** The servers' METRICS_TOKEN: /metrics is on, as on a server that is watched (e2e/metrics.spec.ts). */
export const E2E_METRICS_TOKEN = "e2e-metrics-token-0123456789";

/** The servers' live-stream heartbeat (BAZAAR_SSE_HEARTBEAT_MS; 15 s otherwise): a page takes a stream that brings
 * nothing for 2.5 of them for dead (components/liveSource.ts), which a flow then sees within seconds. */
export const E2E_HEARTBEAT_MS = 4_000;

/** How many servers (and workers) the flows use. */
// Three on 2 cores (session 43): the flows wait on pages, streams and servers, and two workers left the cores a quarter
// idle; with the tiers of playwright.config.ts, 484 → 457 s quiet and 673 → 621 s beside two busy loops, all green.
export const e2eWorkers = (): number => positive("E2E_WORKERS", 3);

/** The app server, database and data folder of worker `index`. */
export function workerServer(index: number): WorkerServer {
  const port = positive("E2E_PORT", 3917) + index;
  return {
    port,
    pgPort: positive("E2E_PG_PORT", 25741) + index,
    dataDir: path.resolve(process.cwd(), `.data/e2e-${index}`),
    url: `http://127.0.0.1:${port}`,
  };
}

/** This process's server: Playwright sets TEST_PARALLEL_INDEX in each worker (0 in the runner). A worker beyond
 * E2E_WORKERS (`--workers` set higher) shares a server rather than finding none. */
export const currentServer = (): WorkerServer =>
  workerServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0) % e2eWorkers());

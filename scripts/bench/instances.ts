// bench:draft --instances K: K app instances on one PostgreSQL (the first one's embedded server), as docs/deploy.md
// runs them behind nginx, and the bench's own balancer in front of them with nginx's behaviour there (round robin per
// request and per stream, no stickiness) but no proxy hop: on 2 cores a proxy's CPU would be one more thing measured.
import { readFileSync } from "node:fs";
import path from "node:path";
import { embeddedUrl } from "@/lib/db/embedded";
import { cpuPercent, startApp, treeCpuTicks, type AppOptions, type RunningApp } from "./app";
import { HttpClient } from "./http";
import { log } from "./setup";

/** Starts instances 2..K beside `first` (ports first.port + 1, …; data dirs inside the first's). */
export async function startMoreInstances(first: RunningApp, opts: AppOptions, count: number): Promise<RunningApp[]> {
  if (count <= 1) return [];
  const { authSecret } = JSON.parse(readFileSync(path.join(opts.dataDir, "secrets.json"), "utf8")) as {
    authSecret: string;
  };
  const shared = { databaseUrl: embeddedUrl(opts.pgPort, "bazaar"), secret: authSecret, login: first.login };
  const ports = Array.from({ length: count - 1 }, (_, i) => first.port + 1 + i);
  log(`starting ${ports.length} more instance(s) on the same PostgreSQL: ports ${ports.join(", ")}`);
  // One after another, and up to three tries: on a busy 2-core machine an instance's Next.js may miss the run
  // command's 60-s health wait (seen with the fourth, twice, started alone as well as beside others).
  const start = (port: number) =>
    startApp({ ...opts, port, dataDir: path.join(opts.dataDir, `instance-${port}`), shared, profileDir: undefined });
  const retry = (port: number) => (err: Error) => {
    log(`instance ${port} did not start (${err.message.split("\n")[0]}); trying again`);
    return start(port);
  };
  const running: RunningApp[] = [];
  try {
    for (const port of ports) running.push(await start(port).catch(retry(port)).catch(retry(port)));
  } catch (err) {
    await Promise.all(running.map((a) => a.stop()));
    throw err;
  }
  return running;
}

/** Round robin over the instances, per request (nginx's default); one keep-alive client per instance. */
export class Balancer {
  readonly clients: HttpClient[];
  private turn = 0;

  constructor(readonly apps: RunningApp[]) {
    this.clients = apps.map((a) => new HttpClient(a.port));
  }

  next(): HttpClient {
    return this.clients[this.turn++ % this.clients.length]!;
  }

  close(): void {
    for (const c of this.clients) c.close();
  }
}

/** Each instance's CPU (percent of one core, by process) between `start()` and `stop()`. */
export function instanceCpu(apps: RunningApp[]) {
  let before = apps.map((a) => treeCpuTicks(a.pid));
  let from = performance.now();
  return {
    start() {
      before = apps.map((a) => treeCpuTicks(a.pid));
      from = performance.now();
    },
    stop(): Record<string, number>[] {
      const seconds = (performance.now() - from) / 1000;
      return apps.map((a, i) => cpuPercent(before[i]!, treeCpuTicks(a.pid), seconds));
    },
  };
}

// A load bench's entry and its run on the app: the options parsed and the build checked, then the app
// started (./app.ts), handed with an HTTP client to the bench's work, and stopped afterwards — on
// SIGINT/SIGTERM too, closing the SSE streams the work tracks.
import path from "node:path";
import { ensureBuild, startApp, type AppOptions, type RunningApp } from "./app";
import { HttpClient } from "./http";
import { log } from "./setup";
import type { SseClient } from "./sse";

export type AppWork<T> = (app: RunningApp, http: HttpClient, track: (s: SseClient[]) => void) => Promise<T>;

export async function onApp<T>(opts: AppOptions, work: AppWork<T>): Promise<T> {
  const data = path.relative(process.cwd(), opts.dataDir);
  log(`starting scripts/serve.ts on 127.0.0.1:${opts.port} (embedded PostgreSQL on ${opts.pgPort}, data ${data})`);
  const app = await startApp(opts);
  let streams: SseClient[] = [];
  const http = new HttpClient(opts.port);
  const stopAll = async () => {
    for (const c of streams) c.close();
    http.close();
    await app.stop();
  };
  const onSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping the app`);
    void stopAll().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    return await work(app, http, (s) => (streams = s));
  } finally {
    await stopAll();
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    log("app stopped");
  }
}

/** A bench's entry: its options (a bad one: the message and the usage, exit 2), the production build checked
 * unless --skip-build, then `run`; a failure exits 1 with its stack. */
export function benchMain<O extends { skipBuild: boolean }>(
  name: string,
  parse: (args: string[]) => O,
  usage: string,
  run: (o: O) => Promise<void>,
): void {
  const main = async (): Promise<number> => {
    let o: O;
    try {
      o = parse(process.argv.slice(2));
    } catch (err) {
      console.error(`${(err as Error).message}\n${usage}`);
      return 2;
    }
    if (!o.skipBuild) {
      log("checking the production build (bash scripts/ensure.sh build)");
      ensureBuild();
    }
    await run(o);
    return 0;
  };
  main().then(
    (code) => process.exit(code),
    (err) => {
      console.error(`\n✖ ${name} failed: ${(err as Error).stack ?? err}`);
      process.exit(1);
    },
  );
}

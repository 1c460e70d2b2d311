// The app under test: `scripts/serve.ts` as a child on its own port and data dir (embedded
// PostgreSQL), stopped with SIGTERM — the same run command users start.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { portIsFree } from "@/lib/db/embedded";
import type { ProfileKind, WhatIf } from "./probe-kinds";

export interface AppOptions {
  port: number;
  pgPort: number;
  dataDir: string;
  /** Preload the on-demand probe (./probe.mjs: CPU profile, event-loop delay, pg pool waits) writing into this
   * directory. */
  profileDir?: string;
  /** Experiments applied by probe.mjs (see there). */
  whatIf?: WhatIf;
  /** What the probe records besides its counters (scripts/bench/probe.mjs). */
  profileKind?: ProfileKind;
  /** Another instance on a running app's database (its embedded PostgreSQL): no database of its own, that app's
   * session secret and demo login (--instances). */
  shared?: { databaseUrl: string; secret: string; login: RunningApp["login"] };
}

export interface RunningApp {
  port: number;
  pid: number;
  login: { email: string; password: string };
  logFile: string;
  stop(): Promise<void>;
}

export function ensureBuild(): void {
  const res = spawnSync("bash", ["scripts/ensure.sh", "build"], { stdio: ["ignore", "inherit", "inherit"] });
  if (res.status !== 0) throw new Error(`bash scripts/ensure.sh build failed (exit ${res.status})`);
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

export async function startApp(opts: AppOptions): Promise<RunningApp> {
  for (const [what, port] of opts.shared
    ? ([["PORT", opts.port]] as const)
    : ([
        ["PORT", opts.port],
        ["BAZAAR_PG_PORT", opts.pgPort],
      ] as const)) {
    if (!(await portIsFree(port)))
      throw new Error(
        `Port ${port} (${what}) is in use: pass --${what === "PORT" ? "port" : "pg-port"} <another port>.`,
      );
  }
  rmSync(opts.dataDir, { recursive: true, force: true });
  mkdirSync(opts.dataDir, { recursive: true });
  const logFile = path.join(opts.dataDir, "serve.log");
  const log = createWriteStream(logFile);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(opts.port),
    BAZAAR_PG_PORT: String(opts.pgPort),
    BAZAAR_DATA_DIR: opts.dataDir,
    PUBLIC_URL: `http://127.0.0.1:${opts.port}`,
    NEXT_TELEMETRY_DISABLED: "1",
    // The server's split of its time per request (lib/perf/spans.ts), read by ./windows.ts.
    BAZAAR_BENCH_SPANS: "1",
  };
  // Always the embedded database, and no secrets or URLs inherited from the caller's shell.
  for (const key of ["DATABASE_URL", "NEXTAUTH_URL", "NEXTAUTH_SECRET", "AUTH_SECRET", "NODE_OPTIONS"]) delete env[key];
  if (opts.shared) Object.assign(env, { DATABASE_URL: opts.shared.databaseUrl, NEXTAUTH_SECRET: opts.shared.secret });
  if (opts.profileDir) {
    env.NODE_OPTIONS = `--import ${path.resolve("scripts/bench/probe.mjs")}`;
    env.BENCH_PROFILE_DIR = opts.profileDir;
    if (opts.whatIf) env.BENCH_WHATIF = opts.whatIf;
    if (opts.profileKind) env.BENCH_PROFILE_KIND = opts.profileKind;
  }
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stderr!.pipe(log, { end: false });

  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (exited) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => !exited && child.kill("SIGKILL"), 30_000);
    await exit;
    clearTimeout(timer);
    log.end();
  };

  const ready = new Promise<void>((resolve, reject) => {
    let seen = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      log.write(chunk);
      if (seen.length < 100_000) seen += chunk.toString("utf8");
      if (seen.includes("Bazaar is ready") && seen.includes("Stop with Ctrl-C")) resolve();
    });
    void exit.then(() =>
      reject(new Error(`scripts/serve.ts exited before it was ready; log ${logFile}:\n${tail(logFile)}`)),
    );
    setTimeout(
      () => reject(new Error(`scripts/serve.ts not ready within 180 s; log ${logFile}:\n${tail(logFile)}`)),
      180_000,
    ).unref();
  });
  try {
    await ready;
  } catch (err) {
    await stop();
    throw err;
  }
  if (opts.shared) return { port: opts.port, pid: child.pid!, login: opts.shared.login, logFile, stop };
  const loginFile = path.join(opts.dataDir, "demo-login.json");
  if (!existsSync(loginFile)) {
    await stop();
    throw new Error(`${loginFile} is missing: the demo organizer was not seeded`);
  }
  const login = JSON.parse(readFileSync(loginFile, "utf8")) as { email: string; password: string };
  return { port: opts.port, pid: child.pid!, login, logFile, stop };
}

// ---- CPU of the app's process tree (serve.ts → bazaar-app → next-server, postgres and its backends) ----

interface ProcStat {
  pid: number;
  ppid: number;
  comm: string;
  ticks: number;
}

function readStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    const close = text.lastIndexOf(")");
    const comm = text.slice(text.indexOf("(") + 1, close);
    const fields = text.slice(close + 2).split(" ");
    // After comm: state(0) ppid(1) … utime(11) stime(12)
    return { pid, ppid: Number(fields[1]), comm, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

function cmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ").trim();
  } catch {
    return "";
  }
}

/** Pids of the processes under rootPid whose name starts with `comm`. */
export function descendants(rootPid: number, comm: string): number[] {
  const all: ProcStat[] = [];
  for (const name of readdirSync("/proc"))
    if (/^\d+$/.test(name)) all.push(...[readStat(Number(name))].filter((s): s is ProcStat => s !== null));
  const out: number[] = [];
  const visit = (pid: number) => {
    for (const s of all.filter((x) => x.ppid === pid)) {
      if (s.comm.startsWith(comm)) out.push(s.pid);
      visit(s.pid);
    }
  };
  visit(rootPid);
  return out;
}

/** CPU ticks per role: "bazaar-app" (the app server), "next-server", "postgres: <backend kind>", "serve.ts", … */
export function treeCpuTicks(rootPid: number): Map<string, number> {
  const all: ProcStat[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const s = readStat(Number(name));
    if (s) all.push(s);
  }
  const children = new Map<number, ProcStat[]>();
  for (const s of all) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  const out = new Map<string, number>();
  const visit = (pid: number) => {
    for (const s of children.get(pid) ?? []) {
      let label = s.comm;
      if (s.comm === "postgres") {
        const cmd = cmdline(s.pid);
        label = /^postgres: \S+ \S+ [\d.:]+\(\d+\)/.test(cmd)
          ? "postgres backends"
          : cmd.startsWith("postgres: ")
            ? `postgres: ${cmd.slice(10).split(" ")[0]}`
            : "postgres";
      } else if (s.comm === "node" || s.comm.startsWith("node")) label = "node (other)";
      else if (s.comm.startsWith("next-server")) label = "next-server";
      else if (s.comm.startsWith("bazaar-app")) label = "bazaar-app";
      out.set(label, (out.get(label) ?? 0) + s.ticks);
      visit(s.pid);
    }
  };
  const root = readStat(rootPid);
  if (root) out.set("serve.ts", root.ticks);
  visit(rootPid);
  return out;
}

export const CLOCK_TICKS = 100;

/** Percent of one core used per role between two treeCpuTicks readings `seconds` apart. */
export function cpuPercent(
  before: Map<string, number>,
  after: Map<string, number>,
  seconds: number,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [label, ticks] of after) {
    const used = ticks - (before.get(label) ?? 0);
    if (used > 0) out[label] = Math.round((used / CLOCK_TICKS / seconds) * 100);
  }
  return out;
}

// The run command: database (embedded unless DATABASE_URL is set) → migrations → demo seed →
// Next.js server, printing where to go and how to log in. Ctrl-C stops everything cleanly.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { networkInterfaces } from "node:os";
import path from "node:path";
import { diskFull } from "@/lib/db/disk";
import { portIsFree } from "@/lib/db/embedded";
import { dataDir as dataDirOf, embeddedPort, openDatabase, type OpenDatabase } from "@/lib/db/local";
import { applyMigrations } from "@/lib/db/migrate";
import { parseEnv, signupPolicy, type Env } from "@/lib/env";
import { openFrontDoor, type FrontDoor } from "./front-door";
import { readyBanner } from "./ready-banner";
import { runningChild, supervise, type Supervised } from "./supervise";

const dev = process.argv.includes("--dev");
const dataDir = dataDirOf();
const port = Number(process.env.PORT ?? 3000);
const pgPort = embeddedPort();

function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

/** Secrets given in the environment win; otherwise generated once and kept under the data dir. */
function loadSecrets(): { authSecret: string } {
  const given = process.env.NEXTAUTH_SECRET ?? process.env.AUTH_SECRET;
  if (given) return { authSecret: given };
  const file = path.join(dataDir, "secrets.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  const secrets = { authSecret: randomBytes(32).toString("base64url") };
  writeFileSync(file, JSON.stringify(secrets, null, 2) + "\n", { mode: 0o600 });
  return secrets;
}

function lanAddress(): string | null {
  for (const list of Object.values(networkInterfaces()))
    for (const a of list ?? []) if (a.family === "IPv4" && !a.internal) return a.address;
  return null;
}

/** Waits until the app answers its health check; the reason why not, if it never does. */
async function waitForHealth(url: string, child: () => ChildProcess | null): Promise<string | null> {
  for (let i = 0; i < 600; i++) {
    const c = child();
    if (c && c.exitCode !== null) return `The web server exited with code ${c.exitCode}.`;
    try {
      if ((await fetch(url)).ok) return null;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return `The web server did not answer on ${url} within 60 s.`;
}

async function main() {
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    fail(`PORT must be a TCP port number, got "${process.env.PORT}".`);
  mkdirSync(dataDir, { recursive: true });
  if (!(await portIsFree(port, "0.0.0.0")))
    fail(`Port ${port} is already in use. Stop the program using it or start with PORT=<another port>.`);

  let database: OpenDatabase;
  try {
    database = await openDatabase();
  } catch (err) {
    fail((err as Error).message);
  }
  const { url: databaseUrl, embedded } = database;
  const secrets = loadSecrets();
  const lan = lanAddress();
  const childEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NEXTAUTH_SECRET: secrets.authSecret,
    NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    // Organizers may reach the app by LAN address as well as localhost.
    AUTH_TRUST_HOST: "true",
    ...(lan ? { BAZAAR_LAN_URL: `http://${lan}:${port}` } : {}),
    NODE_ENV: dev ? "development" : "production",
  } as NodeJS.ProcessEnv;
  let parsed: Env;
  try {
    parsed = parseEnv(childEnv as Record<string, string | undefined>);
  } catch (err) {
    await embedded?.stop();
    fail((err as Error).message);
  }
  Object.assign(process.env, childEnv);

  // Everything this process runs is supervised (scripts/supervise.ts): the embedded PostgreSQL and
  // the app server are started again when they end unasked. Ctrl-C, SIGTERM, or the parent going
  // away (a killed `npm start`) stops them in order: the app first, then the database.
  let postgres: Supervised | null = null;
  let app: Supervised | null = null;
  let door: FrontDoor | null = null;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    // A child that does not stop within 15 s is not waited for.
    setTimeout(() => process.exit(code || 1), 15_000).unref();
    await app?.stop();
    door?.close();
    if (postgres) await postgres.stop();
    else await embedded?.stop();
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  process.on("SIGHUP", () => void stop(0));
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void stop(0);
  }, 500).unref();

  if (embedded) {
    let first = true;
    postgres = await supervise({
      name: "PostgreSQL (embedded)",
      start: async () => {
        if (!first)
          await embedded.start().catch((err: Error) => {
            // PostgreSQL cannot start on a full disk (its WAL cannot grow): say what to do.
            const full = diskFull();
            throw full ? new Error(`${err.message}; the disk is full (${full.reason}): free space`) : err;
          });
        first = false;
        return { exited: embedded.exited(), stop: () => embedded.stop() };
      },
    });
  }

  try {
    const { applied } = await applyMigrations(databaseUrl);
    if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
    const { seedDemo } = await import("@/lib/seed");
    const seed = await seedDemo();
    // This process is done with the database; only the Next child keeps connections.
    const [{ closePool }, { db }] = await Promise.all([import("@/lib/db/pool"), import("@/lib/db/client")]);
    await Promise.all([closePool(), db().$disconnect()]);
    const loginFile = path.join(dataDir, "demo-login.json");
    if (seed.password)
      writeFileSync(loginFile, JSON.stringify({ email: seed.email, password: seed.password }, null, 2) + "\n", {
        mode: 0o600,
      });
    const login = existsSync(loginFile)
      ? (JSON.parse(readFileSync(loginFile, "utf8")) as { email: string; password: string })
      : null;

    // Next runs in a child tied to this process by an IPC channel: it exits when we die.
    // Production: our app server (Next.js + the draft's fast lane); development: `next dev`.
    // In production this process owns the port and hands each connection to the app server
    // (scripts/front-door.ts): while the app server restarts, phones get 503 with Retry-After.
    door = dev ? null : await openFrontDoor(port);
    const command = dev
      ? [path.resolve("scripts/next-child.mjs"), "dev", "-p", String(port)]
      : ["--import", "tsx", path.resolve("scripts/app-server.ts"), "--port", String(port), "--handoff"];
    const spawned: { child: ChildProcess | null } = { child: null };
    app = await supervise({
      name: dev ? "next dev" : "app server",
      start: async () => {
        const child = (spawned.child = spawn(process.execPath, command, {
          env: childEnv,
          stdio: ["ignore", "inherit", "inherit", "ipc"],
        }));
        door?.serveWith(child);
        return runningChild(child);
      },
    });
    const first = spawned.child;
    const notReady = await waitForHealth(`http://127.0.0.1:${port}/api/health`, () => first);
    if (notReady) {
      console.error(`\n✖ ${notReady}\n`);
      return void (await stop(1));
    }
    const banner = readyBanner({
      port,
      lan,
      publicUrl: parsed.PUBLIC_URL ?? null,
      database: embedded
        ? `embedded PostgreSQL on port ${pgPort}, data in ${path.relative(process.cwd(), path.join(dataDir, "pg"))}`
        : "DATABASE_URL",
      login,
      seedEmail: seed.email,
      joinCode: seed.joinCode ?? null,
      signup: signupPolicy(parsed),
    });
    console.log(banner.join("\n"));
  } catch (err) {
    console.error(err);
    await stop(1);
  }
}

void main();

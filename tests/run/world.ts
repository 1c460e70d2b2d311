// A small but complete world on the test database for the hardening tests against the real
// servers: a signed-in organizer owning a draft event and a running tournament, seated phones,
// a practice game; Next.js on a port of its own beside the app server; a digest of every table.
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { db } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrate";
import { createOrganizer } from "@/lib/auth/organizers";
import { draftNight } from "../drafts/setup";
import { practiceGame } from "../games/setup";
import { eventWith } from "../tournament/setup";
import { send } from "./raw-http";
import { seatB } from "@/tests/tournament/places";

/** A database of its own on the test server, migrated, made this process's DATABASE_URL (before
 * anything here connects): other test files writing at the same time cannot move its digest.
 * Returns the function that drops it. */
export async function ownDatabase(name: string): Promise<() => Promise<void>> {
  const shared = process.env.DATABASE_URL!;
  const database = `${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: shared });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = shared.replace(/\/[^/?]+(\?.*)?$/, `/${database}$1`);
  await applyMigrations(url);
  process.env.DATABASE_URL = url;
  return async () => {
    const cleanup = new pg.Client({ connectionString: shared });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await cleanup.end();
  };
}

/** Signs in through next-auth on the real server (CSRF cookie + form post), returns the cookie header. */
export async function signIn(port: number, email: string, password: string): Promise<string> {
  const csrf = await send(port, { method: "GET", path: "/api/auth/csrf" });
  const csrfCookie = (csrf.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
  const { csrfToken } = JSON.parse(csrf.text) as { csrfToken: string };
  const login = await send(port, {
    method: "POST",
    path: "/api/auth/callback/credentials",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: csrfCookie,
      origin: `http://127.0.0.1:${port}`,
      host: `127.0.0.1:${port}`,
    },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }).toString(),
  });
  const session = (login.headers["set-cookie"] ?? [])
    .map((c) => c.split(";")[0]!)
    .find((c) => c.includes("session-token="));
  if (!session) throw new Error(`sign-in failed: ${login.status} ${login.text.slice(0, 200)}`);
  return session;
}

export async function buildWorld() {
  const password = "fuzz-password-123";
  const email = `fuzz-${randomUUID().slice(0, 8)}@test.it`;
  const organizer = await createOrganizer({ email, name: "Fuzz", password });
  const draft = await draftNight(2);
  const tour = await eventWith(2);
  await tour.start();
  const match = (await tour.view()).matches.find((m) => seatB(m) !== null)!;
  const game = await practiceGame();
  // One organizer owns everything, so the fuzzed requests get past authorization into the routes.
  await db().event.updateMany({
    where: { id: { in: [draft.event.id, tour.event.id, game.night.event.id] } },
    data: { organizerId: organizer.id },
  });
  return { organizer, email, password, draft, tour, match, game };
}

/** Next.js alone (scripts/next-server.ts, as the app server forks it), for the Next.js form of the
 * routes the app server's fast lane serves in production. */
export async function startNext(running: ChildProcess[]): Promise<number> {
  const child = fork(path.resolve("scripts/next-server.ts"), [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, NODE_ENV: "production", NEXTAUTH_URL: "http://127.0.0.1", AUTH_TRUST_HOST: "true" },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  running.push(child);
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d));
  child.stderr!.on("data", (d: Buffer) => (out += d));
  return new Promise<number>((resolve, reject) => {
    child.on("message", (m: { ready?: number }) => m.ready && resolve(m.ready));
    child.once("exit", (code) => reject(new Error(`Next.js exited with ${code}: ${out}`)));
  });
}

/** Counts every row change in this database from now on: a row trigger on every table appends to a
 * side table (in a schema of its own), inside the changing transaction — so a write that is rolled
 * back leaves no count, as it leaves no change. Equal counts before and after a request mean it
 * changed nothing; reading the count is one cheap query, where hashing every row of every table
 * around each of ~2,000 requests was most of the fuzz suite's time. A seated phone's presence
 * (Seat.lastSeenAt, touched by every page it views and by the presence sweep) is not state a request
 * changes; nor are the abuse counters (Throttle), which count refused guesses of join codes and seat
 * links by design (lib/abuse/throttle.ts). */
export async function watchChanges(client: pg.Client): Promise<() => Promise<number>> {
  await client.query(`
    CREATE SCHEMA IF NOT EXISTS test_watch;
    CREATE TABLE IF NOT EXISTS test_watch.changes (at_table text NOT NULL);
    CREATE OR REPLACE FUNCTION test_watch.note() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'lastSeenAt') = (to_jsonb(OLD) - 'lastSeenAt') THEN RETURN NULL; END IF;
      INSERT INTO test_watch.changes VALUES (TG_TABLE_NAME);
      RETURN NULL;
    END $$;`);
  const { rows } = await client.query<{ t: string }>(
    `SELECT quote_ident(table_name) AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('_prisma_migrations', 'Throttle') ORDER BY 1`,
  );
  if (rows.length < 10) throw new Error(`only ${rows.length} tables to watch`);
  for (const { t } of rows)
    await client.query(
      `CREATE OR REPLACE TRIGGER test_watch_rows AFTER INSERT OR UPDATE OR DELETE ON ${t} FOR EACH ROW EXECUTE FUNCTION test_watch.note();
       CREATE OR REPLACE TRIGGER test_watch_truncate AFTER TRUNCATE ON ${t} FOR EACH STATEMENT EXECUTE FUNCTION test_watch.note();`,
    );
  return async () =>
    Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM test_watch.changes`)).rows[0]!.n);
}

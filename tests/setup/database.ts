// Vitest global setup of the "db" project (vitest.config.ts): one real PostgreSQL for the run (embedded, own
// port and data dir; initialised once and kept between runs), and a template database migrated once per run.
// Each test file then gets a database of its own, copied from the template (tests/setup/database-file.ts):
// files running side by side never see each other's rows.
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "@/lib/db/embedded";
import { applyMigrations } from "@/lib/db/migrate";

let server: EmbeddedDatabase | undefined;

/** The port of the test server: BAZAAR_TEST_PG_PORT, else 25790. */
export const testPgPort = () => Number(process.env.BAZAAR_TEST_PG_PORT ?? 25790);

async function onAdmin<T>(adminUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

export async function setup() {
  server = await startEmbeddedPostgres({
    dataDir: path.resolve(".data/test-pg"),
    // Fixed test and benchmark ports sit below Linux's ephemeral range (32768-60999): a client
    // connection's TIME_WAIT on the same local port would make binding it fail.
    port: testPgPort(),
    database: "postgres",
    // The tests' server trades durability for speed: nothing here must survive a crash of the machine.
    flags: ["fsync=off", "synchronous_commit=off", "full_page_writes=off"],
  });
  const template = `bazaar_test_${process.pid}`;
  const { adminUrl } = server;
  await onAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
  await onAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${template}`));
  const url = adminUrl.replace(/\/postgres$/, `/${template}`);
  await applyMigrations(url);
  // Workers copy the template (no connection to it may stay open); DATABASE_URL is each file's own.
  process.env.BAZAAR_TEST_ADMIN_URL = adminUrl;
  process.env.BAZAAR_TEST_TEMPLATE = template;
  process.env.NEXTAUTH_SECRET = "test-secret-that-is-long-enough-0123456789";
  return async () => {
    await onAdmin(adminUrl, async (c) => {
      const { rows } = await c.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2",
        [template, `${template}\\_f%`],
      );
      for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    });
    await server?.stop();
  };
}

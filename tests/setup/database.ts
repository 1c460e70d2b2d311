// Vitest global setup: a real PostgreSQL (embedded, own port and data dir), a fresh database
// per run with every migration applied. Workers inherit DATABASE_URL from here.
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "@/lib/db/embedded";
import { applyMigrations } from "@/lib/db/migrate";

let server: EmbeddedDatabase | undefined;

export async function setup() {
  server = await startEmbeddedPostgres({
    dataDir: path.resolve(".data/test-pg"),
    // Fixed test and benchmark ports sit below Linux's ephemeral range (32768-60999): a client
    // connection's TIME_WAIT on the same local port would make binding it fail.
    port: Number(process.env.BAZAAR_TEST_PG_PORT ?? 25742),
    database: "postgres",
  });
  const database = `bazaar_test_${process.pid}`;
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = server.adminUrl.replace(/\/postgres$/, `/${database}`);
  await applyMigrations(url);
  process.env.DATABASE_URL = url;
  process.env.NEXTAUTH_SECRET = "test-secret-that-is-long-enough-0123456789";
  return async () => {
    const cleanup = new pg.Client({ connectionString: server!.adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await cleanup.end();
    await server?.stop();
  };
}

// Applies prisma/migrations/* with plain `pg`, writing `_prisma_migrations` exactly as
// `prisma migrate deploy` does, so either tool can take over from the other. Runs at every
// app start, so it is one connection and a handful of queries when nothing is pending.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

export interface ApplyOptions {
  migrationsDir?: string;
  /** Apply only up to this migration (included); null: none (only the history table). A restore
   * rebuilds the schema a backup was taken with (lib/db/backup.ts). */
  upTo?: string | null;
  log?: (line: string) => void;
}

export interface MigrationFolder {
  name: string;
  sql: string;
}

// Same key as Prisma's schema engine, so our runner and `prisma migrate deploy` exclude each other.
const PRISMA_LOCK_KEY = 72707369;

// Prisma's own DDL (schema engine, Postgres flavour), byte for byte apart from IF NOT EXISTS.
const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
);`;

export const defaultMigrationsDir = () => path.resolve("prisma", "migrations");

export function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** Prisma accepts a script whose line endings git rewrote, and old non-zero-padded checksums. */
function checksumMatches(sql: string, stored: string): boolean {
  const want = stored.padStart(64, "0");
  return [sql, sql.replace(/\r\n/g, "\n"), sql.replace(/\r?\n/g, "\r\n")].some((s) => sha256(s) === want);
}

/** Migration folders in Prisma's order (it sorts directory names with localeCompare). */
export function readMigrations(dir: string): MigrationFolder[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort((a, b) => a.localeCompare(b))
    .map((name) => {
      const file = path.join(dir, name, "migration.sql");
      if (!existsSync(file)) throw new Error(`Migration ${name} has no migration.sql (${file}).`);
      return { name, sql: readFileSync(file, "utf8") };
    });
}

interface Row {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

export async function applyMigrations(databaseUrl: string, opts: ApplyOptions = {}): Promise<{ applied: string[] }> {
  const log = opts.log ?? (() => {});
  const all = readMigrations(opts.migrationsDir ?? defaultMigrationsDir());
  const migrations =
    opts.upTo === undefined
      ? all
      : all.slice(0, opts.upTo === null ? 0 : all.findIndex((m) => m.name === opts.upTo) + 1);
  const client = new pg.Client({ connectionString: databaseUrl });
  // Failures surface through the pending query; a dropped idle connection must not crash the app.
  client.on("error", () => {});
  await client.connect();
  try {
    // Session-level lock: instances starting together queue here; the second one then finds
    // everything applied. Released explicitly below and, at worst, when the connection closes.
    const got = await client.query<{ ok: boolean }>("SELECT pg_try_advisory_lock($1) AS ok", [PRISMA_LOCK_KEY]);
    if (!got.rows[0]?.ok) {
      log("Waiting for another migration run (advisory lock 72707369)...");
      await client.query("SELECT pg_advisory_lock($1)", [PRISMA_LOCK_KEY]);
    }
    try {
      return { applied: await applyLocked(client, migrations, log) };
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [PRISMA_LOCK_KEY]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}

async function applyLocked(
  client: pg.Client,
  migrations: MigrationFolder[],
  log: (l: string) => void,
): Promise<string[]> {
  await client.query(CREATE_TABLE);
  const { rows } = await client.query<Row>(
    "SELECT migration_name, checksum, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY started_at",
  );
  // Rolled-back rows are history only, as for Prisma.
  const live = rows.filter((r) => r.rolled_back_at === null);

  const failed = live.find((r) => r.finished_at === null);
  if (failed) {
    throw new Error(
      `Migration ${failed.migration_name} failed earlier (finished_at is NULL in _prisma_migrations). ` +
        `Fix the database by hand, then mark it with \`prisma migrate resolve --rolled-back|--applied ${failed.migration_name}\` ` +
        `or set rolled_back_at = now() on its row.`,
    );
  }

  const byName = new Map(live.map((r) => [r.migration_name, r]));
  for (const m of migrations) {
    const row = byName.get(m.name);
    if (row && !checksumMatches(m.sql, row.checksum)) {
      throw new Error(
        `Migration ${m.name} was modified after it was applied (checksum ${sha256(m.sql)} on disk, ` +
          `${row.checksum} in _prisma_migrations). Restore the original migration.sql and put the change in a new migration.`,
      );
    }
  }
  const known = new Set(migrations.map((m) => m.name));
  for (const r of live)
    if (!known.has(r.migration_name))
      log(`Warning: ${r.migration_name} is applied but missing from the migrations folder.`);

  const applied: string[] = [];
  for (const m of migrations) {
    if (byName.has(m.name)) continue;
    log(`Applying migration ${m.name}`);
    // One transaction per migration: a failure leaves neither half a schema nor a row behind,
    // so the next start simply retries (Prisma instead records a failed row that needs `resolve`).
    await client.query("BEGIN");
    try {
      await client.query(m.sql);
      await client.query(
        `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
         VALUES ($1, $2, $3, now(), clock_timestamp(), 1)`,
        [randomUUID(), sha256(m.sql), m.name],
      );
      await client.query("COMMIT");
    } catch (err) {
      await client.query("ROLLBACK").catch(() => {});
      throw new Error(
        `Migration ${m.name} failed and was rolled back: ${err instanceof Error ? err.message : String(err)}`,
        {
          cause: err,
        },
      );
    }
    applied.push(m.name);
  }
  return applied;
}

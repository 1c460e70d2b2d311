// A database of its own for a migration's test: created on the test server, migrated up to the
// migration before the one under test, dropped afterwards.
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { applyMigrations } from "@/lib/db/migrate";

export async function withClient<T>(conn: string, f: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: conn });
  await c.connect();
  try {
    return await f(c);
  } finally {
    await c.end();
  }
}

/** The migration whose folder ends with `_${suffix}`, and the one before it. */
export function migrationNamed(suffix: string) {
  const names = readdirSync(path.resolve("prisma/migrations"))
    .filter((n) => /^\d/.test(n))
    .sort();
  const name = names.find((n) => n.endsWith(`_${suffix}`))!;
  return { name, before: names[names.indexOf(name) - 1]! };
}

/** A new database migrated up to `upTo`; `migrate()` applies the migrations up to another, `drop()` ends it. */
export async function databaseAt(prefix: string, upTo: string) {
  const base = new URL(process.env.DATABASE_URL!);
  const database = `${prefix}_${randomBytes(4).toString("hex")}`;
  const adminUrl = Object.assign(new URL(base), { pathname: "/postgres" }).toString();
  const url = Object.assign(new URL(base), { pathname: `/${database}` }).toString();
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE "${database}"`));
  await applyMigrations(url, { upTo });
  return {
    url,
    migrate: (to: string) => applyMigrations(url, { upTo: to }),
    drop: () => withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)),
  };
}

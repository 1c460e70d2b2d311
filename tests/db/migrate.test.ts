// The offline migration tooling against a real (embedded) PostgreSQL. Works on temporary copies of
// prisma/schema.prisma and prisma/migrations: the real files are only read.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../lib/db/embedded";
import { applyMigrations } from "../../lib/db/migrate";
import { createMigration, migrationList, withSchemaEngine } from "../../lib/db/schema-engine";

const REAL_SCHEMA = path.resolve("prisma/schema.prisma");
const REAL_MIGRATIONS = path.resolve("prisma/migrations");
const NO_FILTERS = { externalTables: [], externalEnums: [] };

let server: EmbeddedDatabase;
let admin: pg.Client;
const databases: string[] = [];
const tmpDirs: string[] = [];

const randomName = (prefix: string) => `${prefix}_${randomBytes(5).toString("hex")}`;
const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

async function freshDatabase(): Promise<string> {
  const name = randomName("migrate_test");
  await admin.query(`CREATE DATABASE "${name}"`);
  databases.push(name);
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A scratch copy of prisma/ (schema + migrations) that tests may change. */
function scratchPrisma(): { schema: string; migrations: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "bazaar-migrate-"));
  tmpDirs.push(dir);
  const schema = path.join(dir, "schema.prisma");
  const migrations = path.join(dir, "migrations");
  cpSync(REAL_SCHEMA, schema);
  cpSync(REAL_MIGRATIONS, migrations, { recursive: true });
  return { schema, migrations };
}

function addMigration(migrationsDir: string, name: string, sql: string): void {
  mkdirSync(path.join(migrationsDir, name));
  writeFileSync(path.join(migrationsDir, name, "migration.sql"), sql);
}

const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(sql)).rows;
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  server = await startEmbeddedPostgres({
    dataDir: ".data/test-migrate-pg",
    port: 25731,
    database: randomName("migrate_test"),
  });
  databases.push(new URL(server.url).pathname.slice(1));
  admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
}, 60_000);

afterAll(async () => {
  for (const name of databases) await admin?.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin?.end();
  await server?.stop();
  for (const dir of tmpDirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe("applyMigrations", () => {
  it("applies every migration to a fresh database and records it as prisma migrate deploy does", async () => {
    const url = await freshDatabase();
    const { migrations } = scratchPrisma();
    const names = folders(migrations);
    expect(names.length).toBeGreaterThan(0);

    const { applied } = await applyMigrations(url, { migrationsDir: migrations });
    expect(applied).toEqual(names);

    const rows = await query<{
      id: string;
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      rolled_back_at: Date | null;
      logs: string | null;
      applied_steps_count: number;
    }>(url, "SELECT * FROM _prisma_migrations ORDER BY migration_name");
    expect(rows.map((r) => r.migration_name)).toEqual(names);
    for (const row of rows) {
      expect(row.checksum).toBe(sha256(path.join(migrations, row.migration_name, "migration.sql")));
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
      expect(row.logs).toBeNull();
      expect(row.applied_steps_count).toBe(1);
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    const tables = await query<{ t: string | null }>(url, `SELECT to_regclass('"Event"')::text AS t`);
    expect(tables[0]?.t).toBe('"Event"');

    // A second run finds nothing to do.
    expect(await applyMigrations(url, { migrationsDir: migrations })).toEqual({ applied: [] });
    expect(await query(url, "SELECT 1 FROM _prisma_migrations")).toHaveLength(names.length);
  });

  it("refuses a migration whose file changed after it was applied, naming it", async () => {
    const url = await freshDatabase();
    const { migrations } = scratchPrisma();
    await applyMigrations(url, { migrationsDir: migrations });
    const first = folders(migrations)[0]!;
    appendFileSync(path.join(migrations, first, "migration.sql"), "\n-- edited afterwards\n");

    await expect(applyMigrations(url, { migrationsDir: migrations })).rejects.toThrow(new RegExp(`${first}.*modified`));
  });

  it("accepts the same file with CRLF line endings, as Prisma does", async () => {
    const url = await freshDatabase();
    const { migrations } = scratchPrisma();
    await applyMigrations(url, { migrationsDir: migrations });
    const file = path.join(migrations, folders(migrations)[0]!, "migration.sql");
    writeFileSync(file, readFileSync(file, "utf8").replace(/\n/g, "\r\n"));

    expect(await applyMigrations(url, { migrationsDir: migrations })).toEqual({ applied: [] });
  });

  it("refuses to run while a failed migration is recorded", async () => {
    const url = await freshDatabase();
    const { migrations } = scratchPrisma();
    await applyMigrations(url, { migrationsDir: migrations });
    await query(
      url,
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, logs) VALUES ('${randomUUID()}', 'x', '29990101000000_broken', 'boom')`,
    );

    await expect(applyMigrations(url, { migrationsDir: migrations })).rejects.toThrow(/29990101000000_broken.*failed/);
  });

  it("rolls a failing migration back completely and leaves no row", async () => {
    const url = await freshDatabase();
    const { migrations } = scratchPrisma();
    addMigration(migrations, "29990101000000_bad", `CREATE TABLE "Half" (id int);\nSELECT 1/0;`);

    await expect(applyMigrations(url, { migrationsDir: migrations })).rejects.toThrow(
      /29990101000000_bad.*division by zero/,
    );
    const half = await query<{ t: string | null }>(url, `SELECT to_regclass('"Half"')::text AS t`);
    expect(half[0]?.t).toBeNull();
    const rows = await query<{ migration_name: string }>(
      url,
      "SELECT migration_name FROM _prisma_migrations ORDER BY 1",
    );
    expect(rows.map((r) => r.migration_name)).toEqual(folders(REAL_MIGRATIONS)); // the good ones stay
  });

  it("lets two instances start at once: both succeed and each migration is applied once", async () => {
    const url = await freshDatabase();
    const { migrations } = scratchPrisma();
    // A slow extra migration widens the window in which the two runs overlap.
    addMigration(migrations, "29990101000000_slow", `CREATE TABLE "Probe" (id int);\nSELECT pg_sleep(0.3);`);

    const [a, b] = await Promise.all([
      applyMigrations(url, { migrationsDir: migrations }),
      applyMigrations(url, { migrationsDir: migrations }),
    ]);
    expect([...a.applied, ...b.applied].sort()).toEqual(folders(migrations));
    const rows = await query<{ migration_name: string; n: string }>(
      url,
      "SELECT migration_name, count(*) AS n FROM _prisma_migrations GROUP BY 1 ORDER BY 1",
    );
    expect(rows).toEqual(folders(migrations).map((migration_name) => ({ migration_name, n: "1" })));
  });
});

// The wasm engine runs the same Rust code as the native engine behind `prisma migrate deploy`.
describe("compatibility with Prisma's own migration table handling", () => {
  it("Prisma sees the migrations we applied as applied, unedited and not failed", async () => {
    const url = await freshDatabase();
    const { schema, migrations } = scratchPrisma();
    await applyMigrations(url, { migrationsDir: migrations });

    const { diagnosis, deployed } = await withSchemaEngine(
      { databaseUrl: url, schemaPath: schema },
      async (engine) => ({
        diagnosis: await engine.diagnoseMigrationHistory({
          migrationsList: migrationList(migrations),
          optInToShadowDatabase: false,
          filters: NO_FILTERS,
        }),
        deployed: await engine.applyMigrations({ migrationsList: migrationList(migrations), filters: NO_FILTERS }),
      }),
    );
    expect(diagnosis).toEqual({
      history: null,
      failedMigrationNames: [],
      editedMigrationNames: [],
      hasMigrationsTable: true,
    });
    expect(deployed.appliedMigrationNames).toEqual([]);
  });

  it("we see the migrations Prisma applied as applied", async () => {
    const url = await freshDatabase();
    const { schema, migrations } = scratchPrisma();
    const deployed = await withSchemaEngine({ databaseUrl: url, schemaPath: schema }, (engine) =>
      engine.applyMigrations({ migrationsList: migrationList(migrations), filters: NO_FILTERS }),
    );
    expect(deployed.appliedMigrationNames).toEqual(folders(migrations));

    expect(await applyMigrations(url, { migrationsDir: migrations })).toEqual({ applied: [] });
  });
});

describe("createMigration", () => {
  const shadowDatabases = () =>
    query<{ datname: string }>(server.adminUrl, "SELECT datname FROM pg_database WHERE datname LIKE 'bazaar_shadow_%'");

  it("finds no changes between the committed migrations and the current schema", async () => {
    const url = await freshDatabase();
    const { schema, migrations } = scratchPrisma();
    const before = folders(migrations);

    const result = await createMigration({
      name: "nothing",
      databaseUrl: url,
      schemaPath: schema,
      migrationsDir: migrations,
    });
    expect(result).toEqual({ migrationName: null, sql: null, file: null });
    expect(folders(migrations)).toEqual(before);
    expect(await shadowDatabases()).toEqual([]);
  }, 60_000);

  it("writes a new migration with CREATE TABLE for a model added to the schema, which then applies", async () => {
    const url = await freshDatabase();
    const { schema, migrations } = scratchPrisma();
    appendFileSync(schema, `\nmodel Probe {\n  id    Int    @id @default(autoincrement())\n  label String\n}\n`);

    const result = await createMigration({
      name: "add_probe",
      databaseUrl: url,
      schemaPath: schema,
      migrationsDir: migrations,
    });
    expect(result.migrationName).toMatch(/^\d{14}_add_probe$/);
    expect(result.sql).toContain(`CREATE TABLE "Probe"`);
    expect(readFileSync(path.join(migrations, result.migrationName!, "migration.sql"), "utf8")).toBe(result.sql);
    expect(await shadowDatabases()).toEqual([]);

    const { applied } = await applyMigrations(url, { migrationsDir: migrations });
    expect(applied.at(-1)).toBe(result.migrationName);
    expect(
      await createMigration({ name: "again", databaseUrl: url, schemaPath: schema, migrationsDir: migrations }),
    ).toMatchObject({ file: null });
  }, 60_000);

  it("replays hand-written migrations with plpgsql bodies on the shadow database", async () => {
    const url = await freshDatabase();
    const { schema, migrations } = scratchPrisma();
    addMigration(
      migrations,
      "29990101000000_function",
      `CREATE FUNCTION bump(x int) RETURNS int LANGUAGE plpgsql AS $$\nBEGIN\n  x := x + 1;\n  RETURN x;\nEND;\n$$;\n`,
    );

    expect(
      await createMigration({ name: "nothing", databaseUrl: url, schemaPath: schema, migrationsDir: migrations }),
    ).toMatchObject({ file: null });
    expect(await applyMigrations(url, { migrationsDir: migrations })).toMatchObject({ applied: folders(migrations) });
  }, 60_000);

  it("starts an empty migrations folder with migration_lock.toml", async () => {
    const url = await freshDatabase();
    const { schema, migrations } = scratchPrisma();
    rmSync(migrations, { recursive: true });

    const result = await createMigration({
      name: "init",
      databaseUrl: url,
      schemaPath: schema,
      migrationsDir: migrations,
    });
    expect(result.sql).toContain(`CREATE TABLE "Organizer"`);
    expect(readFileSync(path.join(migrations, "migration_lock.toml"), "utf8")).toContain(`provider = "postgresql"`);
  }, 60_000);
});

// A backup of the whole installation — every table of the database (accounts, card sets, events,
// seats, every draft's and game's log, tournaments, the migrations applied) and its sequences — in
// one file, and its restore into an empty database. No pg_dump needed (the embedded PostgreSQL
// ships none, and an older client cannot dump a newer server).
//
// Consistent: every table is read in one REPEATABLE READ, READ ONLY transaction, so the file is
// the database as it was at one instant, even while a draft night goes on (readers never block
// writers in PostgreSQL). The file: gzip'd JSON lines — a header object (format, migrations), then
// per table a ["table", name] line and its rows (row_to_json objects), then ["end", …] with the
// sequences and the row counts, so a truncated file is refused rather than half restored. Written beside its final name
// and renamed once complete.
//
// Restore: only into a database without tables (refused otherwise, saying so). It applies the
// migrations the backup was taken at, loads every row (in foreign-key order, one transaction) and
// the sequences, then applies any newer migrations, as an app start would.
import { createReadStream, createWriteStream, renameSync, rmSync } from "node:fs";
import { createInterface } from "node:readline";
import { once } from "node:events";
import { createGunzip, createGzip } from "node:zlib";
import { pipeline } from "node:stream/promises";
import { PassThrough } from "node:stream";
import pg from "pg";
import { applyMigrations, readMigrations, defaultMigrationsDir } from "@/lib/db/migrate";

const FORMAT = "bazaar-backup";
const VERSION = 1;
const BATCH = 2_000;

interface Header {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  server: string;
  /** The migrations applied when the backup was taken, in order. */
  migrations: string[];
}

interface Trailer {
  rows: Record<string, number>;
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
}

export interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
  migrations: string[];
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  return client;
}

/** The tables of the public schema, parents before the tables that reference them. */
async function tablesInOrder(client: pg.Client | pg.PoolClient): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const { rows: refs } = await client.query<{ child: string; parent: string }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
       FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE c.contype = 'f' AND n.nspname = 'public' AND c.conrelid <> c.confrelid`,
  );
  const unquote = (t: string) => t.replace(/^"(.*)"$/, "$1").replace(/""/g, '"');
  const parents = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const r of refs) parents.get(unquote(r.child))?.add(unquote(r.parent));
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t.name) && [...parents.get(t.name)!].every((p) => placed.has(p)));
    if (!ready.length) throw new Error("The tables' foreign keys form a cycle: cannot order a restore.");
    for (const t of ready) {
      order.push(t.name);
      placed.add(t.name);
    }
  }
  return order;
}

async function sequences(client: pg.Client): Promise<Trailer["sequences"]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT sequence_name AS name FROM information_schema.sequences WHERE sequence_schema = 'public' ORDER BY 1`,
  );
  const out: Trailer["sequences"] = [];
  for (const { name } of rows) {
    const { rows: v } = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM ${ident(name)}`,
    );
    out.push({ name, lastValue: v[0]!.last_value, isCalled: v[0]!.is_called });
  }
  return out;
}

/** Writes a consistent backup of the database at `url` to `file`. */
export async function backupDatabase(url: string, file: string): Promise<BackupSummary> {
  const client = await connect(url);
  const partial = `${file}.partial`;
  const lines = new PassThrough();
  const written = pipeline(lines, createGzip(), createWriteStream(partial, { mode: 0o600 }));
  const write = async (value: unknown) => {
    if (!lines.write(JSON.stringify(value) + "\n")) await once(lines, "drain");
  };
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY");
    const tables = await tablesInOrder(client);
    const migrations = tables.includes("_prisma_migrations")
      ? (
          await client.query<{ name: string }>(
            `SELECT migration_name AS name FROM _prisma_migrations
              WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL ORDER BY started_at, migration_name`,
          )
        ).rows.map((r) => r.name)
      : [];
    const server = (await client.query<{ v: string }>("SELECT version() AS v")).rows[0]!.v;
    await write({
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      server,
      migrations,
    } satisfies Header);
    const counts: Record<string, number> = {};
    for (const table of tables) {
      await write(["table", table]);
      counts[table] = 0;
      await client.query(
        `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS r FROM ${ident(table)} t`,
      );
      for (;;) {
        const { rows } = await client.query<{ r: string }>(`FETCH ${BATCH} FROM backup_rows`);
        for (const { r } of rows) if (!lines.write(r + "\n")) await once(lines, "drain");
        counts[table] += rows.length;
        if (rows.length < BATCH) break;
      }
      await client.query("CLOSE backup_rows");
    }
    await write(["end", { rows: counts, sequences: await sequences(client) } satisfies Trailer]);
    await client.query("COMMIT");
    lines.end();
    await written;
    renameSync(partial, file);
    return {
      file,
      tables: tables.length,
      rows: Object.values(counts).reduce((a, b) => a + b, 0),
      migrations,
    };
  } catch (err) {
    lines.destroy();
    await written.catch(() => {});
    rmSync(partial, { force: true });
    throw err;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The file's contents: header, rows per table in file order, trailer. Refuses what is not a
 * complete backup. */
async function readBackup(file: string) {
  const rl = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let header: Header | null = null;
  let trailer: Trailer | null = null;
  const tables = new Map<string, string[]>();
  let current: string[] | null = null;
  try {
    for await (const line of rl) {
      if (!header) {
        header = JSON.parse(line) as Header;
        if (header.format !== FORMAT) throw new Error(`${file} is not a Bazaar backup.`);
        if (header.version !== VERSION)
          throw new Error(`${file} is a backup of format version ${header.version}; this version reads ${VERSION}.`);
        continue;
      }
      if (trailer) throw new Error(`${file} has data after its end.`);
      if (line.startsWith("[")) {
        const [kind, value] = JSON.parse(line) as ["table", string] | ["end", Trailer];
        if (kind === "table") tables.set(value as string, (current = []));
        else trailer = value as Trailer;
      } else if (current) current.push(line);
      else throw new Error(`${file} is damaged: a row before any table.`);
    }
  } catch (err) {
    if (err instanceof SyntaxError || (err as { code?: string }).code === "Z_BUF_ERROR")
      throw new Error(`${file} is damaged or incomplete (${(err as Error).message}).`);
    throw err;
  }
  if (!header || !trailer) throw new Error(`${file} is incomplete: it ends before the backup did.`);
  for (const [table, rows] of tables)
    if (trailer.rows[table] !== rows.length)
      throw new Error(`${file} is damaged: ${table} has ${rows.length} rows, the backup wrote ${trailer.rows[table]}.`);
  return { header, tables, trailer };
}

export class RestoreRefused extends Error {}

/** Restores `file` into the empty database at `url`. */
export async function restoreDatabase(url: string, file: string): Promise<BackupSummary> {
  const { header, tables, trailer } = await readBackup(file);
  const client = await connect(url);
  let schemaMade = false;
  let restored = false;
  try {
    const { rows: existing } = await client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
    );
    if (existing.length)
      throw new RestoreRefused(
        `The database already has ${existing.length} table(s) (${existing
          .slice(0, 5)
          .map((t) => t.name)
          .join(", ")}${existing.length > 5 ? ", …" : ""}): a backup is restored only into an empty database, ` +
          `so that nothing in it is overwritten or mixed. Restore into a new database (DATABASE_URL) or, for the ` +
          `embedded one, a new data folder (BAZAAR_DATA_DIR).`,
      );
    const available = readMigrations(defaultMigrationsDir()).map((m) => m.name);
    const unknown = header.migrations.filter((m) => !available.includes(m));
    if (unknown.length)
      throw new RestoreRefused(
        `The backup was taken by a newer Bazaar (migrations ${unknown.join(", ")} are not in this version): ` +
          `restore it with that version or a later one.`,
      );
    // The schema as it was when the backup was taken; newer migrations come after the data.
    schemaMade = true;
    await applyMigrations(url, { upTo: header.migrations.at(-1) ?? null });
    await client.query("BEGIN");
    // The migrations' own rows come from the backup, as they were.
    await client.query("DELETE FROM _prisma_migrations");
    for (const table of await tablesInOrder(client)) {
      const rows = tables.get(table);
      if (!rows) continue;
      // Rows referencing rows of the same table must arrive in one statement (checked at its end).
      const selfRef = await client.query(
        `SELECT 1 FROM pg_constraint WHERE contype = 'f' AND conrelid = $1::regclass AND confrelid = conrelid`,
        [ident(table)],
      );
      const size = selfRef.rowCount ? rows.length : BATCH;
      for (let i = 0; i < rows.length; i += size)
        await client.query(
          `INSERT INTO ${ident(table)} SELECT * FROM json_populate_recordset(NULL::${ident(table)}, $1::json)`,
          [`[${rows.slice(i, i + size).join(",")}]`],
        );
    }
    for (const s of trailer.sequences)
      await client.query(`SELECT setval($1::regclass, $2::bigint, $3)`, [ident(s.name), s.lastValue, s.isCalled]);
    await client.query("COMMIT");
    restored = true;
    await applyMigrations(url);
    return {
      file,
      tables: tables.size,
      rows: Object.values(trailer.rows).reduce((a, b) => a + b, 0),
      migrations: header.migrations,
    };
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    if (schemaMade && !restored && !(err instanceof RestoreRefused))
      (err as Error).message +=
        " — nothing was restored, but the database now has the tables: drop it and create it again before retrying.";
    throw err;
  } finally {
    await client.end().catch(() => {});
  }
}

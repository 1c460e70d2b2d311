// `npm run backup -- <file>`: a consistent backup of the whole installation (lib/db/backup.ts) from
// DATABASE_URL or, when it is unset, the embedded PostgreSQL (shared with a running app: a backup
// can be taken while a draft night goes on).
import path from "node:path";
import { backupDatabase } from "@/lib/db/backup";
import { openDatabase } from "@/lib/db/local";

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file || file.startsWith("-")) {
    console.error("Usage: npm run backup -- <file>   (e.g. npm run backup -- ~/bazaar-$(date +%F).backup.gz)");
    process.exit(2);
  }
  const database = await openDatabase();
  try {
    const done = await backupDatabase(database.url, path.resolve(file));
    console.log(
      `Backup written to ${done.file}: ${done.tables} tables, ${done.rows} rows, schema at ${done.migrations.at(-1) ?? "(none)"}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(`✖ Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

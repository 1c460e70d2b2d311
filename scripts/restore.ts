// `npm run restore -- <file>`: restores a backup (`npm run backup`) into an empty database —
// DATABASE_URL or, when it is unset, the embedded PostgreSQL of BAZAAR_DATA_DIR (a new folder) —
// and refuses any other (lib/db/backup.ts).
import { existsSync } from "node:fs";
import path from "node:path";
import { restoreDatabase } from "@/lib/db/backup";
import { openDatabase } from "@/lib/db/local";

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file || file.startsWith("-")) {
    console.error("Usage: npm run restore -- <file>   (into an empty database: a new DATABASE_URL or BAZAAR_DATA_DIR)");
    process.exit(2);
  }
  if (!existsSync(file)) throw new Error(`${file} does not exist.`);
  const database = await openDatabase();
  try {
    const done = await restoreDatabase(database.url, path.resolve(file));
    console.log(`Restored ${done.file}: ${done.tables} tables, ${done.rows} rows.`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(`✖ Restore refused or failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

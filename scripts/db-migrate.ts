// `npm run db:migrate`: apply pending prisma/migrations to DATABASE_URL, or, when it is unset,
// to the embedded PostgreSQL the app itself uses (.data/pg).
import { openDatabase } from "@/lib/db/local";
import { applyMigrations } from "@/lib/db/migrate";

async function main(): Promise<void> {
  const database = await openDatabase();
  try {
    const { applied } = await applyMigrations(database.url, { log: (line) => console.log(line) });
    console.log(applied.length ? `Applied ${applied.length} migration(s).` : "Database is up to date.");
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

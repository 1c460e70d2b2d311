// `npm run db:migration:new -- <name>`: write prisma/migrations/<UTC timestamp>_<name>/migration.sql
// from prisma/schema.prisma, offline. The shadow database lives on DATABASE_URL's server, or, when
// DATABASE_URL is unset, on the embedded PostgreSQL (.data/pg), started and stopped around the run.
import { openDatabase } from "@/lib/db/local";
import { createMigration } from "@/lib/db/schema-engine";

async function main(): Promise<void> {
  const name = process.argv[2];
  if (!name || process.argv.length > 3) {
    console.error("Usage: npm run db:migration:new -- <name>   (letters, digits and _)");
    process.exit(2);
  }
  const database = await openDatabase();
  try {
    const verbose = process.env.BAZAAR_MIGRATE_DEBUG === "1";
    const result = await createMigration({
      name,
      databaseUrl: database.url,
      log: verbose ? (l) => console.log(l) : undefined,
    });
    if (result.file === null) console.log("No schema changes: the migrations already match prisma/schema.prisma.");
    else console.log(`Wrote ${result.file}`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

// `npm run db:migrate`: apply pending prisma/migrations to DATABASE_URL, or, when it is unset,
// to the embedded PostgreSQL the app itself uses (.data/pg), started and stopped around the run.
import { applyMigrations } from "../lib/db/migrate";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../lib/db/embedded";

async function main(): Promise<void> {
  let embedded: EmbeddedDatabase | undefined;
  let url = process.env.DATABASE_URL;
  if (!url) {
    const port = Number(process.env.BAZAAR_PG_PORT ?? 54730);
    embedded = await startEmbeddedPostgres({ dataDir: ".data/pg", port, database: "bazaar" });
    url = embedded.url;
    console.log(`Using the embedded PostgreSQL on port ${port} (.data/pg).`);
  }
  try {
    const { applied } = await applyMigrations(url, { log: (line) => console.log(line) });
    console.log(applied.length ? `Applied ${applied.length} migration(s).` : "Database is up to date.");
  } finally {
    await embedded?.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

// Which database a command uses: DATABASE_URL when set, else the project's embedded PostgreSQL
// (BAZAAR_DATA_DIR/pg on BAZAAR_PG_PORT) — shared with a running app rather than started twice.
import path from "node:path";
import { dataDir } from "@/lib/db/data-dir";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "@/lib/db/embedded";
import { databaseProblem } from "@/lib/db/reachable";

export const DEFAULT_PG_PORT = 54730;

export { dataDir };
export const embeddedPort = () => Number(process.env.BAZAAR_PG_PORT ?? DEFAULT_PG_PORT);

export interface OpenDatabase {
  url: string;
  /** Set when this process started (or joined) the embedded server. */
  embedded: EmbeddedDatabase | null;
  close(): Promise<void>;
}

/** The database to use; one given by DATABASE_URL is tried first, and one that cannot be used is an error that says
 * why in a sentence (lib/db/reachable.ts), for every command. */
export async function openDatabase(): Promise<OpenDatabase> {
  const given = process.env.DATABASE_URL;
  if (given) {
    const problem = await databaseProblem(given);
    if (problem) throw new Error(problem);
    return { url: given, embedded: null, close: async () => {} };
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(dataDir(), "pg"),
    port: embeddedPort(),
    database: "bazaar",
  });
  return { url: embedded.url, embedded, close: () => embedded.stop() };
}

// npm run cards:import -- FILE [FILE…]: imports card catalogs (community JSON or our CSV) into
// DATABASE_URL, or into the embedded database when DATABASE_URL is unset; a file of community decks (as the Beta's
// starter-decks.json, after its cards.json) gives the set holding their cards its starter decks.
import { readFileSync, statSync } from "node:fs";
import { openDatabase } from "@/lib/db/local";
import { applyMigrations } from "@/lib/db/migrate";
import { isAppError } from "@/lib/errors";
import { MAX_UPLOAD_BYTES, CatalogError, describeProblem } from "@/lib/kartomantik/cards/import";

async function main() {
  const files = process.argv.slice(2).filter((a) => !a.startsWith("--"));
  if (!files.length) {
    console.error(
      "Usage: npm run cards:import -- FILE [FILE…]   (JSON in the community format, or CSV: docs/cards-csv.md; starter decks: their community JSON, after the set)",
    );
    process.exit(2);
  }
  const database = await openDatabase().catch((err: Error) => {
    console.error(`✖ ${err.message}`);
    process.exit(1);
  });
  process.env.DATABASE_URL = database.url;
  process.env.NEXTAUTH_SECRET ??= "cli-does-not-sign-sessions-".padEnd(40, "x");
  let failed = false;
  try {
    await applyMigrations(process.env.DATABASE_URL!);
    const { decodeCardFile, importCatalog, parseCatalogFile } = await import("@/lib/kartomantik/cards/import");
    const { importStarterDecks, isDeckFile } = await import("@/lib/kartomantik/cards/starter-decks");
    for (const file of files) {
      if (statSync(file).size > MAX_UPLOAD_BYTES * 4)
        throw new Error(`${file} is larger than ${(MAX_UPLOAD_BYTES * 4) / 1024 / 1024} MB`);
      try {
        // Strictly decoded (a Windows-1252 file is refused naming its line), as the upload is.
        const data = parseCatalogFile(file, decodeCardFile(file, readFileSync(file)));
        // A file of community decks (as starter-decks.json) gives the set holding their cards its starter decks.
        const summary = isDeckFile(data)
          ? await importStarterDecks(data, { ownerId: null })
          : await importCatalog(data, { source: "cli" });
        console.log(JSON.stringify({ file, ...summary }));
      } catch (err) {
        failed = true;
        if (err instanceof CatalogError) {
          console.error(`✖ ${file}: not imported, ${err.problems.length} problem(s):`);
          for (const p of err.problems) console.error(`  ${describeProblem(p)}`);
        } else if (isAppError(err)) console.error(`✖ ${file}: ${err.code} ${JSON.stringify(err.params)}`);
        else throw err;
      }
    }
  } finally {
    const { db } = await import("@/lib/db/client");
    await db().$disconnect();
    await database.close();
  }
  process.exit(failed ? 1 : 0);
}

void main();

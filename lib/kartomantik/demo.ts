// Kartomantik's first-start demo data (lib/seed.ts): the bundled demo card set, and the demo organizer's
// Draft Bazaar on it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { db } from "@/lib/db/client";
import { importCatalog } from "@/lib/kartomantik/cards/import";
import { seedDemoStarterDecks } from "@/lib/kartomantik/cards/starter-decks";

export const DEMO_SET_FILE = path.join(process.cwd(), "data/demo-set/bazaar-demo.json");

/** Imports the demo set unless a bundled set is there already, and its starter decks where missing. */
export async function seedDemoSet(): Promise<void> {
  const sets = await db().cardSet.count({ where: { source: "bundled" } });
  if (sets === 0) await importCatalog(JSON.parse(readFileSync(DEMO_SET_FILE, "utf8")), { source: "bundled" });
  await seedDemoStarterDecks();
}

/** The demo event's fields: a Bo3 Draft Bazaar on the newest bundled set. */
export async function demoEvent() {
  const set = await db().cardSet.findFirstOrThrow({ where: { source: "bundled" }, orderBy: { version: "desc" } });
  return { name: "Serata Draft Bazaar (demo)", format: "draft_bazaar", bestOf: 3 as const, cardSetId: set.id };
}

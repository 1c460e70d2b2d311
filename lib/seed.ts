// First-start demo data: the bundled demo card set, a demo organizer and a demo event.
// Runs at every start but only creates what is missing, so it is safe to repeat.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { db } from "@/lib/db/client";
import { pool } from "@/lib/db/pool";
import { createOrganizer } from "@/lib/auth/organizers";
import { importCatalog } from "@/lib/kartomantik/cards/import";
import { createEvent } from "@/lib/events/events";

export const DEMO_EMAIL = "demo@bazaar.local";
export const DEMO_SET_FILE = path.join(process.cwd(), "data/demo-set/bazaar-demo.json");

export interface SeedResult {
  email: string;
  /** Only known when this run created the organizer; later runs read it from the data dir. */
  password: string | null;
  joinCode: string | null;
}

const SEED_LOCK = 727_001;

/** Several instances may start at once on one database: one seeds, the others wait and find it done. */
export async function seedDemo(): Promise<SeedResult> {
  const client = await pool().connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [SEED_LOCK]);
    return await seedOnce();
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [SEED_LOCK]).catch(() => {});
    client.release();
  }
}

async function seedOnce(): Promise<SeedResult> {
  const sets = await db().cardSet.count({ where: { source: "bundled" } });
  if (sets === 0) await importCatalog(JSON.parse(readFileSync(DEMO_SET_FILE, "utf8")), { source: "bundled" });
  const existing = await db().organizer.findUnique({ where: { email: DEMO_EMAIL } });
  if (existing) {
    const event = await db().event.findFirst({ where: { organizerId: existing.id }, orderBy: { createdAt: "asc" } });
    return { email: DEMO_EMAIL, password: null, joinCode: event?.joinCode ?? null };
  }
  const password = randomBytes(9).toString("base64url");
  const organizer = await createOrganizer({ email: DEMO_EMAIL, name: "Demo", password });
  const set = await db().cardSet.findFirstOrThrow({ where: { source: "bundled" }, orderBy: { version: "desc" } });
  const event = await createEvent(organizer.id, {
    name: "Serata Draft Bazaar (demo)",
    game: "kartomantik",
    format: "draft_bazaar",
    bestOf: 3,
    cardSetId: set.id,
  });
  return { email: DEMO_EMAIL, password, joinCode: event.joinCode };
}

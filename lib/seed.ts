// First-start demo data: what the games bundle (Kartomantik's demo card set), a demo organizer and a
// demo event (the first game's that gives one). Runs at every start but only creates what is missing,
// so it is safe to repeat.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";
import { pool } from "@/lib/db/pool";
import { createOrganizer } from "@/lib/auth/organizers";
import { createEvent } from "@/lib/events/events";
import { GAME_MODULES } from "@/lib/game-registry/modules";

export const DEMO_EMAIL = "demo@bazaar.local";

export interface SeedResult {
  email: string;
  /** Only known when this run created the organizer; later runs read it from the data dir. */
  password: string | null;
  joinCode: string | null;
}

export const SEED_LOCK = 727_001;

/** Several instances may start at once on one database: one seeds, the others wait and find it done. */
export async function seedDemo(): Promise<SeedResult> {
  const client = await pool().connect();
  try {
    // Waits as long as the other instance's seeding takes, asking again and again: a statement waiting on the lock
    // would meet the pool's lock and answer limits (lib/db/timeouts.ts), which are for rows and silent connections.
    while (!(await client.query<{ got: boolean }>("SELECT pg_try_advisory_lock($1) AS got", [SEED_LOCK])).rows[0]?.got)
      await new Promise((r) => setTimeout(r, 100));
    return await seedOnce();
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [SEED_LOCK]).catch(() => {});
    client.release();
  }
}

async function seedOnce(): Promise<SeedResult> {
  for (const game of GAME_MODULES) await game.demo?.seed();
  const existing = await db().organizer.findUnique({ where: { email: DEMO_EMAIL } });
  if (existing) {
    const event = await db().event.findFirst({ where: { organizerId: existing.id }, orderBy: { createdAt: "asc" } });
    return { email: DEMO_EMAIL, password: null, joinCode: event?.joinCode ?? null };
  }
  const password = randomBytes(9).toString("base64url");
  const organizer = await createOrganizer({ email: DEMO_EMAIL, name: "Demo", password });
  const demo = GAME_MODULES.find((g) => g.demo?.event);
  const event = demo ? await createEvent(organizer.id, { ...(await demo.demo!.event!()), game: demo.id }) : null;
  return { email: DEMO_EMAIL, password, joinCode: event?.joinCode ?? null };
}

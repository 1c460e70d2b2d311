// Several instances started at once on one database (a restart of every instance) each seed the demo data on start:
// one seeds, the others wait for it and find it done (lib/seed.ts) — one demo organizer, one demo event, and no
// instance's start fails on the wait, however long the other's seeding takes: longer than the app's limit on a
// statement's answer (lib/db/timeouts.ts; 2 s here), the wait is not one statement.
process.env.BAZAAR_QUERY_TIMEOUT_MS = "2000";

import pg from "pg";
import { describe, expect, it } from "vitest";

const { db } = await import("@/lib/db/client");
const { DEMO_EMAIL, SEED_LOCK, seedDemo } = await import("@/lib/seed");

describe("the demo seeded by several instances at once", () => {
  it("is seeded once; every start ends, only the first knows the password", async () => {
    const results = await Promise.all([seedDemo(), seedDemo(), seedDemo()]);
    expect(results.filter((r) => r.password !== null)).toHaveLength(1);
    const joinCodes = new Set(results.map((r) => r.joinCode));
    expect(joinCodes.size, "every instance names the same demo event").toBe(1);
    expect(await db().organizer.count({ where: { email: DEMO_EMAIL } })).toBe(1);
    const organizer = await db().organizer.findUniqueOrThrow({ where: { email: DEMO_EMAIL } });
    expect(await db().event.count({ where: { organizerId: organizer.id } })).toBe(1);
  });

  it("a start waits for another instance seeding for longer than a statement's limit, then ends", async () => {
    // Another instance holds the seed's lock for 3 s (a slow seeding).
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    try {
      await other.query("SELECT pg_advisory_lock($1)", [SEED_LOCK]);
      let done = false;
      const start = seedDemo().finally(() => (done = true));
      await new Promise((r) => setTimeout(r, 3_000));
      expect(done, "still waiting while the other instance seeds").toBe(false);
      await other.query("SELECT pg_advisory_unlock($1)", [SEED_LOCK]);
      expect((await start).password).toBeNull();
    } finally {
      await other.end();
    }
  });
});

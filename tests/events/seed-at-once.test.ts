// Several instances started at once on one database (docs/deploy: a restart of every instance) each seed the demo
// data on start: one seeds, the others wait for it and find it done (lib/seed.ts) — one demo organizer, one demo
// event, one demo set, and no instance's start fails on the wait — which outlasts the app's limit on a statement's
// answer (lib/db/timeouts.ts; short here: the seeding takes seconds): the wait is not one statement.
process.env.BAZAAR_QUERY_TIMEOUT_MS = "1500";

import { describe, expect, it } from "vitest";

const { db } = await import("@/lib/db/client");
const { DEMO_EMAIL, seedDemo } = await import("@/lib/seed");

describe("the demo seeded by three instances at once", () => {
  it("is seeded once; every start ends, only the first knows the password", async () => {
    const results = await Promise.all([seedDemo(), seedDemo(), seedDemo()]);
    expect(results.filter((r) => r.password !== null)).toHaveLength(1);
    const joinCodes = new Set(results.map((r) => r.joinCode));
    expect(joinCodes.size, "every instance names the same demo event").toBe(1);
    expect(await db().organizer.count({ where: { email: DEMO_EMAIL } })).toBe(1);
    const organizer = await db().organizer.findUniqueOrThrow({ where: { email: DEMO_EMAIL } });
    expect(await db().event.count({ where: { organizerId: organizer.id } })).toBe(1);
  });
});

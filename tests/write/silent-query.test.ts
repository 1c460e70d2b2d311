// A connection of the app's pools goes silent mid-statement: a network cut to a PostgreSQL on another host (no FIN,
// no RST). Without a limit the statement waits for TCP to give up — a quarter of an hour — holding its request (a bid,
// a result) and a slot of its pool; and a limit on the caller's wait alone (pg's query_timeout) leaves the statement
// in flight on the connection, so the caller's ROLLBACK and every later statement the pool lends it to queue behind
// it. The promise: no answer within the limit is "database unavailable" (503, the phones retry with the same key),
// the silent connection is dropped, and the next statement goes through on a new one (lib/db/guarded-client.ts).
// The limit is short here (1.5 s) so the test takes seconds; production's is in lib/db/timeouts.ts.
process.env.BAZAAR_QUERY_TIMEOUT_MS = "1500";

import { describe, expect, it } from "vitest";
import { freeze } from "../setup/silent-relay";

const { pool, withTransaction } = await import("@/lib/db/pool");
const { db } = await import("@/lib/db/client");
const { databaseFault } = await import("@/lib/db/unavailable");

/** How `p` ended and after how many ms. */
async function timed<T>(p: Promise<T>): Promise<{ ms: number; value?: T; error?: unknown }> {
  const start = Date.now();
  const settled = await p.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return { ms: Date.now() - start, ...settled };
}

describe("a pooled connection that goes silent mid-statement", () => {
  it("the raw pool's transaction: a 503 fault within the limit, the connection dropped, the next one answered", async () => {
    const one = await withTransaction((c) => c.query<{ n: number }>("SELECT 1 AS n"));
    expect(one.rows[0]?.n).toBe(1);
    expect(freeze()).toBeGreaterThan(0);
    const cut = await timed(withTransaction((c) => c.query("SELECT 2")));
    expect(cut.error, "the statement on the silent connection fails").toBeDefined();
    expect(databaseFault(cut.error)).toBe("database_unavailable");
    expect(cut.ms, "about the limit, not TCP's quarter of an hour").toBeLessThan(15_000);
    // Every later transaction goes through: none is lent the silent connection again (it would fail as the cut did).
    for (let i = 0; i < 3; i++) {
      const next = await timed(withTransaction((c) => c.query<{ n: number }>("SELECT 3 AS n")));
      expect(next.error).toBeUndefined();
    }
    expect(pool().totalCount, "the silent connection left the pool").toBe(1);
  });

  it("Prisma's: a statement on a silent connection fails within the limit, the next goes through", async () => {
    await db().organizer.count();
    expect(freeze()).toBeGreaterThan(0);
    const cut = await timed(db().organizer.count());
    expect(cut.error, "the statement on the silent connection fails").toBeDefined();
    expect(databaseFault(cut.error)).toBe("database_unavailable");
    expect(cut.ms).toBeLessThan(15_000);
    for (let i = 0; i < 3; i++) {
      const next = await timed(db().organizer.count());
      expect(next.error).toBeUndefined();
    }
  });
});

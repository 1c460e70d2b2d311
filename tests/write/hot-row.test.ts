// A hot row held: another instance froze (SIGSTOP, a stop-the-world pause, a laptop lid) in the middle of its
// transaction on a draft, a match or a game, or an administrator's psql session left a transaction open on it.
// Every write on that row waits for its lock. The promise (lib/db/unavailable.ts): a database hiccup is a clear
// 503 with Retry-After that the phones retry by themselves (components/net/sendAction.ts gives an attempt 6 s),
// never a request held without end nor a 500; and the row comes free again without anybody stepping in
// (idle_in_transaction_session_timeout on the app's connections ends a transaction left open).
// The limits are short here (400 ms, 5 s: the row is still held when a cold first bid reaches it) so the test takes
// seconds; production's are in lib/db/timeouts.ts.
process.env.BAZAAR_LOCK_TIMEOUT_MS = "400";
process.env.BAZAAR_IDLE_TX_TIMEOUT_MS = "5000";

import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";

const { pool, withTransaction } = await import("@/lib/db/pool");
const { databaseFault, faultError } = await import("@/lib/db/unavailable");
const { draftNight } = await import("../drafts/setup");
const { eventWith } = await import("../tournament/setup");
const { seatA, seatB } = await import("../tournament/places");

/** What `p` came to within `ms`: its value, its error, or "still waiting". */
async function within<T>(p: Promise<T>, ms: number): Promise<{ value?: T; error?: unknown; waiting?: true }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<{ waiting: true }>((r) => (timer = setTimeout(() => r({ waiting: true }), ms)));
  try {
    return await Promise.race([
      p.then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** An app connection that locks `sql`'s row and then does nothing, as a frozen instance mid-transaction would;
 * `ended` once the server has ended it (or it was released). */
function frozenHolder(sql: string, params: unknown[]) {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  let locked = () => {};
  const isLocked = new Promise<void>((r) => (locked = r));
  const ended = withTransaction(async (client) => {
    await client.query(sql, params);
    locked();
    await Promise.race([held, new Promise((r) => setTimeout(r, 20_000))]);
    // Its next statement, when the instance wakes up.
    await client.query("SELECT 1");
  }).then(
    () => "committed" as const,
    (err: unknown) => err,
  );
  return { isLocked, ended, release };
}

describe("a row held by a transaction that went quiet", () => {
  it("a draft bid is answered 503 (Retry-After) within a few seconds, not held; the row frees itself", async () => {
    const night = await draftNight(2);
    const start = await night.current();
    const holder = frozenHolder(`SELECT 1 FROM "Draft" WHERE id = $1 FOR UPDATE`, [night.draftId]);
    await holder.isLocked;
    const key = randomUUID();
    const active = start.state.active!;
    const choose = () =>
      night.as(active).play({ type: "choose", cardId: start.state.table[0]!, idempotencyKey: key, seenSeq: start.seq });
    const first = await within(choose(), 5_000);
    expect(first.waiting, "the bid is still waiting for the row after 5 s").toBeUndefined();
    expect(databaseFault(first.error)).toBe("database_unavailable");
    expect(faultError(first.error)).toMatchObject({ status: 503 });
    // The quiet transaction is ended by the server (nobody releases it): the phone's retries with the same key, as
    // sendAction makes them, go through once the row is free, once.
    const startedAt = Date.now();
    let retried = await within(choose(), 5_000);
    while (retried.error && databaseFault(retried.error) && Date.now() - startedAt < 20_000) {
      await new Promise((r) => setTimeout(r, 300));
      retried = await within(choose(), 5_000);
    }
    expect(retried.value?.seq).toBe(start.seq + 1);
    expect((await choose()).duplicate).toBe(true);
    // The frozen instance wakes up: its transaction is gone, nothing of it was kept.
    holder.release();
    expect(databaseFault(await holder.ended)).toBe("database_unavailable");
  });

  it("a tournament result confirmation (a Prisma transaction) is answered 503 within a few seconds, not held", async () => {
    const tour = await eventWith(2);
    await tour.start();
    const m = (await tour.view()).matches.find((x) => seatB(x) !== null)!;
    const reported = await tour.report(seatA(m)!, m.id, [[5, 0]], m.version);
    const holder = frozenHolder(`SELECT 1 FROM "Event" WHERE id = $1 FOR UPDATE`, [tour.event.id]);
    await holder.isLocked;
    const key = randomUUID();
    const confirm = () => tour.confirm(seatB(m)!, m.id, reported.match.version, key);
    const first = await within(confirm(), 5_000);
    expect(first.waiting, "the confirmation is still waiting for the row after 5 s").toBeUndefined();
    expect(databaseFault(first.error)).toBe("database_unavailable");
    holder.release();
    await holder.ended;
    const done = await confirm();
    expect(done.match.status).toBe("confirmed");
    expect((await confirm()).duplicate).toBe(true);
  });

  it("a statement cancelled by a statement_timeout (an administrator's, 57014) is 'database unavailable' too", async () => {
    const err = await withTransaction(async (client) => {
      await client.query("SET LOCAL statement_timeout = 50");
      await client.query("SELECT pg_sleep(1)");
    }).then(
      () => new Error("no failure"),
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ code: "57014" });
    expect(faultError(err)).toMatchObject({ status: 503 });
  });

  it("the app's connections carry the limits (a plain pool query shows them)", async () => {
    const { rows } = await pool().query<{ lock: string; idle: string }>(
      `SELECT current_setting('lock_timeout') AS lock, current_setting('idle_in_transaction_session_timeout') AS idle`,
    );
    expect(rows[0]).toEqual({ lock: "400ms", idle: "5s" });
  });
});

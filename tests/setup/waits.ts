// Waiting for behaviour rather than for a fixed time (issue 31 §5): how long a loaded machine takes is not the
// test's business, only what happens.
import pg from "pg";
import { expect } from "vitest";

/** Polls `check` until it holds (up to `ms`, far beyond what any machine should need), then asserts it. */
export async function until(check: () => boolean | Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check()) && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
  expect(await check(), what).toBe(true);
}

/** Waits until a statement of another session of this test file's database is blocked on a lock (behind a
 * transaction the test holds open), so that what the test does next happens while it waits. */
export async function untilBlockedOnLock(): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const waiting = async () =>
      (
        await client.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )
      ).rows[0]!.n > 0;
    await until(waiting, "a statement waits on a lock");
  } finally {
    await client.end();
  }
}

/** Sends a marker NOTIFY on `channel` from a connection of its own (committed at once): once a listener has heard
 * it, it has heard everything committed before it — so "nothing else was heard" needs no waiting for time. */
export async function notifyMarker(channel: string, marker: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query("SELECT pg_notify($1, $2)", [channel, marker]);
  } finally {
    await client.end();
  }
}

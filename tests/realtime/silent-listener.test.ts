// The LISTEN connection goes silent: a network cut between the app and a PostgreSQL on another host, a NAT or
// firewall dropping an idle flow, the database's host frozen. No FIN, no RST: the socket stays open, nothing comes,
// and a statement sent on it waits for TCP to give up — a quarter of an hour on Linux. Every hub of the instance
// hears nothing meanwhile (games, tournaments and running challenges have no sweep behind them: their phones' streams
// stall), and a stream opening a channel not yet listened to waits behind the hung probe. The listener must take a
// probe left unanswered for a lost connection: reconnect, and have every hub read again (resync). The same cut on
// the announcing connection (lib/realtime/notifier.ts) held every announcement of the instance behind one NOTIFY
// that never answered: the other instances' game and tournament streams heard nothing of this one's writes.
// A TCP relay stands between this file's app connections and the test PostgreSQL; "freezing" it stops relaying on
// the connections open then (as a cut does), while new connections go through (the route came back, or another one).
import pg from "pg";
import { describe, expect, it } from "vitest";
import { direct, freeze } from "../setup/silent-relay";

const { listener, LISTENER_NAME } = await import("@/lib/realtime/listener");
const { Notifier } = await import("@/lib/realtime/notifier");

async function notifyDirect(channel: string, payload: string) {
  const c = new pg.Client({ connectionString: direct });
  await c.connect();
  try {
    await c.query(`SELECT pg_notify($1, $2)`, [channel, payload]);
  } finally {
    await c.end();
  }
}

const until = async (pred: () => boolean, ms: number, what: string) => {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe("a LISTEN connection that goes silent", () => {
  it("is taken for lost within seconds: reconnected, every hub resynced, announcements heard again", async () => {
    const heard: string[] = [];
    let resyncs = 0;
    await listener().listen("bazaar_test_silent", { notify: (p) => heard.push(p), resync: () => resyncs++ });
    await notifyDirect("bazaar_test_silent", "before");
    await until(() => heard.includes("before"), 5_000, "the first announcement");
    // The cut: every connection open now goes quiet (the listener's among them), without closing.
    freeze();
    const cutAt = Date.now();
    await notifyDirect("bazaar_test_silent", "during");
    // Resynced: the hubs read again what they watch (the announcement lost in the cut is among what they read).
    await until(() => resyncs > 0, 15_000, "a resync after the cut");
    console.log(`silent LISTEN connection replaced ${Date.now() - cutAt} ms after the cut`);
    await notifyDirect("bazaar_test_silent", "after");
    await until(() => heard.includes("after"), 5_000, "an announcement after the reconnect");
    // A channel listened to for the first time after the cut is not held behind the hung probe.
    const other: string[] = [];
    await listener().listen("bazaar_test_silent_other", { notify: (p) => other.push(p), resync: () => {} });
    await notifyDirect("bazaar_test_silent_other", "x");
    await until(() => other.includes("x"), 5_000, "a new channel after the reconnect");
    // The server sees one listening connection of this database that works (the frozen one ends on its own later).
    const c = new pg.Client({ connectionString: direct });
    await c.connect();
    const { rows } = await c.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
      [LISTENER_NAME],
    );
    await c.end();
    expect(rows[0].n).toBeGreaterThanOrEqual(1);
  });

  it("an announcement whose connection went silent is sent again on a new one within seconds", async () => {
    const own = new Notifier(0);
    const c = new pg.Client({ connectionString: direct });
    await c.connect();
    const heard: string[] = [];
    c.on("notification", (m) => heard.push(m.payload!));
    await c.query("LISTEN bazaar_test_silent_notify");
    try {
      own.notify("bazaar_test_silent_notify", "before");
      await until(() => heard.includes("before"), 5_000, "the first announcement");
      freeze();
      const cutAt = Date.now();
      own.notify("bazaar_test_silent_notify", "during");
      await until(() => heard.includes("during"), 15_000, "the announcement sent during the cut");
      console.log(`announcement through ${Date.now() - cutAt} ms after the cut`);
      own.notify("bazaar_test_silent_notify", "after");
      await until(() => heard.includes("after"), 5_000, "an announcement after it");
    } finally {
      await c.end();
      await own.close();
    }
  });
});

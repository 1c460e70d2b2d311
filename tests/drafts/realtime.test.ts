// Fan-out: SSE streams fed by LISTEN/NOTIFY, resumable with Last-Event-ID, surviving a dropped
// LISTEN connection (issue 3 §3).
import { describe, expect, it, vi } from "vitest";
import pg, { type PoolClient } from "pg";
import { afterCommit, pool, withTransaction } from "@/lib/db/pool";
import { env } from "@/lib/env";
import { NOTIFIER_NAME, Notifier, notifier } from "@/lib/realtime/notifier";
import { sweepClocks } from "@/lib/kartomantik/drafts/clock";
import { LISTENER_NAME, SWEEP_MS, draftHub, type DraftUpdate } from "@/lib/kartomantik/drafts/draft-hub";
import { sseResponse } from "@/lib/http/sse-reply";
import { draftStream } from "@/lib/kartomantik/drafts/draft-stream";
import { RECENT_ENTRIES } from "@/lib/kartomantik/drafts/views";
import { presence, seatLostMessage } from "@/lib/realtime/presence";
import { hashToken } from "@/lib/players/device-key";
import { notifyMarker, until } from "../setup/waits";
import { draftNight } from "./setup";

interface Message {
  id: number;
  data: {
    entries: { seq: number; kind: string }[];
    view: { seq: number; draft: Record<string, unknown>; me?: { player: number; legal: { choose: string[] } } };
  };
}

/** Reads an SSE response into parsed messages as they arrive. */
function reader(res: Response) {
  const messages: Message[] = [];
  const decoder = new TextDecoder();
  const body = res.body!.getReader();
  let buffer = "";
  let raw = "";
  void (async () => {
    for (;;) {
      const { value, done } = await body.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      raw += decoder.decode(value);
      let cut: number;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const id = block.match(/^id: (\d+)$/m);
        const data = block.match(/^data: (.*)$/m);
        if (id && data) messages.push({ id: Number(id[1]), data: JSON.parse(data[1]!) });
      }
    }
  })();
  const until = async (pred: (m: Message[]) => boolean, ms = 20_000) => {
    const end = Date.now() + ms;
    while (!pred(messages)) {
      if (Date.now() > end) throw new Error(`timed out; got ${JSON.stringify(messages.map((m) => m.id))}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return { messages, until, raw: () => raw };
}

/** A connection of its own LISTENing on `name`: the payloads it heard, in order. */
async function listenOn(name: string) {
  const client = new pg.Client({ connectionString: env().DATABASE_URL });
  await client.connect();
  const heard: string[] = [];
  client.on("notification", (n) => heard.push(n.payload ?? ""));
  await client.query(`LISTEN ${name}`);
  const until = async (payload: string) => {
    const end = Date.now() + 20_000;
    while (!heard.includes(payload) && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
    expect(heard).toContain(payload);
  };
  return { name, heard, until, end: () => client.end() };
}

function open(draftId: string, player: number | null, lastEventId: number | null = null) {
  const abort = new AbortController();
  const res = sseResponse(draftStream({ draftId, lastEventId, player }), abort.signal);
  return { ...reader(res), close: () => abort.abort(), res };
}

describe("draft SSE streams", () => {
  it("sends the current view first, then every change with its sequence number as the SSE id", async () => {
    const night = await draftNight(3);
    const start = await night.current();
    const a = start.state.active!;
    const phone = open(night.draftId, a);
    const projector = open(night.draftId, null);
    expect(phone.res.headers.get("content-type")).toContain("text/event-stream");
    await phone.until((m) => m.length === 1);
    await projector.until((m) => m.length === 1);
    expect(phone.messages[0]!.id).toBe(1);
    expect(phone.messages[0]!.data.view.me?.legal.choose).toEqual(start.state.table);
    await night.as(a).play({ type: "choose", cardId: start.state.table[0]! });
    await phone.until((m) => m.some((x) => x.id === 2));
    await projector.until((m) => m.some((x) => x.id === 2));
    const second = projector.messages.find((x) => x.id === 2)!;
    expect(second.data.entries.map((e) => e.kind)).toEqual(["choose"]);
    expect(second.data.view.me).toBeUndefined();
    // Hidden information never travels: no stream carries the draft deck.
    for (const card of start.state.deck) expect(phone.raw() + projector.raw()).not.toContain(card);
    expect(phone.raw() + projector.raw()).not.toContain('"seed"');
    phone.close();
    projector.close();
  });

  /** Three seats; the first card chosen (seq 2) and bid on (seq 3: a bid of 5 by the seat after the chooser `a`). */
  async function auctionUnderway() {
    const night = await draftNight(3);
    const start = await night.current();
    const a = start.state.active!;
    await night.as(a).play({ type: "choose", cardId: start.state.table[0]! });
    await night.as((a + 1) % 3).play({ type: "bid", amount: 5 });
    return { night, a };
  }

  it("a client reconnecting with Last-Event-ID gets exactly the entries it missed", async () => {
    const { night, a } = await auctionUnderway();
    await night.as((a + 2) % 3).play({ type: "bid", amount: 10 });
    const back = open(night.draftId, (a + 1) % 3, 2);
    await back.until((m) => m.length === 1);
    expect(back.messages[0]!.id).toBe(4);
    expect(back.messages[0]!.data.entries.map((e) => [e.seq, e.kind])).toEqual([
      [3, "bid"],
      [4, "bid"],
    ]);
    back.close();
  });

  it("a stream resumed from far back (Last-Event-ID: 0, one request) gets the entries a page keeps, not the whole log", async () => {
    const { night, a } = await auctionUnderway();
    // Two seats outbid each other until the log is longer than what a page keeps.
    let amount = 5;
    for (let i = 0; (await night.current()).seq <= RECENT_ENTRIES + 5; i++)
      await night.as((a + 2 - (i % 2)) % 3).play({ type: "bid", amount: (amount += 5) });
    const seq = (await night.current()).seq;
    const back = open(night.draftId, null, 0);
    await back.until((m) => m.length === 1);
    expect(back.messages[0]!.id).toBe(seq);
    expect(back.messages[0]!.data.entries.map((e) => e.seq)).toEqual(
      Array.from({ length: RECENT_ENTRIES }, (_, i) => seq - RECENT_ENTRIES + 1 + i),
    );
    back.close();
  });

  it("a page opened without Last-Event-ID gets the view alone first, even when an announcement's read sends it", async () => {
    const { night, a } = await auctionUnderway();
    // A new page's first message is the hub's read (a stream's own, or a bid's NOTIFY that came first). It must not
    // fetch and send the whole log (the page came with the recent one).
    const got: DraftUpdate[] = [];
    const unsubscribe = await draftHub().subscribe(night.draftId, {
      seq: -1,
      fresh: true,
      deliver: (u) => got.push(u),
    });
    draftHub().refresh(night.draftId);
    await until(() => got.length === 1, "the hub's read sent the new page its first message");
    expect(got[0]!.snapshot.seq).toBe(3);
    expect(got[0]!.entries).toEqual([]);
    // From then on, what is new since.
    await night.as((a + 2) % 3).play({ type: "bid", amount: 10 });
    await until(() => got.length === 2, "the next bid reached it");
    expect(got[1]!.entries.map((e) => e.seq)).toEqual([4]);
    unsubscribe();
  });

  it("a page that was sent a view and missed a bid gets that bid's line with the view after it", async () => {
    const { night, a } = await auctionUnderway();
    // A page sent the view at seq 3 (its first message: the view alone); a further bid committed (seq 4) before it
    // watched the draft — written by this instance while the page is not watching: neither the writer's hand-off nor
    // its NOTIFY reaches it. The next read (a stream's first message is one too) sends the view with the lines since.
    const got: DraftUpdate[] = [];
    const page = { seq: 3, fresh: false, deliver: (u: DraftUpdate) => got.push(u) };
    await night.as((a + 2) % 3).play({ type: "bid", amount: 10 });
    const unsubscribe = await draftHub().subscribe(night.draftId, page);
    draftHub().refresh(night.draftId);
    await until(() => got.length === 1, "the page was sent what came after its view");
    expect(got[0]!.snapshot.seq).toBe(4);
    expect(got[0]!.entries.map((e) => [e.seq, e.kind])).toEqual([[4, "bid"]]);
    unsubscribe();
  });

  it("a page resuming while a read for others runs gets the lines it missed, not the view they were read for", async () => {
    const { night, a } = await auctionUnderway();
    await night.as((a + 2) % 3).play({ type: "bid", amount: 10 });
    // A page watching from seq 4 gets the pass (seq 5); a read for it fetches only what comes after that. While that
    // read runs, a page resuming from seq 2 (Last-Event-ID) joins: that read must not serve it (it fetched no lines
    // 3–5), the read its own refresh asks for does.
    const ahead: DraftUpdate[] = [];
    const leaveAhead = await draftHub().subscribe(night.draftId, { seq: 4, deliver: (u) => ahead.push(u) });
    await night.as((a + 1) % 3).play({ type: "pass" });
    const got: DraftUpdate[] = [];
    draftHub().refresh(night.draftId);
    const leave = await draftHub().subscribe(night.draftId, { seq: 2, deliver: (u) => got.push(u) });
    draftHub().refresh(night.draftId);
    await until(() => got.length > 0 && ahead.length > 0, "both pages were sent the draft");
    expect(got[0]!.entries.map((e) => e.seq)).toEqual([3, 4, 5]);
    expect(ahead[0]!.entries.map((e) => e.seq)).toEqual([5]);
    leave();
    leaveAhead();
  });

  it("notices a dropped LISTEN connection, reconnects and backfills what was committed meanwhile", async () => {
    const night = await draftNight(2);
    const start = await night.current();
    const stream = open(night.draftId, null);
    await stream.until((m) => m.length === 1);
    // Kill the hub's listening backend as a database restart or a network cut would.
    const killed = await pool().query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
      [LISTENER_NAME],
    );
    expect(killed.rowCount).toBeGreaterThan(0);
    await night.as(start.state.active!).play({ type: "choose", cardId: start.state.table[0]! });
    await stream.until((m) => m.some((x) => x.id === 2), 10_000);
    expect(draftHub().watchedDrafts).toBeGreaterThan(0);
    stream.close();
  });

  it("an announcement that never came (its writer died after the commit) is caught by the hub's sweep", async () => {
    const night = await draftNight(2);
    const start = await night.current();
    const stream = open(night.draftId, null);
    await stream.until((m) => m.length === 1);
    // A committed entry nobody announced: written here by hand, as a writer killed before its NOTIFY left it.
    const choose = { type: "choose", player: start.state.active!, cardId: start.state.table[0]! };
    await withTransaction(async (client) => {
      await client.query(`UPDATE "Draft" SET seq = seq + 1 WHERE id = $1`, [night.draftId]);
      await client.query(
        `INSERT INTO "DraftAction" ("draftId", seq, kind, actor, payload, events) VALUES ($1, 2, 'choose', 'seat:x', $2, '[]')`,
        [night.draftId, JSON.stringify(choose)],
      );
    });
    // Not announced: nothing comes (a sweep's read, were one due now, cannot have reached the stream yet).
    expect(stream.messages.map((m) => m.id)).toEqual([1]);
    await draftHub().sweep();
    await stream.until((m) => m.some((x) => x.id === 2));
    expect(stream.messages.find((x) => x.id === 2)!.data.view.draft).toMatchObject({
      auction: { cardId: start.state.table[0] },
    });
    expect(SWEEP_MS).toBeLessThanOrEqual(5_000);
    stream.close();
  });

  it("announces a write only once it has committed: a rolled-back one is never announced", async () => {
    const channel = await listenOn("bazaar_test_announce");
    try {
      const say = (payload: string) => (client: PoolClient) =>
        afterCommit(client, () => notifier().notify(channel.name, payload));
      await expect(
        withTransaction(async (client) => {
          say("rolled back")(client);
          throw new Error("refused");
        }),
      ).rejects.toThrow("refused");
      await withTransaction(async (client) => {
        say("committed")(client);
        // Not while the transaction is open: anything sent so far would reach the listener before a marker
        // committed after it (notifications arrive in commit order).
        await notifier().flushed();
        await notifyMarker(channel.name, "marker");
        await channel.until("marker");
        expect(channel.heard).toEqual(["marker"]);
      });
      await notifier().flushed();
      await channel.until("committed");
      expect(channel.heard).toEqual(["marker", "committed"]);
    } finally {
      await channel.end();
    }
  });

  it("announces again after its connection was cut (a database restart or a network drop)", async () => {
    const channel = await listenOn("bazaar_test_reconnect");
    try {
      notifier().notify(channel.name, "before");
      await channel.until("before");
      const cut = await pool().query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
        [NOTIFIER_NAME],
      );
      expect(cut.rowCount).toBeGreaterThan(0);
      notifier().notify(channel.name, "after");
      await channel.until("after");
    } finally {
      await channel.end();
    }
  });

  it("sends announcements only other instances need together, after a pause; one this instance needs goes at once and takes them along", async () => {
    const channel = await listenOn("bazaar_test_defer");
    const own = new Notifier(300);
    const sent = vi.spyOn(own as unknown as { send: (batch: { payload: string }[]) => Promise<void> }, "send");
    const payloads = () => sent.mock.calls.map(([batch]) => batch.map((a) => a.payload));
    try {
      for (const p of ["d1", "d2", "d3"]) own.notify(channel.name, p, true);
      expect(sent).not.toHaveBeenCalled(); // waiting for company
      await channel.until("d3");
      expect(payloads()).toEqual([["d1", "d2", "d3"]]); // one statement
      expect(channel.heard).toEqual(["d1", "d2", "d3"]);
      await own.flushed(); // the listener may hear the batch before its statement has returned

      own.notify(channel.name, "d4", true);
      own.notify(channel.name, "urgent");
      expect(payloads()).toEqual([
        ["d1", "d2", "d3"],
        ["d4", "urgent"],
      ]); // sent now, not 300 ms later
      await channel.until("urgent");
      expect(channel.heard).toEqual(["d1", "d2", "d3", "d4", "urgent"]);
    } finally {
      await own.close();
      await channel.end();
    }
  });

  it("a phone's stream marks its seat as seen, and ends with a 'seat lost' message once the seat belongs to another device", async () => {
    const night = await draftNight(2);
    const seatIds = (
      await pool().query<{ seatIds: string[] }>(`SELECT "seatIds" FROM "Draft" WHERE id = $1`, [night.draftId])
    ).rows[0]!.seatIds;
    const streams = [0, 1].map((p) => {
      const abort = new AbortController();
      const res = sseResponse(
        draftStream({
          draftId: night.draftId,
          lastEventId: null,
          player: p,
          seat: { eventId: night.event.id, id: seatIds[p]!, deviceKeyHash: hashToken(night.devices[p]!) },
        }),
        abort.signal,
      );
      return { ...reader(res), close: () => abort.abort() };
    });
    try {
      for (const s of streams) await s.until((m) => m.length === 1);
      await pool().query(`UPDATE "Seat" SET "lastSeenAt" = now() - interval '1 hour' WHERE id = ANY($1)`, [seatIds]);
      // Seat 1 moves to a new phone (as a claimed seat link does).
      await pool().query(`UPDATE "Seat" SET "deviceKeyHash" = $2 WHERE id = $1`, [
        seatIds[1],
        hashToken("another phone"),
      ]);
      await presence().sweep();
      const seen = await pool().query<{ id: string; fresh: boolean }>(
        `SELECT id, "lastSeenAt" > now() - interval '1 minute' AS fresh FROM "Seat" WHERE id = ANY($1)`,
        [seatIds],
      );
      expect(Object.fromEntries(seen.rows.map((r) => [r.id, r.fresh]))).toEqual({
        [seatIds[0]!]: true,
        [seatIds[1]!]: false,
      });
      await vi.waitFor(() => expect(streams[1]!.raw()).toContain(seatLostMessage(night.event.id)));
      expect(streams[0]!.raw()).not.toContain(seatLostMessage(night.event.id));
    } finally {
      for (const s of streams) s.close();
    }
  });

  it("cleans up a stream when its client goes away", async () => {
    const night = await draftNight(2);
    const before = draftHub().watchedDrafts;
    const stream = open(night.draftId, null);
    await stream.until((m) => m.length === 1);
    expect(draftHub().watchedDrafts).toBe(before + 1);
    stream.close();
    await until(() => draftHub().watchedDrafts === before, "the stream's draft is no longer watched");
  });
});

describe("bid clock", () => {
  it("records a pass for everyone who did not answer in time; a new bid restarts the clock", async () => {
    const night = await draftNight(3, { clockSeconds: 30 });
    const start = await night.current();
    const a = start.state.active!;
    await night.as(a).play({ type: "choose", cardId: start.state.table[0]! });
    const deadline = (await pool().query(`SELECT "clockDeadline" FROM "Draft" WHERE id = $1`, [night.draftId])).rows[0]
      .clockDeadline as Date;
    expect(deadline.getTime()).toBeGreaterThan(Date.now() + 25_000);
    await night.as((a + 1) % 3).play({ type: "bid", amount: 5 });
    const restarted = (await pool().query(`SELECT "clockDeadline" FROM "Draft" WHERE id = $1`, [night.draftId])).rows[0]
      .clockDeadline as Date;
    expect(restarted.getTime()).toBeGreaterThanOrEqual(deadline.getTime());
    expect(await sweepClocks()).toBe(0); // not due yet
    await pool().query(`UPDATE "Draft" SET "clockDeadline" = now() - interval '1 second' WHERE id = $1`, [
      night.draftId,
    ]);
    await sweepClocks();
    const after = await night.current();
    expect(after.state.auction).toBeNull();
    expect(after.state.spent[(a + 1) % 3]).toBe(5);
    const { rows } = await pool().query(
      `SELECT kind, actor FROM "DraftAction" WHERE "draftId" = $1 AND actor = 'clock'`,
      [night.draftId],
    );
    expect(rows).toHaveLength(2);
    expect(
      (await pool().query(`SELECT "clockDeadline" FROM "Draft" WHERE id = $1`, [night.draftId])).rows[0].clockDeadline,
    ).toBeNull();
  });
});

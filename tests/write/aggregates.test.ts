// The kernel's aggregates on the real database: the event (Prisma, pg_notify in the transaction)
// and the draft (pg, announced after the commit). A retried key applies once, a stale request
// changes nothing, and nobody hears of a write before its commit or of one rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { db } from "@/lib/db/client";
import { pool, withTransaction } from "@/lib/db/pool";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { draftAggregate, draftOfEvent, writeDraft } from "@/lib/kartomantik/drafts/aggregate";
import type { Append } from "@/lib/kartomantik/drafts/records";
import { createEvent } from "@/lib/events/events";
import { EVENT_CHANNEL, writeEventCommand, writeEventIn } from "@/lib/events/write";
import { notifier } from "@/lib/realtime/notifier";
import { runWrite } from "@/lib/write/kernel";
import { importCatalog } from "@/lib/kartomantik/cards/import";
import { draftNight } from "../drafts/setup";
import { miniCatalog, unique } from "../setup/fixtures";
import { notifyMarker, until as waitUntil } from "../setup/waits";

let listener: pg.Client;
const heard: { channel: string; payload: Record<string, unknown> }[] = [];

beforeAll(async () => {
  listener = new pg.Client({ connectionString: env().DATABASE_URL });
  await listener.connect();
  listener.on("notification", (n) => heard.push({ channel: n.channel, payload: JSON.parse(n.payload ?? "{}") }));
  await listener.query(`LISTEN ${EVENT_CHANNEL}`);
  await listener.query(`LISTEN bazaar_draft`);
});
afterAll(() => listener.end());

const heardOf = (key: "eventId" | "draftId", id: string) =>
  heard.filter((h) => h.payload[key] === id).map((h) => h.payload.seq);

const until = (check: () => boolean) => waitUntil(check, "heard");

/** Nothing of `key`/`id` heard by now: a marker committed now is heard after anything committed before it. */
async function heardNothingYet(channel: string, key: "eventId" | "draftId", id: string, already: unknown[] = []) {
  const marker = `marker-${id}-${heard.length}`;
  await notifyMarker(channel, JSON.stringify({ marker }));
  await until(() => heard.some((h) => h.payload.marker === marker));
  expect(heardOf(key, id)).toEqual(already);
}

async function anEvent() {
  const organizer = await db().organizer.create({
    data: { email: `${unique("org")}@test.it`, name: "Org", passwordHash: "x" },
  });
  const set = await importCatalog(miniCatalog(), { source: "cli" });
  return createEvent(organizer.id, {
    name: "Kernel",
    game: "kartomantik",
    format: "constructed",
    bestOf: 1,
    cardSetId: set.setId,
  });
}

/** A note in the event's log by `actor`, refused as stale unless the client saw the event's version. */
const eventNote = (actor: string, key: string | null, seen?: number) => ({
  key,
  load: () => ({ actor }),
  retried: () => ({ note: "retry" }),
  stale: (_tx: unknown, event: { version: number }) =>
    seen !== undefined && seen !== event.version ? new AppError("game_stale", {}, { seq: event.version }) : null,
  reduce: () => ({ result: { note: "new" }, entries: [{ type: "test.note", actor, payload: {} }] }),
});

describe("the event aggregate", () => {
  it("applies a retried key once per actor and refuses a stale version without writing", async () => {
    const event = await anEvent();
    const before = (await db().event.findUniqueOrThrow({ where: { id: event.id } })).version;
    const first = await writeEventCommand(event.id, eventNote("seat:a", "key-0001"));
    const retry = await writeEventCommand(event.id, eventNote("seat:a", "key-0001"));
    const other = await writeEventCommand(event.id, eventNote("seat:b", "key-0001"));
    expect([first, retry, other]).toEqual([
      { note: "new", seq: before + 1 },
      { note: "retry", seq: before + 1 },
      { note: "new", seq: before + 2 },
    ]);
    await expect(writeEventCommand(event.id, eventNote("seat:a", "key-0002", before))).rejects.toMatchObject({
      code: "game_stale",
      details: { seq: before + 2 },
    });
    const log = await db().eventLog.findMany({
      where: { eventId: event.id, type: "test.note" },
      orderBy: { seq: "asc" },
    });
    expect(log.map((e) => [e.seq, e.actor, e.idempotencyKey])).toEqual([
      [before + 1, "seat:a", "key-0001"],
      [before + 2, "seat:b", "key-0001"],
    ]);
    expect((await db().event.findUniqueOrThrow({ where: { id: event.id } })).version).toBe(before + 2);
  });

  it("is heard of at commit, not while the transaction is open, and never when it rolls back", async () => {
    const event = await anEvent();
    const before = (await db().event.findUniqueOrThrow({ where: { id: event.id } })).version;
    const work = async () => ({ result: {}, log: { type: "test.note", actor: "system", payload: {} } });
    await expect(
      db().$transaction(async (tx) => {
        await writeEventIn(tx, event.id, work);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await db().$transaction(async (tx) => {
      await writeEventIn(tx, event.id, work);
      await notifier().flushed();
      await heardNothingYet(EVENT_CHANNEL, "eventId", event.id);
    });
    await until(() => heardOf("eventId", event.id).length > 0);
    // The rolled-back write took seq before+1 and gave it back: only the committed one is heard.
    expect(heardOf("eventId", event.id)).toEqual([before + 1]);
  });
});

describe("the draft aggregate", () => {
  const note = (actor: string, key: string | null): Parameters<typeof writeDraft>[1] => ({
    key,
    load: () => ({ actor }),
    retried: (_c, _l, _x, seq) => `retry of ${seq}`,
    reduce: (_c, { row }) => {
      const entry: Append = {
        kind: "clock",
        actor,
        payload: { clockSeconds: null },
        events: [],
        state: row.state,
        status: row.status,
        stopClock: true,
      };
      return { result: "new", entries: [entry] };
    },
  });

  it("applies a retried key once per actor", async () => {
    const night = await draftNight(2);
    const first = await writeDraft(draftOfEvent(night.event.id), note("organizer:x", "key-0001"));
    const retry = await writeDraft(draftOfEvent(night.event.id), note("organizer:x", "key-0001"));
    const other = await writeDraft(draftOfEvent(night.event.id), note("organizer:y", "key-0001"));
    expect([first, retry, other]).toEqual([
      { result: "new", seq: 2, duplicate: false },
      { result: "retry of 2", seq: 2, duplicate: true },
      { result: "new", seq: 3, duplicate: false },
    ]);
    const { rows } = await pool().query(
      `SELECT seq, actor, "idempotencyKey" FROM "DraftAction" WHERE "draftId" = $1 AND seq > 1 ORDER BY seq`,
      [night.draftId],
    );
    expect(rows).toEqual([
      { seq: 2, actor: "organizer:x", idempotencyKey: "key-0001" },
      { seq: 3, actor: "organizer:y", idempotencyKey: "key-0001" },
    ]);
  });

  it("is announced once committed, not while the transaction is open, and never when it rolls back", async () => {
    const night = await draftNight(2);
    await until(() => heardOf("draftId", night.draftId).includes(1)); // the start
    const aggregate = draftAggregate(draftOfEvent(night.event.id));
    await expect(
      withTransaction(async (client) => {
        await runWrite(client, aggregate, note("organizer:x", null));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await withTransaction(async (client) => {
      expect((await runWrite(client, aggregate, note("organizer:x", null))).seq).toBe(2);
      await notifier().flushed();
      await heardNothingYet("bazaar_draft", "draftId", night.draftId, [1]); // not while the transaction is open
    });
    await notifier().flushed();
    await until(() => heardOf("draftId", night.draftId).includes(2));
    expect(heardOf("draftId", night.draftId)).toEqual([1, 2]);
  });
});

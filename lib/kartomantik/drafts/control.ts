// The organizer's console: start, pause/resume, bid clock, undo the last completed auction, end.
// Every act is an entry in the draft's action log (the audit log), written under the row lock.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { createDraft, replay } from "@/engine/kartomantik/draft";
import type { DraftAction, DraftCard, DraftConfig, DraftEvent, DraftState } from "@/engine/kartomantik/draft/types";
import { db } from "@/lib/db/client";
import type pg from "pg";
import { pool, withTransaction } from "@/lib/db/pool";
import { AppError } from "@/lib/errors";
import { eventSetId } from "@/lib/kartomantik/cards/sets";
import { draftOfEvent, writeDraft } from "@/lib/kartomantik/drafts/aggregate";
import { announceDraftAtCommit } from "@/lib/kartomantik/drafts/announce";
import type { DraftStatus } from "@/lib/kartomantik/drafts/log";
import { exportedEntries } from "@/lib/kartomantik/drafts/proxy-privacy";
import { ruleError } from "@/lib/kartomantik/drafts/rule-error";
import { storeResults } from "@/lib/kartomantik/drafts/results";
import { ENGINE_KINDS, undoFrom, type ActiveEntry } from "@/lib/kartomantik/drafts/undo";
import { draftSealed } from "@/lib/kartomantik/drafts/seal";
import { fixedSeed, randomSeed } from "@/lib/random-seed";

/** The draft's salt of its event's fixed seed (a game of the match salts it by its number, from 1). */
const DRAFT_SALT = 0;

/** The event row's lock: taken by every write that changes the event's status or its decks. */
async function lockEvent(client: pg.PoolClient, eventId: string): Promise<string | undefined> {
  const { rows } = await client.query<{ status: string }>(`SELECT status FROM "Event" WHERE id = $1 FOR UPDATE`, [
    eventId,
  ]);
  return rows[0]?.status;
}

export const startInput = z.object({
  composition: z.object({
    wills: z.number().int().min(0).max(36),
    minor: z.number().int().min(0).max(36),
    medium: z.number().int().min(0).max(36),
    major: z.number().int().min(0).max(36),
  }),
  acceptShortDraft: z.boolean().default(false),
  clockSeconds: z.number().int().min(5).max(600).nullable().default(null),
});

export async function startDraft(organizerId: string, eventId: string, input: z.infer<typeof startInput>) {
  const event = await db().event.findUniqueOrThrow({
    where: { id: eventId },
    select: {
      format: true,
      cardSetId: true,
      settings: true,
      seats: { orderBy: { position: "asc" }, select: { id: true } },
    },
  });
  if (event.format !== "draft_bazaar") throw new AppError("not_a_draft_event");
  const cards = await db().card.findMany({
    where: { setId: eventSetId(event.cardSetId) },
    select: { id: true, type: true, points: true },
    orderBy: { collectionNumber: "asc" },
  });
  const pool = cards as DraftCard[];
  const config: DraftConfig = {
    players: event.seats.length,
    composition: input.composition,
    acceptShortDraft: input.acceptShortDraft,
    // A fresh seed; the event's fixed one only on the e2e server (lib/random-seed.ts).
    seed: fixedSeed((event.settings as { testSeed?: unknown } | null)?.testSeed, DRAFT_SALT) ?? randomSeed(),
  };
  const created = createDraft(pool, config);
  if ("error" in created) throw ruleError(created);
  const seatIds = event.seats.map((s) => s.id);
  return withTransaction(async (client) => {
    if ((await lockEvent(client, eventId)) !== "setup") throw new AppError("event_started");
    const current = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Seat" WHERE "eventId" = $1`, [
      eventId,
    ]);
    if (current.rows[0]?.n !== seatIds.length) throw new AppError("seat_order_mismatch");
    const draftId = randomUUID();
    await client.query(
      `INSERT INTO "Draft" (id, "eventId", status, "seatIds", config, pool, state, "stateSeq", seq, "clockSeconds", "updatedAt")
       VALUES ($1, $2, 'running', $3, $4, $5, $6, 1, 1, $7, now())`,
      [
        draftId,
        eventId,
        seatIds,
        JSON.stringify(config),
        JSON.stringify(pool),
        JSON.stringify(created.state),
        input.clockSeconds,
      ],
    );
    await client.query(
      `INSERT INTO "DraftAction" ("draftId", seq, kind, actor, payload, events) VALUES ($1, 1, 'start', $2, $3, $4)`,
      [
        draftId,
        `organizer:${organizerId}`,
        JSON.stringify({ ...input, seed: config.seed }),
        JSON.stringify(created.events),
      ],
    );
    await client.query(`UPDATE "Event" SET status = 'running' WHERE id = $1`, [eventId]);
    announceDraftAtCommit(client, { id: draftId, eventId }, 1, null);
    return { draftId, seq: 1 };
  });
}

type Op = "pause" | "resume" | "end";

export async function controlDraft(organizerId: string, eventId: string, op: Op) {
  const { seq, result: status } = await writeDraft(draftOfEvent(eventId), {
    load: () => ({}),
    admit: (_client, { row }) => {
      const allowed = {
        pause: row.status === "running",
        resume: row.status === "paused",
        end: row.status !== "finished",
      }[op];
      if (!allowed) throw new AppError("draft_op_not_now", { op, status: row.status });
    },
    reduce: async (client, { row }) => {
      const status: DraftStatus = op === "pause" ? "paused" : op === "resume" ? "running" : "finished";
      if (op === "end") {
        await storeResults(client, row.seatIds, row.state);
        await client.query(`UPDATE "Event" SET status = 'finished' WHERE id = $1`, [eventId]);
      }
      // Resumed, the clock follows the rule again (a question awaiting answers restarts it).
      const stopClock = op !== "resume";
      return {
        result: status,
        entries: [
          { kind: op, actor: `organizer:${organizerId}`, payload: {}, events: [], state: row.state, status, stopClock },
        ],
      };
    },
  });
  return { seq, status };
}

export async function setClock(organizerId: string, eventId: string, clockSeconds: number | null) {
  const { seq } = await writeDraft(draftOfEvent(eventId), {
    load: () => ({}),
    reduce: async (client, { row }) => {
      await client.query(`UPDATE "Draft" SET "clockSeconds" = $2 WHERE id = $1`, [row.id, clockSeconds]);
      const stopClock = !(row.status === "running" && clockSeconds);
      const entry = {
        kind: "clock",
        actor: `organizer:${organizerId}`,
        payload: { clockSeconds },
        events: [],
        state: row.state,
        status: row.status,
        stopClock,
      };
      return { result: null, entries: [entry] };
    },
  });
  return { seq, clockSeconds };
}

/** What an undo is planned from, read without a lock: the draft at `seq`, its active engine entries up to it, the seq
 * the undo would take back from (null: nothing to undo) and the state its kept entries replay to. */
interface UndoPlan {
  seq: number;
  active: ActiveEntry[];
  from: number | null;
  state: DraftState | null;
}

/** Replaying a long draft's log takes tens of ms: planned here, with no row locked (bids go on meanwhile). */
async function planUndo(eventId: string): Promise<UndoPlan | null> {
  const reads = pool("reads");
  const { rows: drafts } = await reads.query<{ id: string; seq: number; config: DraftConfig; pool: DraftCard[] }>(
    `SELECT id, seq, config, pool FROM "Draft" WHERE "eventId" = $1`,
    [eventId],
  );
  const draft = drafts[0];
  if (!draft) return null;
  // Entries up to the seq read: an undo committed after it (which may have marked some of them) is seen by the check.
  const { rows } = await reads.query<{ seq: number; payload: DraftAction; events: DraftEvent[] }>(
    `SELECT seq, payload, events FROM "DraftAction" WHERE "draftId" = $1 AND seq <= $2 AND "undoneBy" IS NULL AND kind = ANY($3) ORDER BY seq`,
    [draft.id, draft.seq, ENGINE_KINDS],
  );
  const active: ActiveEntry[] = rows.map((r) => ({ seq: r.seq, action: r.payload, events: r.events }));
  const from = undoFrom(active);
  if (from === null) return { seq: draft.seq, active, from, state: null };
  const kept = active.filter((e) => e.seq < from).map((e) => e.action);
  const rebuilt = replay(draft.pool, draft.config, kept);
  if ("error" in rebuilt) throw new Error(`undo replay failed: ${rebuilt.error}`);
  return { seq: draft.seq, active, from, state: rebuilt.state };
}

/** Whether the plan still holds on the locked row: the draft did not move, or moved only by entries after the plan
 * that leave the undo's target as planned (bids, passes, a new auction opened, a pause…): the kept entries, all before
 * the target, are then the same and so is their replay. Another undo since, or an auction completed since, changes
 * what the undo takes back: planned again. */
async function planHolds(client: pg.PoolClient, draftId: string, seq: number, plan: UndoPlan): Promise<boolean> {
  if (seq === plan.seq) return true;
  const { rows } = await client.query<{ seq: number; kind: string; payload: DraftAction; events: DraftEvent[] }>(
    `SELECT seq, kind, payload, events FROM "DraftAction" WHERE "draftId" = $1 AND seq > $2 ORDER BY seq`,
    [draftId, plan.seq],
  );
  if (rows.some((r) => r.kind === "undo")) return false;
  const since = rows
    .filter((r) => ENGINE_KINDS.includes(r.kind))
    .map((r) => ({ seq: r.seq, action: r.payload, events: r.events }));
  return undoFrom([...plan.active, ...since]) === plan.from;
}

/** Takes back the last completed auction and everything after it, then rebuilds by replay: the replay is planned
 * without a lock, and the locked write only checks that the plan still holds (else it is planned again). */
export async function undoLastAuction(organizerId: string, eventId: string) {
  for (let attempt = 1; ; attempt++) {
    const plan = await planUndo(eventId);
    try {
      return await undoAsPlanned(organizerId, eventId, plan);
    } catch (err) {
      if (!(err instanceof AppError && err.code === "draft_stale") || attempt >= 3) throw err;
    }
  }
}

async function undoAsPlanned(organizerId: string, eventId: string, plan: UndoPlan | null) {
  const { seq, result: from } = await writeDraft(draftOfEvent(eventId), {
    load: () => ({}),
    stale: async (client, { row }) =>
      plan && (await planHolds(client, row.id, row.seq, plan)) ? null : new AppError("draft_stale"),
    reduce: async (client, { row }) => {
      const { from, state } = plan!;
      if (from === null || !state) throw new AppError("nothing_to_undo");
      // Locked decks fixed their cards and debt (event-rules §5): the draft can no longer change,
      // and its seed may have left the server (lib/kartomantik/drafts/seal.ts). The event row's lock orders this
      // check against a concurrent lock of the decks, which takes it first (lib/events/write.ts).
      await lockEvent(client, eventId);
      const locked = await client.query(
        `SELECT 1 FROM "Deck" k JOIN "Seat" s ON s.id = k."seatId" WHERE s."eventId" = $1 AND k."lockedAt" IS NOT NULL LIMIT 1`,
        [eventId],
      );
      if (locked.rowCount) throw new AppError("deck_locked");
      const undoSeq = row.seq + 1;
      await client.query(
        `UPDATE "DraftAction" SET "undoneBy" = $3 WHERE "draftId" = $1 AND seq >= $2 AND "undoneBy" IS NULL AND kind = ANY($4)`,
        [row.id, from, undoSeq, ENGINE_KINDS],
      );
      const status = row.status === "finished" ? "running" : row.status;
      if (row.status === "finished")
        await client.query(`UPDATE "Event" SET status = 'running' WHERE id = $1`, [eventId]);
      const entry = {
        kind: "undo",
        actor: `organizer:${organizerId}`,
        payload: { from, to: row.seq },
        events: [],
        state,
        status,
        stopClock: true,
      };
      return { result: from, entries: [entry] };
    },
  });
  return { seq, from };
}

/** The whole log, for export and replay viewers. */
export async function draftLog(eventId: string) {
  const draft = await db().draft.findUnique({ where: { eventId }, include: { actions: { orderBy: { seq: "asc" } } } });
  if (!draft) throw new AppError("draft_not_found");
  // The seed with the pool would reveal the deck order: it stays secret while an undo could
  // still reopen the draft, i.e. until the decks are locked (lib/kartomantik/drafts/seal.ts).
  const hideSeed = !(await draftSealed(pool("reads"), eventId));
  const withoutSeed = (value: unknown) => {
    if (!hideSeed || !value || typeof value !== "object") return value;
    const { seed: _seed, ...rest } = value as Record<string, unknown>;
    return rest;
  };
  return {
    draftId: draft.id,
    eventId,
    status: draft.status,
    seatIds: draft.seatIds,
    config: withoutSeed(draft.config),
    actions: exportedEntries(
      draft.actions.map((a) => ({
        seq: a.seq,
        kind: a.kind,
        actor: a.actor,
        payload: a.kind === "start" ? withoutSeed(a.payload) : a.payload,
        events: a.events as unknown as DraftEvent[],
        undoneBy: a.undoneBy,
        at: a.createdAt.toISOString(),
      })),
    ),
  };
}

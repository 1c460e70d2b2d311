// The draft row and its action log in SQL (plain pg: this is the hot path of every bid).
import type pg from "pg";
import type { DraftConfig, DraftEvent, DraftState } from "@/engine/draft/types";
import { AppError } from "@/lib/errors";
import { instanceId } from "@/lib/realtime/draft-hub";

export const DRAFT_CHANNEL = "bazaar_draft";

export type DraftStatus = "running" | "paused" | "finished";

export interface DraftRow {
  id: string;
  eventId: string;
  status: DraftStatus;
  seatIds: string[];
  config: DraftConfig;
  state: DraftState;
  seq: number;
  clockSeconds: number | null;
  clockDeadline: Date | null;
}

export interface LogEntry {
  seq: number;
  kind: string;
  actor: string;
  events: DraftEvent[];
  undoneBy: number | null;
}

const COLUMNS = `d.id, d."eventId", d.status, d."seatIds", d.config, d.state, d.seq, d."clockSeconds", d."clockDeadline"`;

/** Locks the event's draft row for the rest of the transaction. */
export async function lockDraftOfEvent(client: pg.PoolClient, eventId: string): Promise<DraftRow> {
  const { rows } = await client.query<DraftRow>(`SELECT ${COLUMNS} FROM "Draft" d WHERE d."eventId" = $1 FOR UPDATE`, [eventId]);
  if (!rows[0]) throw new AppError("draft_not_found");
  return rows[0];
}

/** What the bid clock does with this write: a new question restarts it, a pass keeps it. */
export type ClockMode = "reset" | "keep" | "clear";

export interface Append {
  kind: string;
  actor: string;
  payload: unknown;
  events: DraftEvent[];
  idempotencyKey?: string | null;
  state: DraftState;
  status: DraftStatus;
  clock: ClockMode;
  /** The writer will call draftHub().published() for this entry after commit. */
  publishedLocally?: boolean;
}

/** Appends the next log entry and moves the snapshot in one statement; NOTIFY fires at commit. */
export async function appendAction(client: pg.PoolClient, row: DraftRow, entry: Append): Promise<number> {
  const seq = row.seq + 1;
  await client.query(
    `WITH ins AS (
       INSERT INTO "DraftAction" ("draftId", seq, kind, actor, payload, events, "idempotencyKey")
       VALUES ($1, $2, $3, $4, $5, $6, $7)
     ), upd AS (
       UPDATE "Draft" SET seq = $2, state = $8, status = $9, "updatedAt" = now(),
         "clockDeadline" = CASE
           WHEN $10 = 'reset' AND "clockSeconds" IS NOT NULL THEN now() + make_interval(secs => "clockSeconds")
           WHEN $10 = 'keep' THEN "clockDeadline"
           ELSE NULL END
       WHERE id = $1
     )
     SELECT pg_notify($11, $12)`,
    [
      row.id,
      seq,
      entry.kind,
      entry.actor,
      JSON.stringify(entry.payload ?? {}),
      JSON.stringify(entry.events),
      entry.idempotencyKey ?? null,
      JSON.stringify(entry.state),
      entry.status,
      entry.clock,
      DRAFT_CHANNEL,
      JSON.stringify({ draftId: row.id, eventId: row.eventId, seq, delivered: entry.publishedLocally ? instanceId() : undefined }),
    ],
  );
  return seq;
}

export interface PlayLock {
  row: DraftRow;
  seatId: string | null;
  duplicate: { seq: number; actor: string } | null;
}

/** The hot path's first round trip: lock the draft, find the device's seat and any earlier
 * answer to this idempotency key, all in one statement. */
export async function lockForPlay(client: pg.PoolClient, eventId: string, deviceKeyHash: string, key: string): Promise<PlayLock> {
  const { rows } = await client.query<DraftRow & { seatId: string | null; dupSeq: number | null; dupActor: string | null }>(
    `SELECT ${COLUMNS},
       (SELECT s.id FROM "Seat" s WHERE s."eventId" = d."eventId" AND s."deviceKeyHash" = $2) AS "seatId",
       dup.seq AS "dupSeq", dup.actor AS "dupActor"
     FROM "Draft" d
     LEFT JOIN "DraftAction" dup ON dup."draftId" = d.id AND dup."idempotencyKey" = $3
     WHERE d."eventId" = $1 FOR UPDATE OF d`,
    [eventId, deviceKeyHash, key],
  );
  const found = rows[0];
  if (!found) throw new AppError("draft_not_found");
  const { seatId, dupSeq, dupActor, ...row } = found;
  return { row, seatId, duplicate: dupSeq !== null ? { seq: dupSeq, actor: dupActor ?? "" } : null };
}

/** Log entries after `afterSeq`, oldest first. */
export async function entriesAfter(client: pg.PoolClient | pg.Pool, draftId: string, afterSeq: number): Promise<LogEntry[]> {
  const { rows } = await client.query<LogEntry>(
    `SELECT seq, kind, actor, events, "undoneBy" FROM "DraftAction" WHERE "draftId" = $1 AND seq > $2 ORDER BY seq`,
    [draftId, afterSeq],
  );
  return rows;
}

// The draft row and its action log in SQL (plain pg: this is the hot path of every bid).
import type pg from "pg";
import type { DraftConfig, DraftEvent, DraftState } from "@/engine/draft/types";
import type { LogEntry } from "@/lib/drafts/log";
import { AppError } from "@/lib/errors";
import { afterCommit } from "@/lib/db/pool";
import { instanceId } from "@/lib/realtime/instance";
import { DRAFT_CHANNEL, type DraftStatus } from "@/lib/drafts/log";
import { notifier } from "@/lib/realtime/notifier";
import { TAIL_SQL, readTail, replayTail, type TailEntry } from "@/lib/drafts/snapshots";

export interface DraftRow {
  id: string;
  eventId: string;
  status: DraftStatus;
  seatIds: string[];
  config: DraftConfig;
  /** The current state (after `seq`). */
  state: DraftState;
  /** The entry after which the stored snapshot was taken (lib/drafts/snapshots.ts). */
  stateSeq: number;
  seq: number;
  clockSeconds: number | null;
  clockDeadline: Date | null;
}

// `logSeq`: the newest entry this statement's snapshot of the log sees. A row locked after waiting
// for another writer is that row's newest version, but the rest of the statement reads the log as
// it was before the wait: then logSeq < seq, and what was read from the log is read again.
const COLUMNS = `d.id, d."eventId", d.status, d."seatIds", d.config, d.state, d."stateSeq", d.seq, d."clockSeconds", d."clockDeadline",
  ${TAIL_SQL} AS tail, (SELECT max(a.seq) FROM "DraftAction" a WHERE a."draftId" = d.id) AS "logSeq"`;

type Stored = DraftRow & { tail: TailEntry[]; logSeq: number | null };

/** The locked row with its current state (the snapshot with the entries after it replayed), and
 * whether the statement that locked it saw an older log than the row. */
async function current(client: pg.PoolClient, stored: Stored): Promise<{ row: DraftRow; staleLog: boolean }> {
  const { tail: read, logSeq, ...row } = stored;
  const staleLog = logSeq !== row.seq;
  // The row is locked now, so a second read sees every entry up to its seq.
  const tail = staleLog ? await readTail(client, row.id, row.stateSeq, row.seq) : read;
  return { row: { ...row, state: replayTail(row.state, row.stateSeq, row.seq, tail) }, staleLog };
}

/** Locks the event's draft row for the rest of the transaction. */
export async function lockDraftOfEvent(client: pg.PoolClient, eventId: string): Promise<DraftRow> {
  const { rows } = await client.query<Stored>(`SELECT ${COLUMNS} FROM "Draft" d WHERE d."eventId" = $1 FOR UPDATE`, [eventId]);
  if (!rows[0]) throw new AppError("draft_not_found");
  return (await current(client, rows[0])).row;
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

/** Appends the next log entry and stores the new state as the snapshot, in one statement, and
 * announces it to every instance once the transaction commits. (Organizer actions, the clock and
 * every case the fast path declines come here: rare enough to store the snapshot each time.) */
export async function appendAction(client: pg.PoolClient, row: DraftRow, entry: Append): Promise<number> {
  const seq = row.seq + 1;
  await client.query(
    `WITH ins AS (
       INSERT INTO "DraftAction" ("draftId", seq, kind, actor, payload, events, "idempotencyKey")
       VALUES ($1, $2, $3, $4, $5, $6, $7)
     )
     UPDATE "Draft" SET seq = $2, state = $8, "stateSeq" = $2, status = $9, "updatedAt" = now(),
       "clockDeadline" = CASE
         WHEN $10 = 'reset' AND "clockSeconds" IS NOT NULL THEN now() + make_interval(secs => "clockSeconds")
         WHEN $10 = 'keep' THEN "clockDeadline"
         ELSE NULL END
     WHERE id = $1`,
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
    ],
  );
  const announcement = JSON.stringify({ draftId: row.id, eventId: row.eventId, seq, delivered: entry.publishedLocally ? instanceId() : undefined });
  afterCommit(client, () => notifier().notify(DRAFT_CHANNEL, announcement, entry.publishedLocally === true));
  return seq;
}

export interface PlayLock {
  row: DraftRow;
  seatId: string | null;
  duplicate: { seq: number; actor: string } | null;
}

/** The hot path's first round trip: lock the draft, find the device's seat and any earlier
 * answer to this idempotency key by that seat, all in one statement (keys are per actor: another
 * seat's request with the same key is a request of its own). */
export async function lockForPlay(client: pg.PoolClient, eventId: string, deviceKeyHash: string, key: string): Promise<PlayLock> {
  const { rows } = await client.query<Stored & { seatId: string | null; dupSeq: number | null; dupActor: string | null }>(
    `SELECT ${COLUMNS},
       (SELECT s.id FROM "Seat" s WHERE s."eventId" = d."eventId" AND s."deviceKeyHash" = $2) AS "seatId",
       dup.seq AS "dupSeq", dup.actor AS "dupActor"
     FROM "Draft" d
     LEFT JOIN "DraftAction" dup ON dup."draftId" = d.id AND dup."idempotencyKey" = $3
       AND dup.actor = 'seat:' || (SELECT s.id FROM "Seat" s WHERE s."eventId" = d."eventId" AND s."deviceKeyHash" = $2)
     WHERE d."eventId" = $1 FOR UPDATE OF d`,
    [eventId, deviceKeyHash, key],
  );
  const found = rows[0];
  if (!found) throw new AppError("draft_not_found");
  const { seatId, dupSeq, dupActor, ...stored } = found;
  const { row, staleLog } = await current(client, stored);
  let duplicate = dupSeq !== null ? { seq: dupSeq, actor: dupActor ?? "" } : null;
  // The same request, retried while its first copy held the lock: that copy's entry is the answer.
  if (!duplicate && staleLog) {
    const again = await client.query<{ seq: number; actor: string }>(`SELECT seq, actor FROM "DraftAction" WHERE "draftId" = $1 AND "idempotencyKey" = $2 AND actor = $3`, [
      row.id,
      key,
      `seat:${seatId}`,
    ]);
    duplicate = again.rows[0] ?? null;
  }
  return { row, seatId, duplicate };
}

/** Log entries after `afterSeq`, oldest first. */
export async function entriesAfter(client: pg.PoolClient | pg.Pool, draftId: string, afterSeq: number): Promise<LogEntry[]> {
  const { rows } = await client.query<LogEntry>(
    `SELECT seq, kind, actor, events, "undoneBy" FROM "DraftAction" WHERE "draftId" = $1 AND seq > $2 ORDER BY seq`,
    [draftId, afterSeq],
  );
  return rows;
}

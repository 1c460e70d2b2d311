// The draft row and its action log in SQL (plain pg: this is the hot path of every bid). Statements
// only: what to lock, append or write when is decided by the draft aggregate
// (lib/kartomantik/drafts/aggregate.ts), the one caller on the write path.
import type pg from "pg";
import type { DraftConfig, DraftEvent, DraftState } from "@/engine/kartomantik/draft/types";
import { pool } from "@/lib/db/pool";
import type { DraftStatus, LogEntry } from "@/lib/kartomantik/drafts/log";
import { AppError } from "@/lib/errors";
import { TAIL_SQL, readTail, replayTail, type TailEntry } from "@/lib/kartomantik/drafts/snapshots";

export interface DraftRow {
  id: string;
  eventId: string;
  status: DraftStatus;
  seatIds: string[];
  config: DraftConfig;
  /** The current state (after `seq`). */
  state: DraftState;
  /** The entry after which the stored snapshot was taken (lib/kartomantik/drafts/snapshots.ts). */
  stateSeq: number;
  seq: number;
  clockSeconds: number | null;
  clockDeadline: Date | null;
  /** Player indices the draft bot plays (lib/kartomantik/drafts/bot.ts). */
  bots: number[];
}

// `logSeq`: the newest entry this statement's snapshot of the log sees. A row locked after waiting
// for another writer is that row's newest version, but the rest of the statement reads the log as
// it was before the wait: then logSeq < seq, and what was read from the log is read again.
const COLUMNS = `d.id, d."eventId", d.status, d."seatIds", d.config, d.state, d."stateSeq", d.seq, d."clockSeconds", d."clockDeadline",
  COALESCE(d."botSeats", '{}') AS bots,
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
  const { rows } = await client.query<Stored>(`SELECT ${COLUMNS} FROM "Draft" d WHERE d."eventId" = $1 FOR UPDATE`, [
    eventId,
  ]);
  if (!rows[0]) throw new AppError("draft_not_found");
  return (await current(client, rows[0])).row;
}

/** What a write does with the bid clock: a new question restarts it, a pass keeps it, else it stops. */
export type ClockMode = "reset" | "keep" | "clear";

/** The row's new "clockDeadline" by the database's clock (every instance sees the same), `mode`
 * being the SQL parameter that holds the ClockMode. */
const clockDeadlineSql = (mode: string) => `CASE
         WHEN ${mode} = 'reset' AND "clockSeconds" IS NOT NULL THEN now() + make_interval(secs => "clockSeconds")
         WHEN ${mode} = 'keep' THEN "clockDeadline"
         ELSE NULL END`;

export interface Append {
  kind: string;
  actor: string;
  payload: unknown;
  events: DraftEvent[];
  idempotencyKey?: string | null;
  state: DraftState;
  status: DraftStatus;
  /** The bid clock stops (an organizer's pause, end or undo); otherwise it follows clockMode. */
  stopClock?: boolean;
  /** This instance's streams are handed the entry directly (no read) once it is committed. */
  publishedLocally?: boolean;
}

/** The log's insert, its columns in the order both appends pass them ($1–$7). */
const INSERT_ACTION = `INSERT INTO "DraftAction" ("draftId", seq, kind, actor, payload, events, "idempotencyKey")`;

/** Appends the next log entry and stores the new state as the snapshot, in one statement.
 * (Organizer actions, the clock and every case the one statement declines come here: rare enough
 * to store the snapshot each time.) */
export async function appendAction(
  client: pg.PoolClient,
  row: DraftRow,
  entry: Append,
  clock: ClockMode,
): Promise<number> {
  const seq = row.seq + 1;
  await client.query(
    `WITH ins AS (${INSERT_ACTION} VALUES ($1, $2, $3, $4, $5, $6, $7))
     UPDATE "Draft" SET seq = $2, state = $8, "stateSeq" = $2, status = $9, "updatedAt" = now(),
       "clockDeadline" = ${clockDeadlineSql("$10")}
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
      clock,
    ],
  );
  return seq;
}

/** A player's action in one statement (one round trip, autocommit) on the row as this instance
 * last knew it: a compare-and-set on its seq — the UPDATE takes the row lock, the log append
 * rides in the same statement — that also checks the device still holds the seat and the draft
 * still runs; storing the new state as the snapshot ($12) or not (lib/kartomantik/drafts/snapshots.ts). */
const statement = (snapshot: boolean) => `WITH upd AS (
    UPDATE "Draft" SET seq = $2, ${snapshot ? `state = $12, "stateSeq" = $2,` : ""} status = $8, "updatedAt" = now(),
      "clockDeadline" = ${clockDeadlineSql("$9")}
    WHERE id = $1 AND seq = $2 - 1 AND status = 'running'
      AND EXISTS (SELECT 1 FROM "Seat" s WHERE s.id = $10 AND s."deviceKeyHash" = $11)
    RETURNING "clockDeadline"
  ), ins AS (
    ${INSERT_ACTION}
    SELECT $1, $2, $3, $4, $5, $6, $7 FROM upd
    RETURNING seq
  )
  SELECT ins.seq, upd."clockDeadline" FROM ins, upd`;
// Named: each connection parses and plans them once, not on every bid.
const UNMOVED = {
  snapshot: { name: "draft-fast-play-snapshot", text: statement(true) },
  append: { name: "draft-fast-play", text: statement(false) },
};

export interface UnmovedAppend {
  row: DraftRow;
  entry: Append & { idempotencyKey: string | null };
  clock: ClockMode;
  seatId: string;
  deviceKeyHash: string;
  /** Store the new state as the snapshot. */
  snapshot: boolean;
}

/** The deadline the database set, or "moved" when the row was not as known (another writer came
 * first, the seat moved, the draft paused), or "repeated" when the seat's key is in the log. */
export async function appendIfUnmoved(
  a: UnmovedAppend,
): Promise<{ clockDeadline: Date | null } | "moved" | "repeated"> {
  const { row, entry } = a;
  const values: unknown[] = [
    row.id,
    row.seq + 1,
    entry.kind,
    entry.actor,
    JSON.stringify(entry.payload),
    JSON.stringify(entry.events),
    entry.idempotencyKey,
    entry.status,
    a.clock,
    a.seatId,
    a.deviceKeyHash,
  ];
  if (a.snapshot) values.push(JSON.stringify(entry.state));
  try {
    const { rows } = await pool().query<{ seq: number; clockDeadline: Date | null }>({
      ...(a.snapshot ? UNMOVED.snapshot : UNMOVED.append),
      values,
    });
    return rows[0] ? { clockDeadline: rows[0].clockDeadline } : "moved";
  } catch (err) {
    if ((err as pg.DatabaseError).code === "23505") return "repeated";
    throw err;
  }
}

export interface LockedForPlay {
  row: DraftRow;
  seatId: string | null;
  /** The seq of this seat's earlier request with the key; undefined: not known, look it up. */
  recordedSeq: number | null | undefined;
}

/** The hot path's first round trip: lock the draft, find the device's seat and any earlier
 * answer to this idempotency key by that seat, all in one statement (keys are per actor: another
 * seat's request with the same key is a request of its own). */
export async function lockForPlay(
  client: pg.PoolClient,
  eventId: string,
  deviceKeyHash: string,
  key: string,
): Promise<LockedForPlay> {
  const { rows } = await client.query<Stored & { seatId: string | null; dupSeq: number | null }>(
    `SELECT ${COLUMNS},
       (SELECT s.id FROM "Seat" s WHERE s."eventId" = d."eventId" AND s."deviceKeyHash" = $2) AS "seatId",
       dup.seq AS "dupSeq"
     FROM "Draft" d
     LEFT JOIN "DraftAction" dup ON dup."draftId" = d.id AND dup."idempotencyKey" = $3
       AND dup.actor = 'seat:' || (SELECT s.id FROM "Seat" s WHERE s."eventId" = d."eventId" AND s."deviceKeyHash" = $2)
     WHERE d."eventId" = $1 FOR UPDATE OF d`,
    [eventId, deviceKeyHash, key],
  );
  const found = rows[0];
  if (!found) throw new AppError("draft_not_found");
  const { seatId, dupSeq, ...stored } = found;
  const { row, staleLog } = await current(client, stored);
  // The same request, retried while its first copy held the lock, is not in what the statement
  // read: then the key is looked up again (recordedSeq), now that the row is locked.
  return { row, seatId, recordedSeq: dupSeq ?? (staleLog ? undefined : null) };
}

/** Log entries after `afterSeq`, oldest first. */
export async function entriesAfter(
  client: pg.PoolClient | pg.Pool,
  draftId: string,
  afterSeq: number,
): Promise<LogEntry[]> {
  const { rows } = await client.query<LogEntry>(
    `SELECT seq, kind, actor, events, "undoneBy" FROM "DraftAction" WHERE "draftId" = $1 AND seq > $2 ORDER BY seq`,
    [draftId, afterSeq],
  );
  return rows;
}

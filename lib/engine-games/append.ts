// A write's entries and the game row's move in one statement (one round trip under the row's lock,
// where a log insert and a row update were two): the entries inserted by a CTE, the row's seq,
// status, who plays each seat, the result at the end and the state's snapshot when due
// (lib/engine-games/state.ts), and the write's NOTIFY. The tables are the kind's own (EngineGame
// with its kind, IncGame).
import type pg from "pg";
import { pool } from "@/lib/db/pool";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Query } from "@/lib/engine-games/query";

/** Where a kind's games and their entries are stored: constants of the kind, never input. */
export interface GameTables {
  game: "EngineGame" | "IncGame";
  actions: "EngineAction" | "IncAction";
  /** EngineGame.kind of the kind's rows (IncGame has no column). */
  kind?: string;
}

export interface AppendedEntry {
  seq: number;
  actor: string;
  action: unknown;
  events: unknown[];
  idempotencyKey: string | null;
}

export interface RowMove {
  seq: number;
  status: string;
  /** The state's snapshot, when one is due: at `snapshotSeq` (by default `seq`). */
  snapshot?: unknown;
  snapshotSeq?: number;
  result?: object;
  bots?: string[];
  /** The NOTIFY of the write, sent by the same statement (Postgres delivers it at commit, never
   * after a rollback: lib/write/notify.ts). */
  notify?: { channel: string; payload: object };
}

export async function appendEntries(
  query: Query,
  tables: GameTables,
  gameId: string,
  entries: AppendedEntry[],
  move: RowMove,
): Promise<void> {
  const sets = [
    Prisma.sql`seq = ${move.seq}`,
    Prisma.sql`status = ${move.status}`,
    Prisma.sql`"updatedAt" = now() AT TIME ZONE 'UTC'`,
  ];
  if (move.snapshot !== undefined)
    sets.push(
      Prisma.sql`state = ${JSON.stringify(move.snapshot)}::jsonb`,
      Prisma.sql`"stateSeq" = ${move.snapshotSeq ?? move.seq}`,
    );
  if (move.result !== undefined) sets.push(Prisma.sql`result = ${JSON.stringify(move.result)}::jsonb`);
  if (move.bots)
    sets.push(Prisma.sql`bots = ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(move.bots)}::jsonb))`);
  const rows = entries.map((e) => ({ ...e, key: e.idempotencyKey }));
  const ofKind = tables.kind === undefined ? Prisma.empty : Prisma.sql`AND kind = ${tables.kind}`;
  const notify = move.notify
    ? Prisma.sql`, pg_notify(${move.notify.channel}, ${JSON.stringify(move.notify.payload)})::text AS notified`
    : Prisma.empty;
  const moved = await query<{ id: string }>(Prisma.sql`WITH appended AS (
      INSERT INTO ${Prisma.raw(`"${tables.actions}"`)} ("gameId", seq, actor, action, events, "idempotencyKey")
      SELECT ${gameId}, e.seq, e.actor, e.action, e.events, e.key
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS e(seq int, actor text, action jsonb, events jsonb, key text))
    UPDATE ${Prisma.raw(`"${tables.game}"`)} SET ${Prisma.join(sets, ", ")} WHERE id = ${gameId} ${ofKind} RETURNING id${notify}`);
  if (moved.length !== 1) throw new Error(`${tables.game} ${gameId}: no row to move on`);
}

/** What the row must still be for a write on this instance's copy (lib/engine-games/cached-write.ts). */
export interface Unmoved {
  /** The row's seq as the copy knows it (the game running). */
  seq: number;
  /** The seat the acting device held when a read of the row last found it: it must still hold it. */
  seatId: string;
  deviceKeyHash: string;
}

/** A person's one entry in one autocommitted statement (one round trip, no transaction) on the row as
 * this instance knows it: a compare-and-set of its seq (the UPDATE takes the row's lock; a writer that
 * came first leaves nothing to update), the game still running and the seat still the device's, the
 * entry inserted by the same statement and the NOTIFY sent with it (a snapshot due is stored apart,
 * after it: storeSnapshot). `$`: the parameters' places by name. */
const unmovedStatement = (tables: GameTables, $: Record<string, string>) => `WITH moved AS (
    UPDATE "${tables.game}" SET seq = ${$.seq}, "updatedAt" = now() AT TIME ZONE 'UTC'
    WHERE id = ${$.gameId} AND seq = ${$.seq} - 1 AND status = 'running'
      ${$.kind ? `AND kind = ${$.kind}` : ""}
      AND EXISTS (SELECT 1 FROM "Seat" s WHERE s.id = ${$.seatId} AND s."deviceKeyHash" = ${$.deviceKeyHash})
    RETURNING id
  ), appended AS (
    INSERT INTO "${tables.actions}" ("gameId", seq, actor, action, events, "idempotencyKey")
    SELECT moved.id, ${$.seq}, ${$.actor}, ${$.action}::jsonb, ${$.events}::jsonb, ${$.key} FROM moved
    RETURNING seq
  )
  SELECT appended.seq, pg_notify(${$.channel}, ${$.payload})::text AS notified FROM appended`;

/** Whether the entry was written ("moved": the row was not as known — another writer came first, the
 * game ended, the seat moved; "repeated": the seat's key is in the log already). */
export async function appendIfUnmoved(
  tables: GameTables,
  gameId: string,
  entry: AppendedEntry,
  notify: NonNullable<RowMove["notify"]>,
  expect: Unmoved,
): Promise<"written" | "moved" | "repeated"> {
  const params: [string, unknown][] = [
    ["gameId", gameId],
    ["seq", entry.seq],
    ["seatId", expect.seatId],
    ["deviceKeyHash", expect.deviceKeyHash],
    ["actor", entry.actor],
    ["action", JSON.stringify(entry.action)],
    ["events", JSON.stringify(entry.events)],
    ["key", entry.idempotencyKey],
    ["channel", notify.channel],
    ["payload", JSON.stringify(notify.payload)],
  ];
  if (tables.kind !== undefined) params.push(["kind", tables.kind]);
  const places = Object.fromEntries(params.map(([name], i) => [name, `$${i + 1}`]));
  // Named: each connection parses and plans it once, not on every action.
  const name = `engine-game-unmoved-${tables.game}${tables.kind === undefined ? "" : "-kind"}`;
  const text = unmovedStatement(tables, places);
  try {
    const { rows } = await pool().query({ name, text, values: params.map(([, v]) => v) });
    return rows.length === 1 ? "written" : "moved";
  } catch (err) {
    if ((err as pg.DatabaseError).code === "23505") return "repeated";
    throw err;
  }
}

/** The state's snapshot at `seq`, stored after the write that made it due has committed (a write on the copy
 * does not wait for it: lib/engine-games/cached-write.ts). Only forward, and never past the row's seq nor over
 * a later snapshot (an undo's, another write's): then it changes nothing. Whether it was stored. */
export async function storeSnapshot(tables: GameTables, gameId: string, seq: number, state: unknown): Promise<boolean> {
  const kind = tables.kind === undefined ? "" : ` AND kind = $4`;
  const values: unknown[] = [gameId, seq, JSON.stringify(state)];
  if (tables.kind !== undefined) values.push(tables.kind);
  const { rowCount } = await pool().query(
    `UPDATE "${tables.game}" SET state = $3::jsonb, "stateSeq" = $2
      WHERE id = $1 AND "stateSeq" < $2 AND seq >= $2${kind}`,
    values,
  );
  return rowCount === 1;
}

// A write's entries and the game row's move in one statement (one round trip under the row's lock,
// where a log insert and a row update were two): the entries inserted by a CTE, the row's seq,
// status, who plays each seat, the result at the end and the state's snapshot when due
// (lib/engine-games/state.ts), and the write's NOTIFY. The tables are the kind's own (EngineGame
// with its kind, IncGame).
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

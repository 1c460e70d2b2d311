// The draft's state in Postgres is a snapshot plus the log after it: Draft.state is the engine
// state after entry Draft.stateSeq, and the current state is that snapshot with the entries
// (stateSeq, seq] replayed (the engine is pure, so the replay is exact). Why: the state is a few
// KB of JSON, and rewriting it on every bid was about half of Postgres' CPU and of its WAL per
// bid.
// Each write still appends its entry, so nothing accepted is ever only in memory; the one-statement
// bid path stores a fresh snapshot every SNAPSHOT_EVERY entries, every other writer on each write.
import type pg from "pg";
import { applyDraft } from "@/engine/kartomantik/draft";
import type { DraftAction, DraftState } from "@/engine/kartomantik/draft/types";
import { ENGINE_KINDS } from "@/lib/kartomantik/drafts/undo";

/** The bid path stores a snapshot every this many entries: fewer are ever replayed. */
export const SNAPSHOT_EVERY = 16;

/** Only player actions are appended without a snapshot (every other writer stores one). */
const REPLAYABLE = new Set(ENGINE_KINDS);

export interface TailEntry {
  seq: number;
  kind: string;
  payload: DraftAction;
}

/** Whether a bid writer with a snapshot at `stateSeq` should store one at `seq`. */
export function snapshotDue(stateSeq: number, seq: number): boolean {
  return seq - stateSeq >= SNAPSHOT_EVERY;
}

/** A select-list expression (the draft aliased `d`): the entries after the snapshot, as JSON. */
export const TAIL_SQL = `COALESCE((SELECT json_agg(json_build_object('seq', a.seq, 'kind', a.kind, 'payload', a.payload) ORDER BY a.seq)
    FROM "DraftAction" a WHERE a."draftId" = d.id AND a.seq > d."stateSeq" AND a.seq <= d.seq), '[]'::json)`;

/** Whether `tail` is exactly the entries stateSeq+1 … seq. */
export function coversTail(stateSeq: number, seq: number, tail: TailEntry[]): boolean {
  if (tail.length !== seq - stateSeq) return false;
  return tail.every((e, i) => e.seq === stateSeq + 1 + i);
}

export async function readTail(
  client: pg.PoolClient | pg.Pool,
  draftId: string,
  stateSeq: number,
  seq: number,
): Promise<TailEntry[]> {
  const { rows } = await client.query<TailEntry>(
    `SELECT seq, kind, payload FROM "DraftAction" WHERE "draftId" = $1 AND seq > $2 AND seq <= $3 ORDER BY seq`,
    [draftId, stateSeq, seq],
  );
  return rows;
}

/** The state after `seq`: the snapshot with the tail replayed. A tail that does not fit the
 * snapshot is a corrupted log, never a user error: it throws. */
export function replayTail(snapshot: DraftState, stateSeq: number, seq: number, tail: TailEntry[]): DraftState {
  if (!coversTail(stateSeq, seq, tail))
    throw new Error(
      `draft log: entries ${stateSeq + 1}..${seq} expected after the snapshot, got ${tail.map((e) => e.seq).join(",") || "none"}`,
    );
  let state = snapshot;
  for (const entry of tail) {
    if (!REPLAYABLE.has(entry.kind))
      throw new Error(`draft log: entry ${entry.seq} (${entry.kind}) after the snapshot cannot be replayed`);
    const result = applyDraft(state, entry.payload);
    if ("error" in result) throw new Error(`draft log: entry ${entry.seq} no longer applies (${result.error})`);
    state = result.state;
  }
  return state;
}

// The draft's row and log for the write kernel (lib/write/kernel.ts), on a pg connection: entries
// are appended with the state they lead to, and announced once the transaction has committed —
// to the other instances on the notifier's connection (lib/realtime/notifier.ts), to this
// instance's streams directly.
import type pg from "pg";
import { afterCommit, withTransaction } from "@/lib/db/pool";
import { DRAFT_CHANNEL, type LogEntry } from "@/lib/kartomantik/drafts/log";
import { appendAction, lockDraftOfEvent, type Append, type DraftRow } from "@/lib/kartomantik/drafts/records";
import type { DraftSnapshot } from "@/lib/kartomantik/drafts/views";
import { draftHub } from "@/lib/kartomantik/drafts/draft-hub";
import { instanceId } from "@/lib/realtime/instance";
import { notifier } from "@/lib/realtime/notifier";
import {
  numbered,
  write,
  type Aggregate,
  type Command,
  type FastPath,
  type Loaded,
  type Outcome,
} from "@/lib/write/kernel";

/** What a draft write locked: the row, and what the lock's statement found out on the way. */
export interface DraftLock {
  row: DraftRow;
  /** The seq of the actor's earlier request with the key, when the lock read it; else looked up. */
  recordedSeq?: number | null;
}

type Local = { entry: LogEntry; snapshot: DraftSnapshot };

/** Tells every instance that `seq` of this draft is committed; `local`: the entry and state this
 * instance's streams are handed directly (they are read otherwise). */
export function announceDraft(row: Pick<DraftRow, "id" | "eventId">, seq: number, local: Local | null): void {
  const payload = { draftId: row.id, eventId: row.eventId, seq, delivered: local ? instanceId() : undefined };
  notifier().notify(DRAFT_CHANNEL, JSON.stringify(payload), local !== null);
  draftHub().published(row.id, seq, local);
}

/** The same once the transaction open on `client` has committed (never after a rollback). */
export function announceDraftAtCommit(
  client: pg.PoolClient,
  row: Pick<DraftRow, "id" | "eventId">,
  seq: number,
  local: Local | null,
): void {
  afterCommit(client, () => announceDraft(row, seq, local));
}

export function draftAggregate<L extends DraftLock>(
  lock: (client: pg.PoolClient) => Promise<L>,
): Aggregate<pg.PoolClient, L, Append> {
  return {
    lock,
    seq: (locked) => locked.row.seq,
    async recorded(client, { row, recordedSeq }, actor, key) {
      if (recordedSeq !== undefined) return recordedSeq;
      const sql = `SELECT seq FROM "DraftAction" WHERE "draftId" = $1 AND "idempotencyKey" = $2 AND actor = $3`;
      return (await client.query<{ seq: number }>(sql, [row.id, key, actor])).rows[0]?.seq ?? null;
    },
    async append(client, { row }, entries, key) {
      let at = row;
      for (const entry of numbered(entries, row.seq, key)) {
        await appendAction(client, at, entry);
        at = { ...at, seq: entry.seq, stateSeq: entry.seq, state: entry.state, status: entry.status };
      }
      return at.seq;
    },
    announce(client, { row }, seq, entries) {
      const last = entries.at(-1)!;
      // The bid clock's deadline is the database's: with a clock running, the streams read it.
      const entry = { seq, kind: last.kind, actor: last.actor, events: last.events, undoneBy: null };
      const snapshot = { seq, status: last.status, state: last.state, clockDeadline: null };
      const local = entries.length === 1 && last.publishedLocally ? { entry, snapshot } : null;
      announceDraftAtCommit(client, row, seq, local);
    },
  };
}

/** A command on the event's draft, in a transaction of its own (after its fast path, if any). */
export function writeDraft<L extends DraftLock, X extends Loaded, T>(
  lock: (client: pg.PoolClient) => Promise<L>,
  command: Command<pg.PoolClient, L, X, Append, T>,
  fastPath?: FastPath<Outcome<T>>,
): Promise<Outcome<T>> {
  return write(withTransaction, draftAggregate(lock), command, fastPath);
}

/** The event's draft row, locked (organizer actions and the clock). */
export const draftOfEvent = (eventId: string) => async (client: pg.PoolClient) => ({
  row: await lockDraftOfEvent(client, eventId),
});

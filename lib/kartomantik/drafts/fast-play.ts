// The write kernel's fast path for a player's action (lib/kartomantik/drafts/play.ts passes it to the kernel),
// under the same rules as the locked path (lib/kartomantik/drafts/rules.ts): the common case in one statement
// (one round trip, autocommit):
// the engine runs on this instance's cached copy of the draft, and the write is a
// compare-and-set on the draft row's sequence number — the UPDATE takes the row lock, the log
// append rides in the same statement; other instances are told after the commit
// (lib/realtime/notifier.ts). Whenever the cache cannot be
// trusted (another instance or an organizer wrote, the seat moved, a rule refusal, a duplicate
// key, the draft ending) this returns null and the caller takes the locked transaction, which
// decides and explains everything and refreshes the cache.
import type pg from "pg";
import { applyDraft } from "@/engine/kartomantik/draft";
import type { DraftAction, DraftEvent, DraftState } from "@/engine/kartomantik/draft/types";
import { pool } from "@/lib/db/pool";
import { INSERT_ACTION, type DraftRow } from "@/lib/kartomantik/drafts/records";
import type { DraftStatus } from "@/lib/kartomantik/drafts/log";
import { announceDraft } from "@/lib/kartomantik/drafts/aggregate";
import { clockDeadlineSql, clockMode, freshAfter } from "@/lib/kartomantik/drafts/rules";
import { snapshotDue } from "@/lib/kartomantik/drafts/snapshots";
import type { DraftViewMessage } from "@/lib/kartomantik/drafts/views";
import { viewFor } from "@/lib/kartomantik/drafts/views";

interface Cached {
  row: DraftRow;
  /** Device key hash → seat id, as last confirmed by the locked path. */
  seats: Map<string, string>;
  /** Kinds of the latest log entries by seq (to tell "only passes since you looked"). */
  kinds: Map<number, string>;
}

const MAX_DRAFTS = 500;
const KEEP_KINDS = 64;
const holder = globalThis as unknown as { bazaarDraftCache?: Map<string, Cached> };
const cache = (): Map<string, Cached> => (holder.bazaarDraftCache ??= new Map());

/** How often the one-statement path was taken and declined (tests/drafts read it: which path a bid took). */
export const fastPathStats = { taken: 0, declined: 0 };

/** The locked path tells the cache what it just committed (or found). */
export function remember(row: DraftRow, deviceKeyHash: string | null, seatId: string | null, kind?: string): void {
  const drafts = cache();
  let found = drafts.get(row.eventId);
  if (!found || found.row.id !== row.id) {
    if (drafts.size >= MAX_DRAFTS) drafts.delete(drafts.keys().next().value!);
    found = { row, seats: new Map(), kinds: new Map() };
    drafts.set(row.eventId, found);
  } else if (row.seq < found.row.seq) {
    return;
  }
  // A seq's kind never changes (an undo is an entry of its own), so what we know stays true.
  found.row = row;
  if (kind) found.kinds.set(row.seq, kind);
  found.kinds.delete(row.seq - KEEP_KINDS);
  if (deviceKeyHash && seatId) found.seats.set(deviceKeyHash, seatId);
}

export function forget(eventId: string): void {
  cache().delete(eventId);
}

export interface FastInput {
  type: "choose" | "bid" | "match" | "pass";
  action: DraftAction;
  seenSeq: number;
  idempotencyKey: string;
}

export interface FastResult {
  seq: number;
  duplicate: false;
  view: DraftViewMessage;
}

/** The statement, storing the new state as the snapshot ($12) or not (lib/kartomantik/drafts/snapshots.ts). */
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
const STATEMENTS = { snapshot: statement(true), append: statement(false) };

function decline(): null {
  fastPathStats.declined++;
  return null;
}

/** The kinds of the entries the client has not seen, as far as the cache knows them. */
function missedKinds(c: Cached, seenSeq: number): (string | undefined)[] {
  const kinds: (string | undefined)[] = [];
  for (let s = seenSeq + 1; s <= c.row.seq; s++) kinds.push(c.kinds.get(s));
  return kinds;
}

export async function tryFastPlay(
  eventId: string,
  deviceKeyHash: string,
  input: FastInput,
): Promise<FastResult | null> {
  const c = cache().get(eventId);
  const seatId = c?.seats.get(deviceKeyHash);
  if (!c || !seatId || c.row.status !== "running") return decline();
  const player = c.row.seatIds.indexOf(seatId);
  if (
    player < 0 ||
    input.action.player !== player ||
    input.seenSeq > c.row.seq ||
    !freshAfter(missedKinds(c, input.seenSeq))
  )
    return decline();
  const result = applyDraft(c.row.state, input.action);
  if ("error" in result || result.state.finished) return decline();
  const before = c.row;
  const seq = before.seq + 1;
  const state: DraftState = result.state;
  const clock = clockMode(input.type, state);
  const actor = `seat:${seatId}`;
  const storeSnapshot = snapshotDue(before.stateSeq, seq);
  const values: unknown[] = [
    before.id,
    seq,
    input.type,
    actor,
    JSON.stringify(input.action),
    JSON.stringify(result.events satisfies DraftEvent[]),
    input.idempotencyKey,
    "running" satisfies DraftStatus,
    clock,
    seatId,
    deviceKeyHash,
  ];
  if (storeSnapshot) values.push(JSON.stringify(state));
  let rows: { seq: number; clockDeadline: Date | null }[];
  try {
    // Named: each connection parses and plans it once, not on every bid.
    const [name, text] = storeSnapshot
      ? ["draft-fast-play-snapshot", STATEMENTS.snapshot]
      : ["draft-fast-play", STATEMENTS.append];
    ({ rows } = await pool().query<{ seq: number; clockDeadline: Date | null }>({ name, text, values }));
  } catch (err) {
    // A repeated idempotency key: the locked path answers it with the original result.
    if ((err as pg.DatabaseError).code === "23505") return decline();
    throw err;
  }
  if (!rows[0]) {
    // Someone else wrote first (or the seat moved, or the draft paused): the cache is stale.
    if (cache().get(eventId) === c && c.row === before) forget(eventId);
    return decline();
  }
  const clockDeadline = rows[0].clockDeadline;
  const row: DraftRow = { ...before, seq, state, stateSeq: storeSnapshot ? seq : before.stateSeq, clockDeadline };
  // Our own later write may already have moved the cache on; never step it back.
  if (c.row === before) {
    c.row = row;
    c.kinds.set(seq, input.type);
    c.kinds.delete(seq - KEEP_KINDS);
  }
  fastPathStats.taken++;
  const snapshot = { seq, status: "running" as const, state, clockDeadline };
  // Autocommitted: durable now, so it is announced (the locked path's announcement:
  // lib/kartomantik/drafts/aggregate.ts).
  announceDraft(before, seq, {
    entry: { seq, kind: input.type, actor, events: result.events, undoneBy: null },
    snapshot,
  });
  return { seq, duplicate: false, view: viewFor(snapshot, player) };
}

/** The player index this device holds in the event's draft, if the cache knows it. */
export function knownPlayer(eventId: string, deviceKeyHash: string): number | null {
  const c = cache().get(eventId);
  const seatId = c?.seats.get(deviceKeyHash);
  if (!c || !seatId) return null;
  const player = c.row.seatIds.indexOf(seatId);
  return player < 0 ? null : player;
}

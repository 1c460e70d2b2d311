// This instance's copy of the drafts its players act on, so that the common player's action is
// written in one statement (lib/kartomantik/drafts/aggregate.ts): the row as last committed or
// found under the lock, which device holds which seat, and the kinds of the latest entries (to
// tell "only passes by others since you looked" without reading the log). It may be behind the
// database (another instance or an organizer wrote): the one statement then finds the row moved on.
import type { DraftRow } from "@/lib/kartomantik/drafts/records";

export interface CachedDraft {
  row: DraftRow;
  /** Device key hash → seat id, as last confirmed under the lock. */
  seats: Map<string, string>;
  /** Kinds of the latest log entries by seq. */
  kinds: Map<number, string>;
}

const MAX_DRAFTS = 500;
const KEEP_KINDS = 64;
const holder = globalThis as unknown as { bazaarDraftCache?: Map<string, CachedDraft> };
const cache = (): Map<string, CachedDraft> => (holder.bazaarDraftCache ??= new Map());

export const cachedDraft = (eventId: string): CachedDraft | undefined => cache().get(eventId);

/** What the lock found or the transaction committed; never steps a newer copy back. */
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

/** The one statement wrote `row` after `before`: the copy moves on, unless our own later write
 * already moved it. */
export function advance(c: CachedDraft, before: DraftRow, row: DraftRow, kind: string): void {
  if (c.row !== before) return;
  c.row = row;
  c.kinds.set(row.seq, kind);
  c.kinds.delete(row.seq - KEEP_KINDS);
}

/** The kinds of the entries after `seenSeq` (up to the copy's seq), as far as the copy knows them. */
export function missedKinds(c: CachedDraft, seenSeq: number): (string | undefined)[] {
  const kinds: (string | undefined)[] = [];
  for (let s = seenSeq + 1; s <= c.row.seq; s++) kinds.push(c.kinds.get(s));
  return kinds;
}

// A committed draft write told: to the other instances on the notifier's connection
// (lib/realtime/notifier.ts), to this instance's streams directly (lib/kartomantik/drafts/draft-hub.ts).
// Never before the write is durable: the one statement calls it once autocommitted, a transaction
// after its commit.
import type pg from "pg";
import { afterCommit } from "@/lib/db/pool";
import { draftHub } from "@/lib/kartomantik/drafts/draft-hub";
import { DRAFT_CHANNEL, type LogEntry } from "@/lib/kartomantik/drafts/log";
import type { DraftRow } from "@/lib/kartomantik/drafts/records";
import type { DraftSnapshot } from "@/lib/kartomantik/drafts/views";
import { instanceId } from "@/lib/realtime/instance";
import { notifier } from "@/lib/realtime/notifier";
import { stamped } from "@/lib/realtime/notify-lag";

type Local = { entry: LogEntry; snapshot: DraftSnapshot };

/** Tells every instance that `seq` of this draft is committed; `local`: the entry and state this
 * instance's streams are handed directly (they are read otherwise). */
export function announceDraft(row: Pick<DraftRow, "id" | "eventId">, seq: number, local: Local | null): void {
  const payload = { draftId: row.id, eventId: row.eventId, seq, delivered: local ? instanceId() : undefined };
  notifier().notify(DRAFT_CHANNEL, JSON.stringify(stamped(payload)), local !== null);
  draftHub().published(row.id, seq, local);
  // The start: the pages waiting for it on this instance hear of it now, not at the next sweep.
  if (seq === 1) draftHub().started(row.eventId);
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

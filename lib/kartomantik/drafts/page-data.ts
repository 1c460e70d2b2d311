// What a draft page needs on first render: names by player index, the pool's cards in the
// viewer's language, and the current view (then the SSE stream keeps it current).
import { pileOf } from "@/engine/kartomantik/draft";
import { eventSetId } from "@/lib/kartomantik/cards/sets";
import type { DraftCard } from "@/engine/kartomantik/draft/types";
import { db } from "@/lib/db/client";
import { localizeCard, type CardInfo } from "@/lib/kartomantik/cards/localize";
import type { Locale } from "@/i18n/config";
import { SNAPSHOT_ONLY, readUpdate } from "@/lib/kartomantik/drafts/draft-hub";
import { pool } from "@/lib/db/pool";
import { entriesAfter } from "@/lib/kartomantik/drafts/records";
import type { LogEntry } from "@/lib/kartomantik/drafts/log";
import { entriesFor } from "@/lib/kartomantik/drafts/proxy-privacy";
import { RECENT_ENTRIES, viewFor, type DraftViewMessage } from "@/lib/kartomantik/drafts/views";

export interface DraftPageData {
  players: string[];
  /** Seat ids by player index (the organizer's console hands them to the bot and back). */
  seatIds: string[];
  cards: Record<string, CardInfo>;
  view: DraftViewMessage;
  /** The latest log entries, oldest first: a reloaded page still shows the recent log and knows
   * whether the last act was an organizer's undo. */
  log: LogEntry[];
}

export async function draftPageData(
  eventId: string,
  locale: Locale,
  player: number | null,
): Promise<DraftPageData | null> {
  const draft = await db().draft.findUnique({
    where: { eventId },
    select: { id: true, seatIds: true, event: { select: { cardSetId: true } } },
  });
  if (!draft) return null;
  const [update, seats, cards] = await Promise.all([
    readUpdate(draft.id, SNAPSHOT_ONLY),
    db().seat.findMany({ where: { id: { in: draft.seatIds } }, select: { id: true, displayName: true } }),
    db().card.findMany({ where: { setId: eventSetId(draft.event.cardSetId) } }),
  ]);
  if (!update) return null;
  const seq = update.snapshot.seq;
  const log = (await entriesAfter(pool("reads"), draft.id, Math.max(0, seq - RECENT_ENTRIES))).filter(
    (e) => e.seq <= seq,
  );
  return {
    log: entriesFor(log, player),
    players: draft.seatIds.map((id) => seats.find((s) => s.id === id)?.displayName ?? "?"),
    seatIds: draft.seatIds,
    cards: Object.fromEntries(cards.map((c) => [c.id, localizeCard(c, locale)])),
    view: viewFor(update.snapshot, player),
  };
}

/** Sizes of the set's four Draft Bazaar piles (the engine's own pile rule), for the
 * organizer's composition form. Cards fitting no pile are left out; starting refuses them. */
export async function pileSizes(cardSetId: string) {
  const rows = await db().card.findMany({
    where: { setId: cardSetId },
    select: { id: true, type: true, points: true },
  });
  const sizes = { wills: 0, minor: 0, medium: 0, major: 0 };
  for (const r of rows) {
    const pile = pileOf(r as DraftCard);
    if (typeof pile === "string") sizes[pile]++;
  }
  return sizes;
}

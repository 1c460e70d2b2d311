// Kartomantik's decks in the event archive (lib/tournament/exports.ts): each seat's saved deck and its Riserva
// (rulebook §4.1; a Draft Bazaar's is the rest of the drafted cards), by the set's own card ids, with the lock
// and the debt it fixed (event-rules §5).
import { db } from "@/lib/db/client";

export async function archivedDecks(eventId: string): Promise<Map<string, unknown>> {
  const decks = await db().deck.findMany({
    where: { seat: { eventId } },
    include: { seat: { select: { draftCardIds: true } } },
  });
  const ids = [...new Set(decks.flatMap((d) => [...d.cardIds, ...d.sideboardIds, ...d.seat.draftCardIds]))];
  const rows = await db().card.findMany({
    where: { id: { in: ids } },
    select: { id: true, externalId: true, nameEn: true, nameIt: true, points: true, type: true },
  });
  const card = new Map(
    rows.map((c) => [c.id, { id: c.externalId, name: c.nameEn, nameIt: c.nameIt, type: c.type, points: c.points }]),
  );
  const named = (list: string[]) => list.map((id) => card.get(id) ?? { id });
  return new Map(
    decks.map((d) => {
      const sideboard = d.seat.draftCardIds.length
        ? d.seat.draftCardIds.filter((id) => !d.cardIds.includes(id))
        : d.sideboardIds;
      const deck = {
        cards: named(d.cardIds),
        sideboard: named(sideboard),
        lockedAt: d.lockedAt?.toISOString() ?? null,
        debt: d.debt,
      };
      return [d.seatId, deck];
    }),
  );
}

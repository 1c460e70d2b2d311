// Deck checks at the tables: for each player, what they drafted (a Draft Bazaar's
// 36 cards), the 30-card deck they saved and their sideboard, by name, for the organizer's
// console and its printed sheets. Organizer-only: the route and the pages check the owner.
import type { Locale } from "@/i18n/config";
import { db } from "@/lib/db/client";
import { decksOverview } from "@/lib/kartomantik/decks/draft-decks";

export interface SheetCard {
  id: string;
  name: string;
  type: string;
  points: number;
}

export interface DeckSheet {
  seatId: string;
  name: string;
  /** A Draft Bazaar's drafted cards in the order taken; empty for a constructed event. */
  drafted: SheetCard[];
  /** The saved deck (empty until the player saves). */
  deck: SheetCard[];
  /** Draft: the drafted cards not in the deck; constructed: the chosen sideboard. */
  sideboard: SheetCard[];
  points: number;
  spent: number;
  debt: number;
  legal: boolean;
  saved: boolean;
  locked: boolean;
}

const byName = (a: SheetCard, b: SheetCard) => a.name.localeCompare(b.name);

export async function deckSheets(eventId: string, locale: Locale): Promise<DeckSheet[]> {
  const [event, seats, overview] = await Promise.all([
    db().event.findUniqueOrThrow({ where: { id: eventId }, select: { format: true } }),
    db().seat.findMany({ where: { eventId }, orderBy: { position: "asc" }, include: { deck: true } }),
    decksOverview(eventId),
  ]);
  const ids = seats.flatMap((s) => [...s.draftCardIds, ...(s.deck?.cardIds ?? []), ...(s.deck?.sideboardIds ?? [])]);
  const rows = await db().card.findMany({ where: { id: { in: [...new Set(ids)] } } });
  const cards = new Map(
    rows.map((c) => [c.id, { id: c.id, name: locale === "it" ? c.nameIt : c.nameEn, type: c.type, points: c.points }]),
  );
  const list = (cardIds: string[]) => cardIds.flatMap((id) => cards.get(id) ?? []);
  const constructed = event.format === "constructed";
  return seats.map((s) => {
    const o = overview.find((d) => d.seatId === s.id)!;
    const deckIds = s.deck?.cardIds ?? [];
    const inDeck = new Set(deckIds);
    const sideboardIds = constructed
      ? (s.deck?.sideboardIds ?? [])
      : s.deck
        ? s.draftCardIds.filter((id) => !inDeck.has(id))
        : [];
    return {
      seatId: s.id,
      name: s.displayName,
      drafted: constructed ? [] : list(s.draftCardIds),
      deck: list(deckIds).sort(byName),
      sideboard: list(sideboardIds).sort(byName),
      points: o.points,
      spent: o.spent,
      debt: o.debt,
      legal: o.legal,
      saved: o.saved,
      locked: o.locked,
    };
  });
}

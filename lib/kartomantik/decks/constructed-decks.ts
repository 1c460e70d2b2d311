// Constructed decks (event-rules §4, rulebook §4.1): events without a draft. Each player builds
// 30 cards from the event's whole card set — one copy per name, at most 500 points of
// manifestations — and may name a sideboard of up to 6 other cards (no points limit).
import { z } from "zod";
import { createCatalog, debt, validateDeck } from "@/engine/kartomantik/deck-rules";
import type { DeckCard, DeckCheck } from "@/engine/kartomantik/deck-rules/types";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { eventSetId } from "@/lib/kartomantik/cards/sets";
import { deckCardOf } from "@/lib/kartomantik/decks/cards";
import { saveDraftDeck } from "@/lib/kartomantik/decks/draft-decks";
import { deckFormatOf } from "@/lib/events/modes";
import { seatOfDevice } from "@/lib/events/seats";
import { localizeCard, type CardInfo } from "@/lib/kartomantik/cards/localize";
import type { Locale } from "@/i18n/config";

export const constructedDeckInput = z.object({
  cardIds: z.array(z.string().min(1).max(64)).max(60),
  sideboardIds: z.array(z.string().min(1).max(64)).max(30).default([]),
});

export interface ConstructedDeckView {
  cardIds: string[];
  sideboardIds: string[];
  saved: boolean;
  locked: boolean;
  check: DeckCheck;
  debt: number;
}

/** The whole set, as the builder needs it (deck rules, display, community ids for import/export). */
export interface SetForBuilding {
  pool: DeckCard[];
  cards: Record<string, CardInfo>;
  /** Our card id → the catalog's own id (community JSON deck lists use those). */
  externalIds: Record<string, string>;
}

async function constructedSeat(eventId: string, device: string | null) {
  const seat = await seatOfDevice(eventId, device);
  if (!seat) throw new AppError("not_seated");
  const event = await db().event.findUniqueOrThrow({
    where: { id: eventId },
    select: { format: true, cardSetId: true, mode: true },
  });
  if (event.format !== "constructed") throw new AppError("not_a_constructed_event");
  return { seat, cardSetId: eventSetId(event.cardSetId), format: deckFormatOf(event.mode) };
}

export async function setForBuilding(cardSetId: string, locale: Locale): Promise<SetForBuilding> {
  const cards = await db().card.findMany({ where: { setId: cardSetId }, orderBy: { collectionNumber: "asc" } });
  return {
    pool: cards.map(deckCardOf),
    cards: Object.fromEntries(cards.map((c) => [c.id, localizeCard(c, locale)])),
    externalIds: Object.fromEntries(cards.map((c) => [c.id, c.externalId])),
  };
}

export function checkConstructed(
  pool: DeckCard[],
  cardIds: string[],
  sideboardIds: string[],
  format: "constructed" | "2v2" = "constructed",
) {
  const check = validateDeck(createCatalog(pool), { format, deck: cardIds, sideboard: sideboardIds });
  // No auctions in a constructed event: only the points over 500 could make debt, and those are illegal.
  return { check, debt: debt(check.stats.points, 0) };
}

export async function myConstructedDeck(
  eventId: string,
  device: string | null,
  locale: Locale,
): Promise<{ deck: ConstructedDeckView; format: "constructed" | "2v2"; set: SetForBuilding }> {
  const { seat, cardSetId, format } = await constructedSeat(eventId, device);
  const [deck, set] = await Promise.all([
    db().deck.findUnique({ where: { seatId: seat.id } }),
    setForBuilding(cardSetId, locale),
  ]);
  const cardIds = deck?.cardIds ?? [];
  const sideboardIds = deck?.sideboardIds ?? [];
  return {
    deck: {
      cardIds,
      sideboardIds,
      saved: !!deck,
      locked: !!deck?.lockedAt,
      ...checkConstructed(set.pool, cardIds, sideboardIds, format),
    },
    format,
    set,
  };
}

/** Saves the player's lists as they are (legal or not yet): only cards of the event's set, each
 * once across deck and sideboard. The organizer's lock requires them legal. */
export async function saveConstructedDeck(
  eventId: string,
  device: string,
  input: z.infer<typeof constructedDeckInput>,
): Promise<ConstructedDeckView> {
  const { seat, cardSetId, format } = await constructedSeat(eventId, device);
  const { cardIds, sideboardIds } = input;
  const all = [...cardIds, ...sideboardIds];
  if (new Set(all).size !== all.length) throw new AppError("invalid_input", { reason: "a card appears twice" });
  const cards = await db().card.findMany({ where: { setId: cardSetId } });
  const inSet = new Set(cards.map((c) => c.id));
  if (all.some((id) => !inSet.has(id))) throw new AppError("deck_card_not_in_set");
  return db().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Seat" WHERE id = ${seat.id} FOR UPDATE`;
    const existing = await tx.deck.findUnique({ where: { seatId: seat.id } });
    if (existing?.lockedAt) throw new AppError("deck_locked");
    await tx.deck.upsert({
      where: { seatId: seat.id },
      create: { seatId: seat.id, cardIds, sideboardIds },
      update: { cardIds, sideboardIds },
    });
    return {
      cardIds,
      sideboardIds,
      saved: true,
      locked: false,
      ...checkConstructed(cards.map(deckCardOf), cardIds, sideboardIds, format),
    };
  });
}

/** The one deck endpoint's save: a Draft Bazaar deck or a constructed one, by the event's format. */
export async function saveMyDeck(eventId: string, device: string, input: z.infer<typeof constructedDeckInput>) {
  const event = await db().event.findUnique({ where: { id: eventId }, select: { format: true } });
  if (!event) throw new AppError("not_found");
  if (event.format === "constructed") return saveConstructedDeck(eventId, device, input);
  if (input.sideboardIds.length)
    throw new AppError("invalid_input", {
      reason: "sideboardIds: a Draft Bazaar sideboard is the rest of the drafted cards",
    });
  return saveDraftDeck(eventId, device, input.cardIds);
}

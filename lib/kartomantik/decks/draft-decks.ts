// Draft Bazaar decks (event-rules §4–5): each player keeps 30 of their 36 drafted cards; the
// organizer locks every deck at the tournament's start, which fixes each player's debt. The
// overview and the lock serve constructed events too (lib/kartomantik/decks/constructed-decks.ts).
import { z } from "zod";
import { createCatalog, debt, FORMATS, validateDeck } from "@/engine/kartomantik/deck-rules";
import type { DeckCheck, DeckCard } from "@/engine/kartomantik/deck-rules/types";
import { db, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { catalogOf, deckCardOf } from "@/lib/kartomantik/decks/cards";
import { deckFormatOf } from "@/lib/events/modes";
import { writeEvent } from "@/lib/events/write";
import { seatOfDevice } from "@/lib/events/seats";

export const deckInput = z.object({ cardIds: z.array(z.string().min(1).max(64)).max(60) });

export interface DraftDeckView {
  pool: DeckCard[];
  /** Our card id → the catalog's own id (community JSON deck lists use those). */
  externalIds: Record<string, string>;
  cardIds: string[];
  /** Whether the player has saved a deck yet (before that, all drafted cards are shown). */
  saved: boolean;
  spent: number;
  locked: boolean;
  check: DeckCheck;
  debt: number;
}

async function draftSeat(eventId: string, device: string | null) {
  const seat = await seatOfDevice(eventId, device);
  if (!seat) throw new AppError("not_seated");
  const event = await db().event.findUniqueOrThrow({
    where: { id: eventId },
    select: { format: true, draft: { select: { status: true } } },
  });
  if (event.format !== "draft_bazaar") throw new AppError("not_a_draft_event");
  if (event.draft?.status !== "finished") throw new AppError("draft_not_over");
  return seat;
}

function check(pool: DeckCard[], cardIds: string[], spent: number) {
  const result = validateDeck(createCatalog(pool), { format: "draft", deck: cardIds, pool: pool.map((c) => c.id) });
  return { check: result, debt: debt(result.stats.points, spent) };
}

async function poolOf(cardIds: string[]): Promise<{ pool: DeckCard[]; externalIds: Record<string, string> }> {
  const rows = await db().card.findMany({ where: { id: { in: cardIds } } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const found = cardIds.flatMap((id) => byId.get(id) ?? []);
  return { pool: found.map(deckCardOf), externalIds: Object.fromEntries(found.map((r) => [r.id, r.externalId])) };
}

/** The player's deck as saved (all 36 until they choose), with the live check and debt. */
export async function myDraftDeck(eventId: string, device: string | null): Promise<DraftDeckView> {
  const seat = await draftSeat(eventId, device);
  const deck = await db().deck.findUnique({ where: { seatId: seat.id } });
  const { pool, externalIds } = await poolOf(seat.draftCardIds);
  const cardIds = deck?.cardIds ?? seat.draftCardIds;
  return {
    pool,
    externalIds,
    cardIds,
    saved: !!deck,
    spent: seat.pointsSpent,
    locked: !!deck?.lockedAt,
    ...check(pool, cardIds, seat.pointsSpent),
  };
}

/** Saves whatever the player has chosen so far (legal or not yet); only drafted cards, once each. */
export async function saveDraftDeck(eventId: string, device: string, cardIds: string[]): Promise<DraftDeckView> {
  const seat = await draftSeat(eventId, device);
  const drafted = new Set(seat.draftCardIds);
  const stranger = cardIds.find((id) => !drafted.has(id));
  if (stranger) throw new AppError("deck_card_not_drafted");
  if (new Set(cardIds).size !== cardIds.length) throw new AppError("invalid_input", { reason: "a card appears twice" });
  return db().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Seat" WHERE id = ${seat.id} FOR UPDATE`;
    const existing = await tx.deck.findUnique({ where: { seatId: seat.id } });
    if (existing?.lockedAt) throw new AppError("deck_locked");
    await tx.deck.upsert({ where: { seatId: seat.id }, create: { seatId: seat.id, cardIds }, update: { cardIds } });
    const { pool, externalIds } = await poolOf(seat.draftCardIds);
    return {
      pool,
      externalIds,
      cardIds,
      saved: true,
      spent: seat.pointsSpent,
      locked: false,
      ...check(pool, cardIds, seat.pointsSpent),
    };
  });
}

/** Where a player's deck stands before the start: only "ready" (saved and legal) may be locked. */
export type DeckStatus = "missing" | "illegal" | "ready" | "locked";

/** Every seat's deck state, for the organizer: Draft Bazaar (30 of the 36 drafted) or constructed
 * (30 from the set, ≤500 points, a chosen sideboard of up to 6). */
export async function decksOverview(eventId: string, client: Tx | ReturnType<typeof db> = db()) {
  const event = await client.event.findUniqueOrThrow({ where: { id: eventId }, select: { format: true, mode: true } });
  const constructed = event.format === "constructed";
  const seats = await client.seat.findMany({
    where: { eventId },
    orderBy: { position: "asc" },
    include: { deck: true },
  });
  const ids = seats.flatMap((s) => [...s.draftCardIds, ...(s.deck?.cardIds ?? []), ...(s.deck?.sideboardIds ?? [])]);
  const cards = await client.card.findMany({ where: { id: { in: [...new Set(ids)] } } });
  const catalog = catalogOf(cards);
  const format = constructed ? deckFormatOf(event.mode) : "draft";
  return seats.map((s) => {
    const cardIds = s.deck?.cardIds ?? (constructed ? [] : s.draftCardIds);
    const result = constructed
      ? validateDeck(catalog, {
          format: deckFormatOf(event.mode),
          deck: cardIds,
          sideboard: s.deck?.sideboardIds ?? [],
        })
      : validateDeck(catalog, { format: "draft", deck: cardIds, pool: s.draftCardIds });
    const status: DeckStatus = s.deck?.lockedAt ? "locked" : !s.deck ? "missing" : result.legal ? "ready" : "illegal";
    return {
      seatId: s.id,
      name: s.displayName,
      status,
      cards: cardIds.length,
      /** The format's deck size (a 2v2 deck has 21 cards). */
      size: FORMATS[format].size,
      sideboard: result.sideboard.length,
      points: result.stats.points,
      spent: s.pointsSpent,
      debt: s.deck?.debt ?? debt(result.stats.points, s.pointsSpent),
      legal: result.legal,
      /** Why it is not legal (the engine's deck rules), for the organizer's words. */
      violations: result.violations,
      saved: !!s.deck,
      locked: !!s.deck?.lockedAt,
    };
  });
}

/** Locks every deck at once; refuses (naming the players) while any deck is missing or illegal.
 * Checked under the seats' row locks, so a save cannot slip in between the check and the lock. Pressed again
 * (a double click, or after the start), nothing is left to lock: the first lock's time, debts and log entry stay
 * the only ones (event-rules §5: debt is fixed when the deck is locked). */
export async function lockDecks(organizerId: string, eventId: string) {
  return writeEvent(eventId, async (tx) => {
    const overview = await lockDecksIn(tx, eventId);
    const newly = lockedNow(overview);
    return {
      result: { locked: newly.length },
      log: newly.length ? { type: "decks.locked", actor: `organizer:${organizerId}`, payload: newly } : null,
    };
  });
}

/** The lock itself, inside a caller's event write (the tournament's start locks decks too). */
export async function lockDecksIn(tx: Tx, eventId: string) {
  await tx.$queryRaw`SELECT id FROM "Seat" WHERE "eventId" = ${eventId} FOR UPDATE`;
  // Decks saved before an undo reopened the draft must not lock (and so seal) a running draft;
  // read under the event row's lock, which an undo takes too (lib/kartomantik/drafts/control.ts).
  const draft = await tx.draft.findUnique({ where: { eventId }, select: { status: true } });
  if (draft && draft.status !== "finished") throw new AppError("draft_not_over");
  const overview = await decksOverview(eventId, tx);
  const notReady = overview.filter((d) => !d.saved || !d.legal).map((d) => d.name);
  if (notReady.length) throw new AppError("decks_not_ready", { names: notReady.join(", ") });
  const at = new Date();
  // A deck locked before keeps its lock's time and debt.
  for (const d of overview)
    if (!d.locked) await tx.deck.update({ where: { seatId: d.seatId }, data: { lockedAt: at, debt: d.debt } });
  return overview.map((d) => ({ ...d, newlyLocked: !d.locked }));
}

/** The decks a lock locked itself (one locked before keeps its own entry), as the log names them. */
export const lockedNow = (overview: Awaited<ReturnType<typeof lockDecksIn>>) =>
  overview
    .filter((d) => d.newlyLocked)
    .map((d) => ({ seatId: d.seatId, points: d.points, spent: d.spent, debt: d.debt }));

// The deck of a seat the draft bot played, once the draft is over (event-rules §4–5): a legal 30 of
// its 36, debt first (buildDraftDeck), built outside any transaction and saved as the seat's deck
// (not locked: a player who takes the seat back may change it), with an entry in the event's log.
import { debt } from "@/engine/kartomantik/deck-rules";
import { buildDraftDeck } from "@/engine/kartomantik/draft/bot";
import type { DraftState } from "@/engine/kartomantik/draft/types";
import { writeEvent } from "@/lib/events/write";
import { cardsOf } from "@/lib/kartomantik/drafts/bot-cards";

export interface FinishedDraft {
  id: string;
  eventId: string;
  seatIds: string[];
  bots: number[];
  state: DraftState;
}

/** Each bot seat of a finished draft without a deck gets the one the bot builds (legal 30 of its 36). */
export async function saveBotDecks(row: FinishedDraft): Promise<void> {
  const cards = await cardsOf(row.id);
  for (const player of row.bots) {
    const seatId = row.seatIds[player]!;
    const spent = row.state.spent[player] ?? 0;
    const pool = (row.state.hands[player] ?? []).flatMap((id) => cards.get(id) ?? []);
    const deck = buildDraftDeck(pool, spent);
    if (!deck) continue;
    const points = deck.reduce((s, id) => s + (cards.get(id)?.type === "manifestation" ? cards.get(id)!.points : 0), 0);
    const drafted = new Set(row.state.hands[player] ?? []);
    await writeEvent(row.eventId, async (tx) => {
      // A deck from these cards is the player's (they took the seat back and chose); one with cards
      // they no longer hold was saved before an undo reopened the draft, and is replaced.
      const saved = await tx.deck.findUnique({ where: { seatId }, select: { cardIds: true, lockedAt: true } });
      if (saved && (saved.lockedAt || saved.cardIds.every((id) => drafted.has(id)))) return { result: {}, log: null };
      await tx.deck.upsert({ where: { seatId }, create: { seatId, cardIds: deck }, update: { cardIds: deck } });
      const payload = { seatId, cards: deck.length, points, spent, debt: debt(points, spent) };
      return { result: {}, log: { type: "deck.saved", actor: `bot:seat:${seatId}`, payload } };
    });
  }
}

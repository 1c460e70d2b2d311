// The public card data the draft bot values (names, temperaments, power), per draft, cached: the
// driver reads it once, outside any transaction.
import type { DeckCard } from "@/engine/kartomantik/deck-rules/types";
import type { DraftCard } from "@/engine/kartomantik/draft/types";
import { db } from "@/lib/db/client";
import { pool } from "@/lib/db/pool";
import { deckCardOf } from "@/lib/kartomantik/decks/cards";

const MAX_CARD_SETS = 50;
const cardCache = new Map<string, Promise<Map<string, DeckCard>>>();

/** The draft's cards as the bot values them (names, temperaments, power: public card data). */
export function cardsOf(draftId: string): Promise<Map<string, DeckCard>> {
  let found = cardCache.get(draftId);
  if (!found) {
    if (cardCache.size >= MAX_CARD_SETS) cardCache.delete(cardCache.keys().next().value!);
    found = (async () => {
      const { rows } = await pool().query<{ pool: DraftCard[] }>(`SELECT pool FROM "Draft" WHERE id = $1`, [draftId]);
      const ids = (rows[0]?.pool ?? []).map((c) => c.id);
      const cards = await db().card.findMany({ where: { id: { in: ids } } });
      return new Map(cards.map((c) => [c.id, deckCardOf(c)]));
    })();
    found.catch(() => cardCache.delete(draftId));
    cardCache.set(draftId, found);
  }
  return found;
}

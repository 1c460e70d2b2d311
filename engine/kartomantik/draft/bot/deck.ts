// A legal 30-card Draft Bazaar deck from a drafted pool (event-rules §4): one copy per name, debt
// first (event-rules §5: the fewest points over the allowance), then the cards worth most.
import { nameKey } from "../../deck-rules/catalog";
import { debt } from "../../deck-rules/debt";
import type { DeckCard } from "../../deck-rules/types";
import { cardValue, DECK_SIZE } from "./valuation";

const pointsOf = (card: DeckCard) => (card.type === "manifestation" ? card.points : 0);

/**
 * The deck's ids, or null when the pool has fewer than 30 names. Starts from the 30 cards worth
 * most to the pool, then swaps costly manifestations for cheaper sideboard cards while the debt
 * can shrink: the swap that clears the debt with the least worth lost, else the biggest saving.
 */
export function buildDraftDeck(pool: readonly DeckCard[], spent: number): string[] | null {
  const worth = new Map(
    pool.map((c) => [
      c.id,
      cardValue(
        c,
        pool.filter((o) => o.id !== c.id),
      ),
    ]),
  );
  const byWorth = [...pool].sort((a, b) => worth.get(b.id)! - worth.get(a.id)! || (a.id < b.id ? -1 : 1));
  const names = new Set<string>();
  const unique = byWorth.filter((c) => {
    const key = nameKey(c.name);
    if (names.has(key)) return false;
    names.add(key);
    return true;
  });
  if (unique.length < DECK_SIZE) return null;
  const deck = unique.slice(0, DECK_SIZE);
  const side = unique.slice(DECK_SIZE);
  let points = deck.reduce((s, c) => s + pointsOf(c), 0);
  for (let guard = 0; guard < pool.length && debt(points, spent) > 0; guard++) {
    const over = debt(points, spent);
    let best: { d: number; s: number; saving: number; loss: number } | null = null;
    for (const [d, inDeck] of deck.entries())
      for (const [s, inSide] of side.entries()) {
        const saving = pointsOf(inDeck) - pointsOf(inSide);
        if (saving <= 0) continue;
        const loss = worth.get(inDeck.id)! - worth.get(inSide.id)!;
        const clears = saving >= over;
        const better =
          !best ||
          (clears && (best.saving < over || loss < best.loss)) ||
          (!clears && best.saving < over && saving > best.saving);
        if (better) best = { d, s, saving, loss };
      }
    if (!best) break;
    const out = deck[best.d]!;
    deck[best.d] = side[best.s]!;
    side[best.s] = out;
    points -= best.saving;
  }
  return deck.map((c) => c.id);
}

// Bo3 sideboarding (rulebook §4.1 Riserva, event-rules §6): before games 2 and 3 a player may
// replace deck cards with sideboard cards, "rispettando i normali limiti di costruzione".
import { cardRef } from "./catalog";
import type { Catalog, LockedDeck, Swap, SwapResult, Violation } from "./types";
import { validateDeck } from "./validate";
import { violation } from "./violations";

/**
 * Applies every swap at once (one card out for one card in, so the size never changes) and
 * re-checks the result; returns the new deck and sideboard, or every reason it cannot be done.
 * A card may take part in one swap only: "A out, X in; X out, B in" is just "A out, B in".
 */
export function applySwaps(catalog: Catalog, locked: LockedDeck, swaps: readonly Swap[]): SwapResult {
  const violations: Violation[] = [];
  const inDeck = new Set(locked.deck);
  const inSideboard = new Set(locked.sideboard);
  const used = new Set<string>();
  const repeated = new Set<string>();
  for (const { fromDeck, fromSideboard } of swaps) {
    if (!inDeck.has(fromDeck))
      violations.push(
        violation("swap_not_in_deck", "event-rules §6", { where: "swaps", card: cardRef(catalog, fromDeck) }),
      );
    if (!inSideboard.has(fromSideboard))
      violations.push(
        violation("swap_not_in_sideboard", "event-rules §6", { where: "swaps", card: cardRef(catalog, fromSideboard) }),
      );
    for (const id of [fromDeck, fromSideboard]) {
      if (used.has(id) && !repeated.has(id)) {
        repeated.add(id);
        violations.push(
          violation("swap_card_repeated", "event-rules §6", { where: "swaps", card: cardRef(catalog, id) }),
        );
      }
      used.add(id);
    }
  }
  if (violations.length > 0) return { ok: false, violations };

  const incoming = new Map(swaps.map((s) => [s.fromDeck, s.fromSideboard]));
  const outgoing = new Map(swaps.map((s) => [s.fromSideboard, s.fromDeck]));
  // Each swapped card takes the other's place, so both lists keep their order.
  const deck = locked.deck.map((id) => incoming.get(id) ?? id);
  const sideboard = locked.sideboard.map((id) => outgoing.get(id) ?? id);
  // The draft's pool is what was locked, deck and sideboard together.
  const pool = locked.format === "draft" ? (locked.pool ?? [...locked.deck, ...locked.sideboard]) : undefined;
  const check = validateDeck(catalog, { format: locked.format, deck, sideboard, ...(pool ? { pool } : {}) });
  return check.legal ? { ok: true, deck, sideboard, check } : { ok: false, violations: check.violations };
}

// Draft Bazaar debt (event-rules §5, "Calcolo del Debito"): what the deck's manifestation points
// plus the points spent in auctions exceed 500 by. Fixed when the deck is locked; Bo3 swaps do
// not change it.
import { DEBT_ALLOWANCE } from "./formats";

/** max(0, deckPoints + spent − 500): 480 + 100 → 80; 300 + 100 → 0. */
export function debt(deckPoints: number, spent: number): number {
  return Math.max(0, deckPoints + spent - DEBT_ALLOWANCE);
}

import type pg from "pg";
import type { DraftState } from "@/engine/kartomantik/draft/types";

/** After the draft each player's cards and points spent are stored on their seat (issue: decks). */
export async function storeResults(
  client: Pick<pg.PoolClient, "query">,
  seatIds: string[],
  state: DraftState,
): Promise<void> {
  for (const [player, seatId] of seatIds.entries()) {
    await client.query(`UPDATE "Seat" SET "draftCardIds" = $2, "pointsSpent" = $3 WHERE id = $1`, [
      seatId,
      state.hands[player] ?? [],
      state.spent[player] ?? 0,
    ]);
  }
}

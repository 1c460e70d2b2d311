// Kartomantik's Bo3 sideboarding (rulebook §4.1 "Riserva"): what the phone sends (swaps between deck and
// sideboard for game 2 or 3) and what it is shown. Apart from sideboard.ts: the phone's panel imports it.
import { z } from "zod";
import type { DeckCard, Format, Swap } from "@/engine/kartomantik/deck-rules/types";

export const sideboardInput = z.object({
  game: z.number().int().min(2).max(3),
  swaps: z.array(z.object({ fromDeck: z.string().min(1).max(64), fromSideboard: z.string().min(1).max(64) })).max(6),
  idempotencyKey: z.string().min(8).max(80),
});
export type SideboardInput = z.infer<typeof sideboardInput>;

export interface SideboardView {
  /** The game being prepared (2 or 3), or null when there is nothing to prepare now. */
  game: number | null;
  /** The deck and sideboard the player starts this game's swaps from. */
  deck: string[];
  sideboard: string[];
  format: Format;
  /** Cards of deck and sideboard, for the builder's live check. */
  pool: DeckCard[];
  /** My swaps for this game, when I am ready. */
  swaps: Swap[] | null;
  opponentReady: boolean;
  /** Games whose sideboarding is over (both ready): they may start. */
  started: number[];
}

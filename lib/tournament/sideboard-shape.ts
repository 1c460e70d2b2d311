// What Bo3 sideboarding takes and shows, whatever the game (its module's `sideboard` does the rest:
// lib/tournament/sideboard.ts asks it). A leaf: the game modules import it.
import { z } from "zod";
import type { DeckCard, Format, Swap } from "@/engine/decks/types";

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

/** A game's sideboarding (GameModule.sideboard). */
export interface Sideboarding {
  /** The player's deck and sideboard for the game being prepared. */
  view(eventId: string, matchId: string, device: string | null): Promise<SideboardView>;
  /** Saves the player's swaps for the game being prepared and marks them ready; refused (nothing saved)
   * when the swapped deck would be illegal. */
  ready(
    eventId: string,
    matchId: string,
    device: string,
    input: SideboardInput,
  ): Promise<{ duplicate: boolean; game: number; started: boolean }>;
}

// Bo3 sideboarding as the backbone asks it of a game (GameModule.sideboard; lib/tournament/sideboard.ts): the
// game reads its own request and answers its own view. A leaf: the game modules import it.
import type { z } from "zod";

/** A game's sideboarding between the games of a Bo3. */
export interface Sideboarding {
  /** The player's request (the game's own: which game it prepares, what changes, an idempotency key). */
  input: z.ZodType;
  /** The player's deck and whatever they may change for the game being prepared. */
  view(eventId: string, matchId: string, device: string | null): Promise<unknown>;
  /** Saves the player's changes for the game being prepared and marks them ready; refused (nothing saved)
   * when the changed deck would be illegal. */
  ready(
    eventId: string,
    matchId: string,
    device: string,
    input: never,
  ): Promise<{ duplicate: boolean; game: number; started: boolean }>;
}

// Bo3 sideboarding (rulebook §4.1 "Riserva", event-rules §6): before games 2 and 3 of a match each
// player may change their deck, the game's way; the game starts when every player at the table is ready.
// The backbone asks the event's game (its module's `sideboard`: Kartomantik's swaps between deck and
// sideboard); a game without one refuses as an event without locked decks does.
import { z } from "zod";
import type { DeckCard, Format, Swap } from "@/engine/decks/types";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { gameModule } from "@/lib/game-registry/modules";

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

/** The sideboarding of the match's game; a game without one refuses: not a Bo3, or no locked deck (the
 * players change their decks by hand). */
async function sideboardingOf(eventId: string, matchId: string): Promise<Sideboarding> {
  const match = await db().match.findUnique({
    where: { id: matchId },
    select: { tournament: { select: { eventId: true, bestOf: true, event: { select: { game: true } } } } },
  });
  if (!match || match.tournament.eventId !== eventId) throw new AppError("match_not_found");
  const sideboarding = gameModule(match.tournament.event.game).sideboard;
  if (sideboarding) return sideboarding;
  throw new AppError(match.tournament.bestOf === 3 ? "sideboard_no_deck" : "sideboard_not_bo3");
}

export async function mySideboard(eventId: string, matchId: string, device: string | null): Promise<SideboardView> {
  return (await sideboardingOf(eventId, matchId)).view(eventId, matchId, device);
}

export async function readyForGame(eventId: string, matchId: string, device: string, input: SideboardInput) {
  return (await sideboardingOf(eventId, matchId)).ready(eventId, matchId, device, input);
}

// Bo3 sideboarding (rulebook §4.1 "Riserva", event-rules §6): before games 2 and 3 of a match each
// player may change their deck, the game's way; the game starts when every player at the table is ready.
// The backbone asks the event's game (its module's `sideboard`: Kartomantik's swaps between deck and
// sideboard), which reads its own request; a game without one refuses as an event without locked decks does.
import { db } from "@/lib/db/client";
import { AppError, invalidInput } from "@/lib/errors";
import { gameModule } from "@/lib/game-registry/modules";
import type { Sideboarding } from "@/lib/tournament/sideboard-shape";

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

export async function mySideboard(eventId: string, matchId: string, device: string | null): Promise<unknown> {
  return (await sideboardingOf(eventId, matchId)).view(eventId, matchId, device);
}

/** The player's request, read by the game's own schema (400 with its reason, nothing saved). */
export async function readyForGame(eventId: string, matchId: string, device: string, body: unknown) {
  const sideboarding = await sideboardingOf(eventId, matchId);
  const input = sideboarding.input.safeParse(body);
  if (!input.success) throw invalidInput(input.error);
  return sideboarding.ready(eventId, matchId, device, input.data as never);
}

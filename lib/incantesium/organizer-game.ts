// One challenge of an event as its organizer's pages open it (watch, judge, replay): only the
// event's own organizer, only a challenge of that event; anything else is "not found" to the page.
import { getEventForOrganizer } from "@/lib/events/events";
import { AppError } from "@/lib/errors";
import { incGamesOf } from "@/lib/incantesium/access";

export async function organizerIncGame(organizerId: string, eventId: string, gameId: string) {
  await getEventForOrganizer(organizerId, eventId);
  const game = (await incGamesOf(eventId)).find((g) => g.id === gameId);
  if (!game) throw new AppError("inc_game_not_found");
  return game;
}

// A tournament match's next game on the app, whatever the game: its module's engine opens it (the same
// game for every player of the match). A game not played on the app has no such game.
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { engineServerOf } from "@/lib/game-registry/modules";

export async function openAppGame(eventId: string, matchId: string, device: string): Promise<{ gameId: string }> {
  const event = await db().event.findUnique({ where: { id: eventId }, select: { game: true } });
  if (!event) throw new AppError("match_not_found");
  const engine = await engineServerOf(event.game);
  if (!engine) throw new AppError("match_not_on_app");
  return engine.openMatchGame(eventId, matchId, device);
}

// The matches being played on the app now, whatever the game: each game says where it keeps its games on the app
// (GameModule.playingOnApp: EngineGame for Kartomantik and Carta alta, IncGame for Incantesium), so that the views,
// the one-source-per-game guard and the drop read the same answer.
import type { Tx } from "@/lib/db/client";
import { gameModule } from "@/lib/game-registry/modules";

/** Each match among `matchIds` with a game running on the app: that game's number in the match. */
export async function playingOnApp(tx: Tx, game: string, matchIds: readonly string[]): Promise<Map<string, number>> {
  if (matchIds.length === 0) return new Map();
  return (await gameModule(game).playingOnApp?.(tx, matchIds)) ?? new Map();
}

// The matches with a game running on the shared engine-game table (EngineGame: Kartomantik's games, the contract
// games'), for the games that keep theirs there (GameModule.playingOnApp).
import type { Tx } from "@/lib/db/client";

/** Each match among `matchIds` with a running game: that game's number in the match. */
export async function engineGamesPlaying(tx: Tx, matchIds: readonly string[]): Promise<Map<string, number>> {
  if (matchIds.length === 0) return new Map();
  const running = await tx.engineGame.findMany({
    where: { matchId: { in: [...matchIds] }, status: "running" },
    select: { matchId: true, game: true },
  });
  return new Map(running.map((g) => [g.matchId!, g.game]));
}

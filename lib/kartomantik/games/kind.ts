// Kartomantik's engine games as a kind of the shared engine-game path (lib/engine-games/kind.ts):
// the EngineGame and EngineAction tables, their channel and error codes.
import type { GameKind } from "@/lib/engine-games/kind";

export const GAME_CHANNEL = "bazaar_game";

export const GAMES: GameKind<"game"> = {
  channel: GAME_CHANNEL,
  label: "game",
  codes: { notFound: "game_not_found", notYours: "game_not_yours", refused: "game_refused", stale: "game_stale" },
  exportColumn: "game",
  snapshots: (c) => c.engineGame,
  seats: (c) => c.engineGame,
  logs: (c) => c.engineGame,
  actions: (c) => c.engineAction,
};

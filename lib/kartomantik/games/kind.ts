// Kartomantik's engine games as a kind of the shared engine-game path (lib/engine-games/kind.ts): its
// rows of the EngineGame table (kind "kartomantik"), their channel and error codes.
import type { GameKind } from "@/lib/engine-games/kind";
import { engineTable } from "@/lib/engine-games/engine-table";

export const GAME_CHANNEL = "bazaar_game";

/** EngineGame.kind of Kartomantik's games: every query of the table names it. */
export const KARTOMANTIK_KIND = "kartomantik";

export const GAMES: GameKind<"game"> = {
  channel: GAME_CHANNEL,
  label: "game",
  codes: { notFound: "game_not_found", notYours: "game_not_yours", refused: "game_refused", stale: "game_stale" },
  exportColumn: "game",
  ...engineTable<"game">(KARTOMANTIK_KIND),
};

// Incantesium challenges as a kind of the shared engine-game path (lib/engine-games/kind.ts): the
// IncGame and IncAction tables, their channel and error codes.
import type { GameKind } from "@/lib/engine-games/kind";

export const INC_CHANNEL = "bazaar_inc";

export const CHALLENGES: GameKind<"mode"> = {
  channel: INC_CHANNEL,
  label: "incantesium",
  codes: {
    notFound: "inc_game_not_found",
    notYours: "inc_game_not_yours",
    refused: "inc_game_refused",
    stale: "inc_game_stale",
  },
  exportColumn: "mode",
  tables: { game: "IncGame", actions: "IncAction" },
  seats: (c) => c.incGame,
  logs: (c) => c.incGame,
  actions: (c) => c.incAction,
};

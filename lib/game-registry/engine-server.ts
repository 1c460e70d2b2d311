// What the server runs for a game played on the app (GameModule.engine): the endpoints the engine-game
// routes mount once per kind (app/api/games/[kind]/[gameId]/…), its bots' driver (every instance sweeps
// it), and a tournament match's next game on the app. Loaded on demand: a page that only needs the
// module's settings never loads an engine.
import type { GameEndpoints } from "@/lib/engine-games/routes";

export interface EngineServer {
  endpoints: GameEndpoints;
  /** This instance's driver of the game's bots (lib/engine-games/bots.ts). */
  bots(): { sweep(): Promise<string[]> };
  /** A player of the match opens its next game on the app (the same game for all its players). */
  openMatchGame(eventId: string, matchId: string, device: string): Promise<{ gameId: string }>;
}

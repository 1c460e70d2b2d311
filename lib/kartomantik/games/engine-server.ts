// Kartomantik played on the app, as the engine-game routes and the backbone reach it
// (lib/game-registry/engine-server.ts): its endpoints on the shared route definitions, its bots' driver,
// a match's next game.
import type { EngineServer } from "@/lib/game-registry/engine-server";
import { gameStream } from "@/lib/kartomantik/games/hub";
import { act, gameBots, gameLog, openMatchGame, viewerOf } from "@/lib/kartomantik/games/play";
import { replayStep } from "@/lib/kartomantik/games/replay";

export const KARTOMANTIK_ENGINE: EngineServer = {
  endpoints: {
    act,
    viewerOf,
    stream: gameStream,
    log: gameLog,
    logFile: "game",
    replay: replayStep,
    botsDue: (gameId) => gameBots().kick(gameId),
  },
  bots: gameBots,
  openMatchGame,
};

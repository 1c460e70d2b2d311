// Kartomantik's engine-game endpoints (app/api/games/[gameId]/…), on the shared definitions of
// lib/engine-games/routes.ts.
import { engineGameRoutes } from "@/lib/engine-games/routes";
import { gameStream } from "@/lib/kartomantik/games/hub";
import { act, gameBots, gameLog, viewerOf } from "@/lib/kartomantik/games/play";
import { replayStep } from "@/lib/kartomantik/games/replay";

export const {
  act: gameActRoute,
  stream: gameStreamRoute,
  log: gameLogRoute,
  replay: gameReplayRoute,
} = engineGameRoutes({
  act,
  viewerOf,
  stream: gameStream,
  log: gameLog,
  logFile: "game",
  replay: replayStep,
  botsDue: (gameId) => gameBots().kick(gameId),
});

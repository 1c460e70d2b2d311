// Incantesium's challenge endpoints (app/api/incantesium/[gameId]/…), on the shared definitions of
// lib/engine-games/routes.ts.
import { engineGameRoutes } from "@/lib/engine-games/routes";
import { incGameLog, incReplayStep, incViewerOf } from "@/lib/incantesium/access";
import { incStream } from "@/lib/incantesium/hub";
import { incAct, incBots } from "@/lib/incantesium/play";

export const {
  act: incActRoute,
  stream: incStreamRoute,
  log: incLogRoute,
  replay: incReplayRoute,
} = engineGameRoutes({
  act: incAct,
  viewerOf: incViewerOf,
  stream: incStream,
  log: incGameLog,
  logFile: "incantesium",
  replay: incReplayStep,
  botsDue: (gameId) => incBots().kick(gameId),
});

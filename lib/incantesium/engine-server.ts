// Incantesium played on the app, as the engine-game routes and the backbone reach it
// (lib/game-registry/engine-server.ts): its endpoints on the shared route definitions, its bots' driver,
// a match's challenge.
import type { EngineServer } from "@/lib/game-registry/engine-server";
import { incGameLog, incReplayStep, incViewerOf } from "@/lib/incantesium/access";
import { incStream } from "@/lib/incantesium/hub";
import { openMatchChallenge } from "@/lib/incantesium/open";
import { incAct, incBots } from "@/lib/incantesium/play";

export const INCANTESIUM_ENGINE: EngineServer = {
  endpoints: {
    act: incAct,
    viewerOf: incViewerOf,
    stream: incStream,
    log: incGameLog,
    logFile: "incantesium",
    replay: incReplayStep,
    botsDue: (gameId) => incBots().kick(gameId),
  },
  bots: incBots,
  openMatchGame: openMatchChallenge,
};

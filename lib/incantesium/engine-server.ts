// Incantesium played on the app, as the engine-game routes and the backbone reach it
// (lib/game-registry/engine-server.ts): its endpoints on the shared route definitions, its bots' driver,
// a match's challenge and its bots, the event's challenges, the organizer's tables and a mage's own table
// against bots.
import type { EngineServer } from "@/lib/game-registry/engine-server";
import { incGameLog, incGamesOf, incReplayStep, incViewerOf } from "@/lib/incantesium/access";
import { incStream } from "@/lib/incantesium/hub";
import {
  incBotPlaysFor,
  openMatchChallenge,
  openOrganizerTable,
  openPlayerTable,
  playerTableInput,
  tableInput,
} from "@/lib/incantesium/open";
import { incAct, incBots, incJudgeUndo, incUndo } from "@/lib/incantesium/play";
import { BOT_LEVELS, DEFAULT_BOT_LEVEL, type BotLevel } from "@/lib/incantesium/bot-levels";

export const INCANTESIUM_ENGINE: EngineServer = {
  endpoints: {
    act: incAct,
    undo: incUndo,
    judgeUndo: incJudgeUndo,
    viewerOf: incViewerOf,
    stream: incStream,
    log: incGameLog,
    logFile: "incantesium",
    replay: incReplayStep,
    botsDue: (gameId) => incBots().kick(gameId),
  },
  bots: incBots,
  openMatchGame: openMatchChallenge,
  botPlaysFor: (organizerId, eventId, matchId, seatIds, level) =>
    incBotPlaysFor(organizerId, eventId, matchId, seatIds, level as BotLevel | undefined),
  gamesOf: incGamesOf,
  table: {
    input: tableInput,
    open: ({ organizerId }, eventId, input) => openOrganizerTable(organizerId, eventId, input),
  },
  practice: { input: playerTableInput, open: ({ device }, eventId, input) => openPlayerTable(eventId, device, input) },
  botLevels: { levels: BOT_LEVELS, default: DEFAULT_BOT_LEVEL },
};

// Kartomantik played on the app, as the engine-game routes and the backbone reach it
// (lib/game-registry/engine-server.ts): its endpoints on the shared route definitions, its bots' driver,
// a match's next game and its bots, the event's games, the organizer's tables of 3–5 and a player's practice
// against the bot with their own deck.
import { z } from "zod";
import type { EngineServer } from "@/lib/game-registry/engine-server";
import { gameStream } from "@/lib/kartomantik/games/hub";
import {
  act,
  botPlaysFor,
  gameBots,
  gameLog,
  gamesOfEvent,
  judgeUndo,
  undo,
  openMatchGame,
  openPracticeGame,
  openTable,
  tablesOfDevice,
  tableInput,
  viewerOf,
} from "@/lib/kartomantik/games/play";
import { replayStep } from "@/lib/kartomantik/games/replay";
import { BOT_LEVELS, DEFAULT_BOT_LEVEL, type BotLevel } from "@/lib/kartomantik/games/bot-levels";
import type { BotName } from "@/engine/kartomantik/bots";

export const KARTOMANTIK_ENGINE: EngineServer = {
  endpoints: {
    act,
    undo,
    judgeUndo,
    viewerOf,
    stream: gameStream,
    log: gameLog,
    logFile: "game",
    replay: replayStep,
    botsDue: (gameId) => gameBots().kick(gameId),
  },
  bots: gameBots,
  openMatchGame,
  botPlaysFor: (organizerId, eventId, matchId, seatIds, level) =>
    botPlaysFor(organizerId, eventId, matchId, seatIds, level as BotName | undefined),
  gamesOf: gamesOfEvent,
  table: { input: tableInput, open: ({ organizerId }, eventId, input) => openTable(organizerId, eventId, input) },
  tablesOf: async (eventId, device) =>
    (await tablesOfDevice(eventId, device)).map((g) => ({ id: g.id, names: g.seats.map((s) => s.name) })),
  practice: {
    input: z.object({ level: z.enum(BOT_LEVELS).optional() }).strict(),
    open: ({ device }, eventId, input: { level?: BotLevel }) => openPracticeGame(eventId, device, input.level),
  },
  botLevels: { levels: BOT_LEVELS, default: DEFAULT_BOT_LEVEL },
};

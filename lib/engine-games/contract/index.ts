// Everything the server does with a contract game, made once from its ContractGame: the rules on the
// shared write path, its bots' driver, its stream, and the endpoints the engine-game routes mount per
// kind (app/api/games/[kind]/[gameId]/…, lib/game-registry/engines.ts).
import { actIn } from "@/lib/engine-games/act";
import { gameLogIn, viewerIn } from "@/lib/engine-games/access";
import { botsOf } from "@/lib/engine-games/bots";
import { engineGameHub } from "@/lib/engine-games/hub";
import type { GameEndpoints } from "@/lib/engine-games/routes";
import type { ContractGame } from "@/lib/engine-games/contract/game";
import {
  contractGamesOf,
  contractOrganizerData,
  contractPageData,
  contractReplay,
} from "@/lib/engine-games/contract/access";
import { contractBotPlaysFor, openContractMatchGame } from "@/lib/engine-games/contract/open";
import { contractKind, contractRules } from "@/lib/engine-games/contract/rules";
import { contractMessage } from "@/lib/engine-games/contract/views";

export function contractServer(game: ContractGame) {
  const kind = contractKind(game);
  const rules = contractRules(game, kind);
  const bots = () => botsOf(rules);
  /** A game's bots start once the write that opened it (or handed it seats) has committed. */
  const botsMove = <T extends { gameId: string }>(opened: T): T => {
    bots().kick(opened.gameId);
    return opened;
  };
  const hub = engineGameHub({
    rules,
    holder: `bazaarHub:${game.id}`,
    message: contractMessage(game.engine),
  });
  const endpoints: GameEndpoints = {
    act: (gameId, device, input) => actIn(rules, gameId, device, input),
    // A seat the bot plays is not watched as that seat (its hidden cards stay hidden).
    viewerOf: (gameId, as, device, organizerId) => viewerIn(kind, "refuse", gameId, as, device, organizerId),
    stream: hub.stream,
    log: (gameId, organizerId) => gameLogIn(kind, gameId, organizerId),
    logFile: game.id,
    replay: (gameId, organizerId, step) => contractReplay(game, kind, gameId, organizerId, step),
    botsDue: (gameId) => bots().kick(gameId),
  };
  return {
    rules,
    bots,
    endpoints,
    pageData: (eventId: string, gameId: string, device: string | null) =>
      contractPageData(game, eventId, gameId, device),
    organizerData: (eventId: string, gameId: string, organizerId: string) =>
      contractOrganizerData(kind, eventId, gameId, organizerId),
    openMatchGame: (eventId: string, matchId: string, device: string) =>
      openContractMatchGame(game, rules, eventId, matchId, device).then(botsMove),
    botPlaysFor: (organizerId: string, eventId: string, matchId: string, seatIds: string[]) =>
      contractBotPlaysFor(game, rules, organizerId, eventId, matchId, seatIds).then(botsMove),
    gamesOf: (eventId: string) => contractGamesOf(game, eventId),
  };
}

export type ContractServer = ReturnType<typeof contractServer>;

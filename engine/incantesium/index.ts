// Incantesium's pure rules engine (see README.md): create a challenge, apply actions, list the
// legal ones, project a view per viewer, and let bots play.
export * from "./types";
export { DECK, CASTE_CARDS } from "./deck";
export { cardDef, follows, OPPOSITE, ATTACKS, MAGUS } from "./cards";
export { createGame } from "./setup";
export { apply, actor } from "./apply";
export { legalActions } from "./legal";
export { viewFor, type GameView } from "./view";
export { isRuleError } from "./errors";
export { BOTS, randomBot, heuristicBot, type BotName } from "./bots";
export { playChallenge, type SimResult } from "./sim";

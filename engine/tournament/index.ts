// Tournament rules (event-rules §6–7): round robin pairings, result checks, standings, tiebreaks.
export type * from "./types";
export { MAX_PLAYERS, MIN_PLAYERS, roundRobin, roundRobinOf } from "./pairings";
export {
  gameWinner,
  gameWinners,
  isTournamentError,
  keptWinners,
  needsAnotherGame,
  outcome,
  pairingError,
  refuse,
  sideTotalsOf,
  validateGames,
  type BestOf,
  type Outcome,
} from "./results";
export { isOpen, rankByPoints, resolveTiebreaks, standings, type TiebreakPlan, type TiebreakScope } from "./standings";
export {
  MAX_POD,
  MAX_POD_PLAYERS,
  MAX_POD_ROUNDS,
  MIN_POD,
  MIN_POD_PLAYERS,
  pairCounts,
  pairSpread,
  podRounds,
  podSizes,
  sharedPairsFloor,
  squaresFloor,
  unevenByCounting,
  type PodRound,
} from "./pods";

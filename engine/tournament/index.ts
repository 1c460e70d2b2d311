// Tournament rules (event-rules §6–7): round robin pairings, result checks, standings, tiebreaks.
export type * from "./types";
export { MAX_PLAYERS, MIN_PLAYERS, roundRobin, roundRobinOf } from "./pairings";
export {
  MAX_GAME_POINTS,
  MAX_INC_GEMS,
  gameWinner,
  isTournamentError,
  needsAnotherGame,
  outcome,
  pairingError,
  scoringOf,
  sideTotalsOf,
  validateResult,
  validateTable,
  type BestOf,
  type Outcome,
  type Scoring,
} from "./results";
export {
  gameWinners,
  isOpen,
  rankByPoints,
  resolveTiebreaks,
  scoresOf,
  sidesOf,
  standings,
  type TiebreakPlan,
  type TiebreakScope,
} from "./standings";
export {
  MAX_POD,
  MAX_POD_PLAYERS,
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

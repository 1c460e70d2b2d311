// Kartomantik game engine: the public API (rules: ../shared/rules/kartomantik-regolamento.txt).
export type * from "./types";
/** The modes of play createGame takes (bench:engine measures each). */
export const MATCH_MODES = ["duel", "ffa", "2v2"] as const;
export { apply, applyInPlace, cloneState, createGame, legalActions } from "./apply";
export { isRuleError } from "./errors";
export {
  viewFor,
  viewShared,
  eventsFor,
  type CardView,
  type DecisionView,
  type GameView,
  type PlayerView,
  type Viewer,
  type ViewShared,
} from "./view";
export { dominates, outcomeNow, scoreOf } from "./flow";
export { powerOf, basePowerOf, temperamentOf, hasKeyword } from "./core";
export { checkTribute, findTribute } from "./tribute";
export { playChoices, type ExtraChoice, type PlayChoice, type TargetChoice, type TributeChoice } from "./compose";
export { handRevealed } from "./effects";
export { defineCard, loadSet, readKeywords, type LoadError, type LoadResult, type RawCard } from "./cards/load";
export type { CardScript, Op, Selector, TargetSpec } from "./cards/schema";

// Draft Bazaar engine: the public API (rules: ../shared/spec/event-rules.md §1–3).
export type * from "./types";
export {
  applyDraft,
  createDraft,
  draftView,
  legalActions,
  proxyOf,
  replay,
  type DraftView,
  type LegalActions,
  type PublicConfig,
} from "./machine";
export {
  checkComposition,
  compositionSum,
  DEFAULT_COMPOSITION,
  DRAFT_PLAYERS,
  FULL_DRAFT,
  PILES,
  pileOf,
  splitIntoPiles,
} from "./piles";
export { BID_STEP, MIN_BID } from "./auction";
export { eventsFor, nextCost } from "./proxy";
export { markRevealed } from "./auto-marks";
export { isRuleError } from "./errors";
export {
  isSeed,
  nextUint32,
  randomInt,
  rollD6,
  saltSeed,
  seedRng,
  shuffle,
  type Rng,
  type Seed,
} from "../../shared/rng";
export { CAP_PER_TABLE, snakeOrder } from "./table";
export { randomActionFor, randomLegalAction } from "./autoplay";

// Draft Bazaar engine: the public API (rules: ../shared/spec/event-rules.md §1–3).
export type * from "./types";
export { applyDraft, createDraft, draftView, legalActions, replay, type DraftView, type LegalActions, type PublicConfig } from "./machine";
export { checkComposition, compositionSum, DEFAULT_COMPOSITION, FULL_DRAFT, PILES, pileOf, splitIntoPiles } from "./piles";
export { isRuleError } from "./errors";
export { nextUint32, randomInt, rollD6, seedRng, shuffle, type Rng } from "./rng";
export { CAP_PER_TABLE, snakeOrder } from "./table";
export { randomLegalAction } from "./autoplay";

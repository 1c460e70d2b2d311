// Deck building: the public API (rules: rulebook §4.1 and §2.1, event-rules.md §4–6, 2vs2 mode).
export type * from "./types";
export { CARD_TYPES, TEMPERAMENTS } from "./types";
export { cardRef, createCatalog, nameKey, readCommunityCatalog } from "./catalog";
export { DEBT_ALLOWANCE, FORMATS, isFormat, type FormatRules } from "./formats";
export { validateDeck } from "./validate";
export { deckStats } from "./stats";
export { essenceOf, tributeShortfalls, unpayableWills } from "./tribute";
export { debt } from "./debt";
export { applySwaps } from "./swaps";
export { formatDeckText, parseDeckText, type TextOptions } from "./text-list";
export { parseCommunityDeck, toCommunityDeck, type PickedDeck } from "./community";
export { explainListError, explainViolation } from "./violations";

// Ken il Guerriero: card lists and deck checks (engine/ken/README.md), pure and shared by UI, server and CLI.
export * from "./types";
export { cardKey, nameKey, NO_WORDS, YES_WORDS } from "./normalize";
export { kenCardSchema, readKenCard } from "./card-schema";
export {
  buildKenCatalog,
  KEN_CSV_COLUMNS,
  KEN_REQUIRED_COLUMNS,
  KEN_STEP_CARDS,
  kenCardsCsvSteps,
  kenCardsJsonSteps,
  MAX_KEN_CARDS,
  parseKenCardsCsv,
  parseKenCardsJson,
} from "./card-list";
export type { KenCardListResult, KenCsvColumn, KenSteps } from "./card-list";
export { KEN_CSV_EXAMPLE, KEN_FORMAT_ROWS, KEN_JSON_EXAMPLE, type KenColumnNeed } from "./card-list-format";
export { MAX_COUNT, parseKenDeckJson, parseKenDeckText } from "./deck-list";
export { FUTURO_MIN, MANO_MAX, MAX_COPIES, unlimited, validateKenDeck } from "./deck-rules";
export { explainKenListError, explainKenViolation, type KenTranslate } from "./explain";
export { filterKenCards, kenCardFilter, type KenCardFilter } from "./browse";
export {
  foldScorepad,
  refuseOp,
  refusePoints,
  openingPhase,
  KEN_REASON_RULES,
  shownGame,
  total,
  KEN_COLOUR_FLOOR,
  KEN_PHASES,
  KEN_SCORE_COLOURS,
  KEN_SCORE_REASONS,
  type KenEndRule,
  type KenGameState,
  type KenPhase,
  type KenScoreColour,
  type KenScoreReason,
  type ScoreEntry,
  type ScoreOp,
  type ScorepadState,
  type Side,
} from "./scorepad";

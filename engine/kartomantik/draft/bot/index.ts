// The draft bot: a seat's moves from its own view, and the deck it builds from what it drafted.
export { draftBotMove, type BotInput } from "./move";
export { buildDraftDeck } from "./deck";
export { cardValue, maxPrice, projectedDeckPoints } from "./valuation";
export { median, simulateDraft, type SimResult, type SimSeat } from "./sim";

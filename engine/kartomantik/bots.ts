// Bots that only use legal actions: random (uniform over legalActions), the greedy one (greedy.ts) and the searching
// one's levels (facile, normale, forte: search/). Bots keep their own PRNG outside the game state.
import { randomInt, type Rng } from "../shared/rng";
import { actor } from "./actor";
import { legalActions } from "./apply";
import { greedyBot } from "./greedy";
import { searchMove, SEARCH_LEVELS, type SearchLevel } from "./search/bot";
import type { CardDef, GameAction, GameState } from "./types";

export { actor, greedyBot };
/** What a bot may assume beyond its seat's view: public facts the state does not hold. */
export interface BotContext {
  /** The cards the others' hidden ones come from (the event's card set). */
  pool?: readonly CardDef[];
}
export type Bot = (s: GameState, player: number, rng: Rng, context?: BotContext) => [GameAction, Rng];
export type BotName = "random" | "greedy" | SearchLevel;

export const randomBot: Bot = (s, player, rng) => {
  const actions = legalActions(s, player);
  if (actions.length === 0) throw new Error(`bot: no legal action for player ${player}`);
  const [i, next] = randomInt(rng, actions.length);
  return [actions[i]!, next];
};

/** The searching bot at a level (information-set MCTS on what its seat sees: search/bot.ts). */
export const searchBot =
  (level: SearchLevel): Bot =>
  (s, player, rng, context) =>
    searchMove(s, player, rng, { ...SEARCH_LEVELS[level], pool: context?.pool });

export const BOTS: Record<BotName, Bot> = {
  random: randomBot,
  greedy: greedyBot,
  facile: searchBot("facile"),
  normale: searchBot("normale"),
  forte: searchBot("forte"),
};

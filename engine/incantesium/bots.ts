// Bots that play from a seat's own view (never the hidden cards): "random" picks uniformly among the
// legal actions; "heuristic" scores them with a few plain rules of thumb (heuristic.ts); the searching
// one's levels (facile, normale, forte: search/) look ahead. Each bot draws from its own PRNG stream,
// never the game's.
import { randomInt, type Rng } from "../shared/rng";
import { score } from "./heuristic";
import { searchMove, SEARCH_LEVELS, type SearchLevel } from "./search/bot";
import { legalActions } from "./legal";
import type { Action, GameState } from "./types";
import { viewFor } from "./view";

export type BotName = "random" | "heuristic" | SearchLevel;

export type Bot = (s: GameState, seat: number, rng: Rng) => [Action | null, Rng];

export const randomBot: Bot = (s, seat, rng) => {
  const actions = legalActions(s, seat);
  if (actions.length === 0) return [null, rng];
  const [i, next] = randomInt(rng, actions.length);
  return [actions[i]!, next];
};

export const heuristicBot: Bot = (s, seat, rng) => {
  const actions = legalActions(s, seat);
  if (actions.length === 0) return [null, rng];
  const v = viewFor(s, seat);
  let best: Action[] = [];
  let bestScore = -Infinity;
  for (const a of actions) {
    const x = score(v, seat, a);
    if (x > bestScore) [best, bestScore] = [[a], x];
    else if (x === bestScore) best.push(a);
  }
  const [i, next] = randomInt(rng, best.length);
  return [best[i]!, next];
};

/** The searching bot at a level's budget (search/bot.ts); a caste it chooses as the heuristic does (ruling K5: no
 * card is dealt yet, so there is nothing to look ahead at). */
const searchBot =
  (level: SearchLevel): Bot =>
  (s, seat, rng) =>
    legalActions(s, seat).length === 0
      ? [null, rng]
      : s.phase === "caste"
        ? heuristicBot(s, seat, rng)
        : searchMove(s, seat, rng, SEARCH_LEVELS[level]);

export const BOTS: Record<BotName, Bot> = {
  random: randomBot,
  heuristic: heuristicBot,
  facile: searchBot("facile"),
  normale: searchBot("normale"),
  forte: searchBot("forte"),
};

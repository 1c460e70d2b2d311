// The searching Kartomantik bot: information-set MCTS (engine/shared/search/ismcts.ts) over determinizations of what
// its seat knows (determinize.ts), with playouts to the end of the confrontation (rollout.ts). Its levels are budgets
// of iterations, not of time, so that a move depends only on the seat's view and the bot's seed.
import { ismcts, type SearchGame } from "../../shared/search/ismcts";
import type { Rng } from "../../shared/rng";
import { actor } from "../actor";
import { applyInPlace, cloneState, legalActions } from "../apply";
import { isRuleError } from "../errors";
import type { CardDef, GameAction, GameState } from "../types";
import { determinize } from "./determinize";
import { horizonOf, playOut, rewards } from "./rollout";

export interface SearchOptions {
  /** Determinized playouts per move. */
  iterations: number;
  /** Moves considered per node: the first ones `legalActions` lists (a pass first). */
  width?: number;
  /** Iterations that share one determinization (default 4). */
  reuse?: number;
  /** Moves kept in the tree below the root. */
  maxDepth?: number;
  /** The cards the bot assumes the others' hidden cards come from (default: the game's definitions). */
  pool?: readonly CardDef[];
}

export const SEARCH_LEVELS = {
  facile: { iterations: 8 },
  normale: { iterations: 256 },
  forte: { iterations: 512 },
} as const satisfies Record<string, SearchOptions>;
export type SearchLevel = keyof typeof SEARCH_LEVELS;

const key = (a: GameAction) => JSON.stringify(a);

/** The move the search picks for `seat`, which must be the seat to act in `s`. */
export function searchMove(s: GameState, seat: number, rng: Rng, options: SearchOptions): [GameAction, Rng] {
  const width = options.width ?? 16;
  const legal = legalActions(s, seat);
  if (legal.length === 0) throw new Error(`bot: no legal action for player ${seat}`);
  // A voluntary mulligan costs 10 points (§4.2.1) for a hand whose worth shows only over many turns, beyond the
  // playouts' horizon: the search keeps, as greedy does.
  const keep = legal.find((a) => a.type === "decide" && s.decisions[0]?.kind === "mulligan" && a.choice[0] === "keep");
  if (keep) return [keep, rng];
  const horizon = horizonOf(s);
  const reuse = options.reuse ?? 4;
  let dealt: GameState | null = null;
  let uses = 0;
  const game: SearchGame<GameState, GameAction> = {
    // Each determinization serves `reuse` iterations (copies of it): dealing and the engine's per-deal caches cost
    // about as much as a playout.
    determinize: (r) => {
      if (dealt && uses < reuse) {
        uses++;
        return [cloneState(dealt), r];
      }
      [dealt, r] = determinize(s, seat, r, options.pool);
      uses = 1;
      return [cloneState(dealt), r];
    },
    actor,
    actions: (d, p) => legalActions(d, p).slice(0, width),
    key,
    play: (d, a) => !isRuleError(applyInPlace(d, a)),
    rollout: (d, r) => {
      const next = playOut(d, horizon, r);
      return [rewards(d), next];
    },
  };
  return ismcts(game, seat, legal.slice(0, width), { iterations: options.iterations, maxDepth: options.maxDepth }, rng);
}

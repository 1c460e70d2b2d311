// The searching Incantesium bot: information-set MCTS (engine/shared/search/ismcts.ts) over determinizations of what
// its seat sees (determinize.ts), with heuristic playouts to the end of the round (rollout.ts). Its levels are budgets
// of iterations, not of time, so that a move depends only on the seat's view and the bot's seed.
import { ismcts, type SearchGame } from "../../shared/search/ismcts";
import type { Rng } from "../../shared/rng";
import { actor, applyInPlace } from "../apply";
import { cardDef } from "../cards";
import { legalActions } from "../legal";
import type { Action, GameEvent, GameState } from "../types";
import { determinize } from "./determinize";
import { DEFAULT_POLICY, playOut, rewards, type PlayoutPolicy } from "./rollout";

export interface SearchOptions {
  /** Determinized playouts per move. */
  iterations: number;
  /** Moves kept in the tree below the root. */
  maxDepth?: number;
  /** UCB exploration constant. */
  exploration?: number;
  policy?: PlayoutPolicy;
}

export const SEARCH_LEVELS = {
  facile: { iterations: 60 },
  normale: { iterations: 300 },
  forte: { iterations: 1200 },
} as const satisfies Record<string, SearchOptions>;
export type SearchLevel = keyof typeof SEARCH_LEVELS;

/** A card's kind ("fuoco1c", "copia"): alike cards are one move, whichever copy a determinization dealt. */
function kindOf(card: string): string {
  const def = cardDef(card);
  return def.kind === "base"
    ? `${def.element}${def.power}${def.combo ? "c" : ""}`
    : def.kind === "extra"
      ? def.spell
      : def.id;
}

/** A move across determinizations: its type, the kind of its card(s) and its targets. */
export function moveKey(a: Action): string {
  switch (a.type) {
    case "cast":
      return `cast:${kindOf(a.card)}:${a.attack ?? ""}:${a.cure ?? ""}:${a.target ?? ""}`;
    case "barrier":
      return "barrier";
    case "spiritCast":
      return `spirit:${a.cards.map(kindOf).join(",")}:${a.gift === undefined ? "" : kindOf(a.gift)}:${a.to ?? ""}`;
    default:
      return a.type;
  }
}

/** The move the search picks for `seat`, which must be the seat to act in `s`. */
export function searchMove(s: GameState, seat: number, rng: Rng, options: SearchOptions): [Action, Rng] {
  const legal = legalActions(s, seat);
  if (legal.length === 0) throw new Error(`bot: no legal action for seat ${seat}`);
  const policy = options.policy ?? DEFAULT_POLICY;
  // A round that ends inside the tree is scored there: the next one is another gem.
  const ended = new WeakMap<GameState, number | null>();
  const events: GameEvent[] = [];
  const game: SearchGame<GameState, Action> = {
    determinize: (r) => determinize(s, seat, r),
    actor: (d) => (ended.has(d) ? null : actor(d)),
    actions: legalActions,
    key: moveKey,
    play: (d, a) => {
      events.length = 0;
      if (applyInPlace(d, a, events)) return false;
      const won = events.find((e) => e.type === "roundWon");
      if (won?.type === "roundWon") ended.set(d, won.side);
      return true;
    },
    rollout: (d, r) => {
      let winner: number | null | undefined;
      if (ended.has(d)) winner = ended.get(d);
      else [winner, r] = playOut(d, policy, r);
      return [rewards(d, winner, policy.scale), r];
    },
  };
  return ismcts(game, seat, legal, options, rng);
}

// Plays a whole game between bots, one per seat (simulations, benchmarks, property tests).
import { saltSeed, seedRng, type Seed } from "../shared/rng";
import { apply, applyInPlace, createGame } from "./apply";
import { actor, type Bot } from "./bots";
import { isRuleError } from "./errors";
import type { GameAction, GameConfig, GameEvent, GameState } from "./types";

export interface Played {
  state: GameState;
  actions: GameAction[];
  events: number;
}

export interface PlayOptions {
  botSeed?: Seed;
  /** Use the pure `apply` (a copy per action, as the server does) instead of applyInPlace. */
  pure?: boolean;
  onEvents?: (events: GameEvent[], s: GameState, action: GameAction | null) => void;
}

/** Runs bots until the game ends; a refused bot action is an engine bug and throws. */
export function playMatch(config: GameConfig, bots: readonly Bot[], options: PlayOptions = {}): Played {
  const created = createGame(config);
  let s = created.state;
  const { botSeed = config.seed, onEvents, pure = false } = options;
  onEvents?.(created.events, s, null);
  let rng = seedRng(saltSeed(botSeed, 0x5eed));
  const actions: GameAction[] = [];
  let events = created.events.length;
  for (let guard = 0; guard < 200_000; guard++) {
    const p = actor(s);
    if (p === null) return { state: s, actions, events };
    const [action, next] = bots[p]!(s, p, rng);
    rng = next;
    const r = pure ? apply(s, action) : applyInPlace(s, action);
    if (isRuleError(r)) throw new Error(`bot action refused: ${JSON.stringify(action)} → ${JSON.stringify(r)}`);
    s = r.state;
    actions.push(action);
    events += r.events.length;
    onEvents?.(r.events, s, action);
  }
  throw new Error("match did not end");
}

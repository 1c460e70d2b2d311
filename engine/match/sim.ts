// Plays a whole match between two bots (simulations, benchmarks, property tests).
import { seedRng } from "../draft/rng";
import { applyInPlace, createMatch } from "./apply";
import { actor, type Bot } from "./bots";
import { isRuleError } from "./errors";
import type { MatchAction, MatchConfig, MatchEvent, MatchState } from "./types";

export interface Played {
  state: MatchState;
  actions: MatchAction[];
  events: number;
}

/** Runs bots until the match ends; a refused bot action is an engine bug and throws. */
export function playMatch(config: MatchConfig, bots: [Bot, Bot], botSeed = config.seed, onEvents?: (events: MatchEvent[], s: MatchState) => void): Played {
  const created = createMatch(config);
  const s = created.state;
  onEvents?.(created.events, s);
  let rng = seedRng(botSeed ^ 0x5eed);
  const actions: MatchAction[] = [];
  let events = created.events.length;
  for (let guard = 0; guard < 200_000; guard++) {
    const p = actor(s);
    if (p === null) return { state: s, actions, events };
    const [action, next] = bots[p]!(s, p, rng);
    rng = next;
    const r = applyInPlace(s, action);
    if (isRuleError(r)) throw new Error(`bot action refused: ${JSON.stringify(action)} → ${JSON.stringify(r)}`);
    actions.push(action);
    events += r.events.length;
    onEvents?.(r.events, s);
  }
  throw new Error("match did not end");
}

// A whole challenge between bots on the pure engine, for the CLI and the property tests.
import { saltSeed, seedRng, type Rng, type Seed } from "../shared/rng";
import { actor, apply } from "./apply";
import { BOTS, type BotName } from "./bots";
import { isRuleError } from "./errors";
import { createGame } from "./setup";
import type { Action, GameState, Options } from "./types";

export interface SimResult {
  mode: Options["mode"];
  players: number;
  winner: number | null;
  gems: number[];
  rounds: number;
  actions: number;
}

export interface SimOptions extends Partial<Options> {
  seed: Seed;
  bots?: BotName[];
  maxActions?: number;
  /** Called after every applied action (tests check invariants here). */
  onStep?: (before: GameState, action: Action, after: GameState) => void;
}

export function playChallenge(o: SimOptions): { result: SimResult; state: GameState } {
  let s = createGame(o);
  const names = o.bots ?? ["heuristic"];
  const rngs: Rng[] = s.seats.map((_, i) => seedRng(saltSeed(o.seed, 0x9e37 + i)));
  const max = o.maxActions ?? 200_000;
  while (s.phase !== "over" && s.actions < max) {
    const seat = actor(s)!;
    const [action, rng] = BOTS[names[seat % names.length]!](s, seat, rngs[seat]!);
    rngs[seat] = rng;
    if (!action) throw new Error(`no legal action for seat ${seat}`);
    const r = apply(s, action);
    if (isRuleError(r)) throw new Error(`bot action refused: ${JSON.stringify(action)} → ${r.code}`);
    o.onStep?.(s, action, r.state);
    s = r.state;
  }
  return {
    state: s,
    result: {
      mode: s.options.mode,
      players: s.options.players,
      winner: s.winner,
      gems: s.sides.map((side) => side.gems.length),
      rounds: s.round,
      actions: s.actions,
    },
  };
}

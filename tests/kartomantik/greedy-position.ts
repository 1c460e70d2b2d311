// A position reached by greedy play, for the searching bot's tests: both seats play greedy from a new game until
// `stop` holds for the seat to act.
import { seedRng } from "@/engine/shared/rng";
import { apply, createGame, type CardDef, type GameState } from "@/engine/kartomantik";
import { actor, greedyBot } from "@/engine/kartomantik/bots";
import { isRuleError } from "@/engine/kartomantik/errors";

/** The first state of a greedy game (seed `seed`, these decks) where `stop(s, p)` holds; null if the game ends
 * first. */
export function greedyPosition(
  decks: CardDef[][],
  seed: number,
  stop: (s: GameState, p: number) => boolean,
): GameState | null {
  let s = createGame({ seed, decks }).state;
  let rng = seedRng(seed);
  for (let i = 0; i < 5000 && !s.result; i++) {
    const p = actor(s)!;
    if (stop(s, p)) return s;
    let a;
    [a, rng] = greedyBot(s, p, rng);
    const r = apply(s, a);
    if (isRuleError(r)) throw new Error(r.message);
    s = r.state;
  }
  return null;
}

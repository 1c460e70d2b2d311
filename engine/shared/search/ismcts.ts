// Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012), independent of any game: every iteration
// draws one determinization (a full state consistent with what the searching seat knows), descends the one tree of
// the searcher's information sets choosing among the moves available in that determinization (UCB with availability
// counts), expands one move, finishes with the game's own rollout and backs up each seat's reward. The move played is
// the root's most visited one. Deterministic: the budget is a number of iterations and the Rng is threaded through.
import { randomInt, type Rng } from "../rng";

/** What a game gives the search. States are changed in place: `determinize` returns a fresh one every time. */
export interface SearchGame<S, A> {
  /** A full state the searching seat cannot tell from the real one, drawn with rng. */
  determinize(rng: Rng): [S, Rng];
  /** The seat to move, or null when the game is over. */
  actor(s: S): number | null;
  /** The moves considered for `seat` (a game may cap them). */
  actions(s: S, seat: number): A[];
  /** Identifies a move across determinizations (the tree's edge). */
  key(a: A): string;
  /** Plays a move in place; false if the state refuses it (the iteration then stops there). */
  play(s: S, a: A): boolean;
  /** Plays on and scores the state: a reward per seat in [0, 1]. */
  rollout(s: S, rng: Rng): [number[], Rng];
}

export interface SearchBudget {
  iterations: number;
  /** UCB exploration constant (default 0.7: rewards are in [0, 1]). */
  exploration?: number;
  /** Moves below the root kept in the tree; deeper ones are left to the rollout (default 6). */
  maxDepth?: number;
}

interface Node {
  /** The seat whose move led here (its reward is summed). */
  mover: number;
  visits: number;
  /** Iterations in which this move was available at its parent. */
  avail: number;
  reward: number;
  children: Map<string, Node>;
}

const node = (mover: number): Node => ({ mover, visits: 0, avail: 0, reward: 0, children: new Map() });

/** The root's most visited move among `rootActions` (the first on a tie), and the threaded Rng. */
export function ismcts<S, A>(
  game: SearchGame<S, A>,
  seat: number,
  rootActions: readonly A[],
  budget: SearchBudget,
  rng: Rng,
): [A, Rng] {
  if (rootActions.length === 0) throw new Error("search: no move to choose from");
  if (rootActions.length === 1) return [rootActions[0]!, rng];
  const c = budget.exploration ?? 0.7;
  const maxDepth = budget.maxDepth ?? 6;
  const root = node(-1);
  const rootKeys = rootActions.map((a) => game.key(a));
  for (let it = 0; it < budget.iterations; it++) {
    let s: S;
    [s, rng] = game.determinize(rng);
    const path: Node[] = [];
    let at = root;
    for (let depth = 0; depth <= maxDepth; depth++) {
      const p = depth === 0 ? seat : game.actor(s);
      if (p === null) break;
      const moves = depth === 0 ? rootActions : game.actions(s, p);
      if (moves.length === 0) break;
      const keys = depth === 0 ? rootKeys : moves.map((a) => game.key(a));
      const untried: number[] = [];
      for (let i = 0; i < moves.length; i++) {
        const child = at.children.get(keys[i]!);
        if (child) child.avail++;
        else untried.push(i);
      }
      let pick: number;
      let next: Node;
      if (untried.length > 0) {
        let j: number;
        [j, rng] = randomInt(rng, untried.length);
        pick = untried[j]!;
        next = node(p);
        next.avail = 1;
        at.children.set(keys[pick]!, next);
      } else {
        pick = 0;
        let best = -Infinity;
        for (let i = 0; i < moves.length; i++) {
          const ch = at.children.get(keys[i]!)!;
          const ucb = ch.reward / ch.visits + c * Math.sqrt(Math.log(ch.avail) / ch.visits);
          if (ucb > best) [best, pick] = [ucb, i];
        }
        next = at.children.get(keys[pick]!)!;
      }
      if (!game.play(s, moves[pick]!)) {
        // A refused move scores nothing, so UCB soon stops choosing it (the engine offered it: a bug elsewhere).
        next.visits++;
        break;
      }
      path.push(next);
      at = next;
      if (untried.length > 0) break;
    }
    let rewards: number[];
    [rewards, rng] = game.rollout(s, rng);
    for (const n of path) {
      n.visits++;
      n.reward += rewards[n.mover] ?? 0;
    }
  }
  let bestIndex = 0;
  let bestVisits = -1;
  for (let i = 0; i < rootActions.length; i++) {
    const v = root.children.get(rootKeys[i]!)?.visits ?? 0;
    if (v > bestVisits) [bestVisits, bestIndex] = [v, i];
  }
  return [rootActions[bestIndex]!, rng];
}

// The search's playouts: every seat plays the heuristic bot's rules of thumb (heuristic.ts), maybe now and then a
// random legal move, a few moves on or to the end of the round at hand ("Gemme": a round won is a gem), then the state
// is scored: the round's winner, or the cards each side holds (a mage without cards leaves the round).
import { randomInt, type Rng } from "../../shared/rng";
import { actor, applyInPlace } from "../apply";
import { score, type ScoreView } from "../heuristic";
import { legalActions } from "../legal";
import { liveSeats, sideOf } from "../table";
import type { Action, GameEvent, GameState } from "../types";

export interface PlayoutPolicy {
  /** Chance in 1000 of a uniformly random legal move instead of the heuristic's best. */
  randomPerMille: number;
  /** Moves after which a playout stops and the position is scored. */
  cap: number;
  /** Cards of lead worth a reward of about 0.73 when a playout stops before the round's end. */
  scale: number;
}

// Measured on seeded duels against the heuristic (README, "Searching bot"): short playouts scored by cards held beat
// playouts to the round's end (noisier), and the heuristic's own moves beat a share of random ones.
export const DEFAULT_POLICY: PlayoutPolicy = { randomPerMille: 0, cap: 12, scale: 4 };

/** The heuristic's view of a state, without copying the hands (it reads counts only). */
function scoreView(s: GameState): ScoreView {
  return {
    seats: s.seats.map((x) => ({ handCount: x.hand.length, out: x.out, poisons: x.poisons })),
    sides: s.sides,
    pending: s.pending,
    chain: s.chain,
    flowTop: s.flow[s.flow.length - 1]!,
    manaCount: s.mana.length,
    flowCount: s.flow.length,
  };
}

function pick(s: GameState, seat: number, policy: PlayoutPolicy, rng: Rng): [Action | undefined, Rng] {
  const actions = legalActions(s, seat);
  if (actions.length <= 1) return [actions[0], rng];
  let roll: number;
  [roll, rng] = randomInt(rng, 1000);
  if (roll < policy.randomPerMille) {
    let i: number;
    [i, rng] = randomInt(rng, actions.length);
    return [actions[i], rng];
  }
  const v = scoreView(s);
  let best = actions[0]!;
  let bestScore = -Infinity;
  for (const a of actions) {
    const x = score(v, seat, a);
    if (x > bestScore) [best, bestScore] = [a, x];
  }
  return [best, rng];
}

/** Plays `s` on in place to the end of its round (or the cap); the winning side of that round, if one won. */
export function playOut(s: GameState, policy: PlayoutPolicy, rng: Rng): [number | null | undefined, Rng] {
  const events: GameEvent[] = [];
  for (let n = 0; n < policy.cap; n++) {
    const p = actor(s);
    if (p === null) return [s.winner, rng];
    let a: Action | undefined;
    [a, rng] = pick(s, p, policy, rng);
    if (!a) break;
    events.length = 0;
    if (applyInPlace(s, a, events)) break;
    const won = events.find((e) => e.type === "roundWon");
    if (won?.type === "roundWon") return [won.side, rng];
  }
  return [undefined, rng];
}

/** Each seat's reward in [0, 1]: 1 to the side that won the round, 0 to the others (a round nobody won: ½ each);
 * a round cut short, its side's lead in cards held (a mage without cards leaves the round) over the strongest
 * other side still in it, through a logistic curve. */
export function rewards(s: GameState, winner: number | null | undefined, scale: number): number[] {
  if (winner !== undefined) return s.seats.map((_, i) => (winner === null ? 0.5 : sideOf(s, i) === winner ? 1 : 0));
  const held: (number | null)[] = s.sides.map(() => null);
  for (const i of liveSeats(s)) held[sideOf(s, i)] = (held[sideOf(s, i)] ?? 0) + s.seats[i]!.hand.length;
  return s.seats.map((_, i) => {
    const mine = sideOf(s, i);
    if (held[mine] === null) return 0;
    let best = 0;
    for (const [x, n] of held.entries()) if (x !== mine && n !== null) best = Math.max(best, n);
    return 1 / (1 + Math.exp(-(held[mine]! - best) / scale));
  });
}

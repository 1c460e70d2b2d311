// The search's playouts: a cheap policy plays on to the end of the confrontation at hand (a root in the end phase: the
// next turn's), then the state is scored. Whole games would cost far too much per iteration; a confrontation is where
// points change hands (§4.2.4: the winner's Empathic Vessel).
import { randomInt, type Rng } from "../../shared/rng";
import { actor } from "../actor";
import { applyInPlace, legalActions } from "../apply";
import { basePowerOf, defOf } from "../core";
import { isRuleError } from "../errors";
import { scoreOf } from "../flow";
import { outcomeNow } from "../outcome";
import { sideOf, sideStateOf } from "../seats";
import type { GameAction, GameState, Phase } from "../types";

const LATE: readonly Phase[] = ["end", "endTurn", "cleanup", "over"];
const BEFORE_OUTCOME: readonly Phase[] = [
  "start",
  "draw",
  "mulligan",
  "recoveryEnd",
  "choose",
  "beforeRevelation",
  "reveal",
  "reaction",
];

/** Where a playout stops: once turn `turn`'s confrontation is decided, or at its end phase. */
export interface Horizon {
  turn: number;
  at: "outcome" | "end";
}

/** The next point where points change hands: this turn's confrontation before it is decided, the end of this turn
 * while its cards are placed, the next turn's confrontation from the end phase on. */
export function horizonOf(s: GameState): Horizon {
  if (BEFORE_OUTCOME.includes(s.phase)) return { turn: s.turn, at: "outcome" };
  if (LATE.includes(s.phase)) return { turn: s.turn + 1, at: "outcome" };
  return { turn: s.turn, at: "end" };
}

const reached = (s: GameState, h: Horizon) =>
  s.turn > h.turn || (s.turn === h.turn && (h.at === "outcome" ? s.outcome !== null : LATE.includes(s.phase)));

/** Playout moves: sensible answers to decisions; at priority, mostly a pass, and a random play while one's side is
 * not winning the confrontation. */
function policy(s: GameState, p: number, rng: Rng): [GameAction | undefined, Rng] {
  const d = s.decisions[0];
  if (!d) {
    // Priority: a pass is always legal, so the costly list of plays is built only when one is wanted.
    let roll: number;
    [roll, rng] = randomInt(rng, 4);
    if (s.phase !== "reaction" || roll === 0 || outcomeNow(s).winner === sideOf(s, p))
      return [{ type: "pass", player: p }, rng];
  }
  const actions = legalActions(s, p);
  if (actions.length === 0) return [undefined, rng];
  if (d) {
    const pick = (o: string) => actions.find((a) => a.type === "decide" && a.choice.length === 1 && a.choice[0] === o);
    if (d.kind === "mulligan") return [pick("keep") ?? actions[0], rng];
    if (d.kind === "may") return [pick("yes") ?? actions[0], rng];
    if (d.kind === "chooseFirst") {
      const best = d.options.reduce((a, b) => (basePowerOf(s, b) > basePowerOf(s, a) ? b : a));
      return [pick(best) ?? actions[0], rng];
    }
    if (d.kind === "placeWon") {
      const free = d.options.find((o) => {
        const slot = /:slot(\d)$/.exec(o);
        return slot && sideStateOf(s, p).interzone[Number(slot[1])] === null;
      });
      return [(free ? pick(free) : undefined) ?? actions[0], rng];
    }
  }
  let i: number;
  [i, rng] = randomInt(rng, actions.length);
  return [actions[i], rng];
}

/** Plays `s` on in place to the horizon (or the game's end, or `cap` actions). */
export function playOut(s: GameState, horizon: Horizon, rng: Rng, cap = 150): Rng {
  for (let n = 0; n < cap && !s.result && !reached(s, horizon); n++) {
    const p = actor(s);
    if (p === null) break;
    let a: GameAction | undefined;
    [a, rng] = policy(s, p, rng);
    if (!a || isRuleError(applyInPlace(s, a))) break;
  }
  return rng;
}

/** What a persistent will on a side's field is worth to the reward: it acts on every confrontation after the
 * playouts' horizon (§1.2: it stays in play), so without a value of its own the search saw only its tribute's cost
 * and seldom played one. Measured against greedy over 200 seeded demo duels at 64 iterations: 0 → 60–61 %, 8 → 63.5 %,
 * 15 → 65.5 % (engine/README.md). */
const PERSISTENT_WILL_VALUE = 15;

/** Points a side would score now (§4.4.2: vessels, effects, manifestations left in decks), plus a little for the
 * cards it holds and keeps in the Interzone, which win later confrontations, and its persistent wills. */
function sideValue(s: GameState, side: number): number {
  let v = 0;
  for (let p = 0; p < s.players.length; p++) {
    if (sideOf(s, p) !== side) continue;
    v += scoreOf(s, p) + 2 * s.players[p]!.hand.length;
  }
  for (const id of s.sides[side]!.interzone) if (id) v += 3;
  v += PERSISTENT_WILL_VALUE * s.sides[side]!.field.length;
  // A confrontation decided but not yet placed: the losers' manifestations are on their way to the winner's vessel.
  if (s.phase === "resolution" && s.outcome?.winner === side)
    s.sides.forEach((other, x) => {
      if (x !== side) for (const id of other.confrontation) v += defOf(s, id).points;
    });
  return v;
}

/** Each seat's reward in [0, 1]: the game's result when it is over, else its side's lead over the best other side. */
export function rewards(s: GameState, scale = 20): number[] {
  const sides = s.sides.length;
  if (s.result) {
    const w = s.result.winner;
    return s.players.map((_, p) => (w === null ? 0.5 : w === sideOf(s, p) ? 1 : 0));
  }
  const values = Array.from({ length: sides }, (_, x) => sideValue(s, x));
  return s.players.map((_, p) => {
    const mine = sideOf(s, p);
    let best = -Infinity;
    for (let x = 0; x < sides; x++) if (x !== mine) best = Math.max(best, values[x]!);
    return 1 / (1 + Math.exp(-(values[mine]! - best) / scale));
  });
}

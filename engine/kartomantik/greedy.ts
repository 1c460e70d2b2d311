// The greedy bot: plays its strongest First Manifestation, adds power while it is losing, keeps what it wins in the
// Interzone, plays a persistent Will in the end phase and otherwise passes. Cheap enough for the search's playouts.
import type { Rng } from "../shared/rng";
import { actor } from "./actor";
import { applyInPlace, cloneState, legalActions } from "./apply";
import { basePowerOf, defOf } from "./core";
import { isRuleError } from "./errors";
import { outcomeNow } from "./outcome";
import { sideOf, sideStateOf } from "./seats";
import type { GameAction, GameState } from "./types";

/** My side's power over the strongest opposing side's, and a half point for who would win now. */
function margin(s: GameState, player: number): number {
  const o = outcomeNow(s);
  const mine = sideOf(s, player);
  let strongest = -Infinity;
  for (let x = 0; x < o.totals.length; x++) if (x !== mine) strongest = Math.max(strongest, o.totals[x]!);
  return o.totals[mine]! - strongest + (o.winner === mine ? 0.5 : o.winner === null ? 0 : -0.5);
}

/** Lets the stack resolve in a trial copy: everyone passes, decisions take their first option. */
function settle(s: GameState): void {
  for (let i = 0; i < 40 && !s.result && s.stack.length + s.decisions.length > 0; i++) {
    const p = actor(s);
    if (p === null) return;
    const a = legalActions(s, p)[0];
    if (!a || isRuleError(applyInPlace(s, a))) return;
  }
}

export const greedyBot = (s: GameState, player: number, rng: Rng): [GameAction, Rng] => {
  const actions = legalActions(s, player);
  if (actions.length === 0) throw new Error(`bot: no legal action for player ${player}`);
  const d = s.decisions.find((x) => x.player === player);
  if (d) {
    const pick = (choice: string[]): [GameAction, Rng] => [{ type: "decide", player, choice }, rng];
    if (d.kind === "mulligan") return pick(["keep"]);
    if (d.kind === "chooseFirst")
      return pick([d.options.reduce((a, b) => (basePowerOf(s, b) > basePowerOf(s, a) ? b : a))]);
    if (d.kind === "placeWon") {
      const free = d.options.find((o) => {
        const slot = /:slot(\d)$/.exec(o);
        return slot && sideStateOf(s, player).interzone[Number(slot[1])] === null;
      });
      return pick([free ?? d.options[0]!]);
    }
    if (d.kind === "may") return pick(["yes"]);
    return [actions[0]!, rng];
  }
  // Priority: try each play and keep the one that improves the confrontation margin most.
  if (s.phase !== "reaction" && s.phase !== "end") return [actions[0]!, rng];
  const before = margin(s, player);
  if (s.phase === "reaction" && before > 0 && s.stack.length === 0) return [actions[0]!, rng];
  let best: GameAction = actions[0]!;
  let bestScore = before;
  for (const a of actions.slice(1, 12)) {
    // The end phase wants the first persistent Will the engine accepts: nothing else is worth a trial copy.
    const end = s.phase === "end";
    if (end && !(a.type === "playWill" && defOf(s, a.card).type === "persistent_will")) continue;
    const trial = cloneState(s);
    if (isRuleError(applyInPlace(trial, a))) continue;
    if (end) return [a, rng];
    settle(trial);
    const score = margin(trial, player) - (a.type === "playWill" ? 0.1 * (a.tribute?.cards.length ?? 0) : 0);
    if (score > bestScore) [best, bestScore] = [a, score];
  }
  return [best, rng];
};

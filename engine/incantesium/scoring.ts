// Incantesium's results as the tournament records them (GameScoring): a challenge's numbers are
// the gems each mage won (README ruling G1: a 1v1 challenge ends when one mage holds all three
// gems, so the winner won at least 3 and more than the loser); a side's gems are its seats' sum (a
// 2v2 team's two places: ruling G4), and the winning side alone has the most, at least the
// rulebook's target ("Nel 2 contro 2, quando vengono conquistate 2 gemme da una squadra"; "In una
// sfida a 3, il primo che conquista 2 gemme vince. In una sfida a 4 o 5, il primo che vince una
// partita"). Ranked by challenges won, then gems (ruling G5).
import { refuse, sideTotalsOf, type GameScoring } from "../tournament";
import { gemTarget } from "./gems";
import type { Mode } from "./types";

/** The bound only catches typing slips. */
export const MAX_INC_GEMS = 99;

/** A table's mode from its sides: two seats alone a duel, every seat its own side a pod, else a 2v2. */
const modeOf = (sides: readonly number[]): Mode =>
  new Set(sides).size !== sides.length ? "2v2" : sides.length === 2 ? "duel" : "ffa";

export const INCANTESIUM_SCORING: GameScoring = {
  checkGame(points, sides, game) {
    const mode = modeOf(sides);
    const target = gemTarget(mode, sides.length);
    const totals = sideTotalsOf(points, sides);
    const top = Math.max(...totals);
    const ok =
      points.every((n) => Number.isInteger(n) && n >= 0 && n <= MAX_INC_GEMS) &&
      top >= target &&
      totals.filter((t) => t === top).length === 1;
    if (ok) return null;
    return mode === "duel"
      ? refuse("result_incantesium_gems", "Incantesium 'Le gemme'", { game })
      : refuse("result_incantesium_table_gems", "Incantesium 'Le gemme'", { game, target });
  },
  field: { min: 0, max: MAX_INC_GEMS, step: 1 },
  rankBy: ["matchesWon", "score"],
};

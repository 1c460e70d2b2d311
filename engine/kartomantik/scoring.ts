// Kartomantik's results as the tournament records them (GameScoring): each place's game points
// (base rules 4.4.2) are whole multiples of 5 and may be negative (a −10 mulligan, card effects);
// the standings rank by score (event-rules §6).
import { refuse, type GameScoring } from "../tournament";

/** A sanity bound against typing slips (a whole 30-card deck is worth far less). */
export const MAX_GAME_POINTS = 5000;

export const KARTOMANTIK_SCORING: GameScoring = {
  checkGame(points, _sides, game) {
    for (const p of points) {
      if (!Number.isInteger(p)) return refuse("result_points_not_integer", "rules 4.4.2", { game, points: String(p) });
      if (p % 5 !== 0) return refuse("result_points_not_multiple_of_5", "rules 4.4.2", { game, points: p });
      if (Math.abs(p) > MAX_GAME_POINTS)
        return refuse("result_points_out_of_range", "rules 4.4.2", { game, points: p, max: MAX_GAME_POINTS });
    }
    return null;
  },
  field: { min: -MAX_GAME_POINTS, max: MAX_GAME_POINTS, step: 5 },
  rankBy: ["score"],
};

// Ken il Guerriero's results as the tournament records them (GameScoring): a game's outcome, 1 for
// the winner and 0 for the loser, 0–0 a draw (README, "Ken il Guerriero events": our copy of its
// rulebook stops before its victory chapter, so no points of its own reach the standings).
import { refuse, type GameScoring } from "../tournament";

export const KEN_SCORING: GameScoring = {
  checkGame(points, sides, game) {
    const winners = new Set(sides.filter((_, place) => points[place] === 1));
    if (!points.every((p) => p === 0 || p === 1) || winners.size > 1 || points.filter((p) => p === 1).length > 1)
      return refuse("result_ken_not_win_loss", "README Ken il Guerriero", { game });
    return null;
  },
  field: { min: 0, max: 1, step: 1 },
  rankBy: ["score"],
};

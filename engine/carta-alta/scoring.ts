// Carta più alta's results as the tournament records them (GameScoring): each place's points are its
// card, 1..40 (README §4; 0 for a seat that never played, a game ended by hand); matches won rank first,
// then the points.
import { refuse, type GameScoring } from "../tournament";
import { DECK_SIZE } from "./types";

export const CARTA_ALTA_SCORING: GameScoring = {
  checkGame(points, _sides, game) {
    if (!points.every((p) => Number.isInteger(p) && p >= 0 && p <= DECK_SIZE))
      return refuse("result_points_range", "Carta più alta §4", { game, min: 0, max: DECK_SIZE });
    return null;
  },
  field: { min: 0, max: DECK_SIZE, step: 1 },
  rankBy: ["matchesWon", "score"],
};

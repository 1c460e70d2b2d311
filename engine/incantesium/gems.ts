// The gems that win a challenge ("Gemme"): 1v1 3, 2v2 2 ("quando vengono conquistate 2 gemme da una
// squadra"), 3 players 2, 4–5 players 1. A module of its own: the tournament's result check reads it too,
// on phones, without the engine.
import type { Mode } from "./types";

export function gemTarget(mode: Mode, players: number): number {
  if (mode === "duel") return 3;
  if (mode === "2v2") return 2;
  return players === 3 ? 2 : 1;
}

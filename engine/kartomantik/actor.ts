// Who must act now (bots, simulations and the search's playouts ask).
import type { GameState } from "./types";

/** A player with a decision, else the priority holder; null once the game is over. */
export function actor(s: GameState): number | null {
  if (s.result) return null;
  if (s.decisions.length > 0) return s.decisions[0]!.player;
  return s.priority;
}

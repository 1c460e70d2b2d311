// The games Bazaar runs: one line each. The backbone asks this list, never a game by name.
import type { GameDefinition } from "@/lib/game-registry/definition";
import { INCANTESIUM } from "@/lib/incantesium/definition";
import { KARTOMANTIK } from "@/lib/kartomantik/definition";
import { KEN } from "@/lib/ken/definition";

export const GAMES: readonly GameDefinition[] = [KARTOMANTIK, KEN, INCANTESIUM];

/** The definition of an event's game (Event.game); an unknown id is a bug or a damaged row. */
export function gameDefinition(id: string): GameDefinition {
  const game = GAMES.find((g) => g.id === id);
  if (!game) throw new Error(`unknown game "${id}"`);
  return game;
}

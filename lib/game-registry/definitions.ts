// The games Bazaar runs: one line each. The backbone asks this list, never a game by name.
import type { FormatDefinition, GameDefinition } from "@/lib/game-registry/definition";
import { MAX_MODE_SEATS, type EventMode } from "@/lib/events/modes";
import { CARTA_ALTA } from "@/lib/carta-alta/definition";
import { INCANTESIUM } from "@/lib/incantesium/definition";
import { KARTOMANTIK } from "@/lib/kartomantik/definition";
import { KEN } from "@/lib/ken/definition";

export const GAMES: readonly GameDefinition[] = [KARTOMANTIK, KEN, INCANTESIUM, CARTA_ALTA];

/** The definition of an event's game (Event.game); an unknown id is a bug or a damaged row. */
export function gameDefinition(id: string): GameDefinition {
  const game = GAMES.find((g) => g.id === id);
  if (!game) throw new Error(`unknown game "${id}"`);
  return game;
}

/** A game's format (Event.format); an unknown one is a bug or a damaged row. */
export function formatOf(game: string, format: string): FormatDefinition {
  const found = gameDefinition(game).formats.find((f) => f.id === format);
  if (!found) throw new Error(`game "${game}" has no format "${format}"`);
  return found;
}

/** Seats an event takes at most: its format's for duels (a Draft Bazaar table 2–6), its mode's for
 * team and pod tables (lib/events/modes.ts). */
export function maxSeatsOf(event: { game: string; format: string; mode: string }): number {
  return event.mode === "duel"
    ? formatOf(event.game, event.format).maxSeats
    : MAX_MODE_SEATS[event.mode as Exclude<EventMode, "duel">];
}

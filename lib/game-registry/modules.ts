// The games on the server, one line each (the definitions' order: lib/game-registry/definitions.ts).
import { CARTA_ALTA_MODULE } from "@/lib/carta-alta/module";
import type { EngineServer } from "@/lib/game-registry/engine-server";
import type { GameModule, NewEventData } from "@/lib/game-registry/module";
import { INCANTESIUM_MODULE } from "@/lib/incantesium/module";
import { KARTOMANTIK_MODULE } from "@/lib/kartomantik/module";
import { KEN_MODULE } from "@/lib/ken/module";

export const GAME_MODULES: readonly GameModule[] = [
  KARTOMANTIK_MODULE,
  KEN_MODULE,
  INCANTESIUM_MODULE,
  CARTA_ALTA_MODULE,
];

/** The module of an event's game (Event.game); an unknown id is a bug or a damaged row. */
export function gameModule(id: string): GameModule {
  const game = GAME_MODULES.find((g) => g.id === id);
  if (!game) throw new Error(`unknown game "${id}"`);
  return game;
}

/** The server side of a game played on the app, or null (an unknown id from a URL, a game without an engine). */
export async function engineServerOf(id: string): Promise<EngineServer | null> {
  const game = GAME_MODULES.find((g) => g.id === id);
  return game?.engine ? game.engine() : null;
}

/** What the new-event form needs, every game's part; `missing`: what the organizer must do before any
 * event can be created (a message key shown instead of the form), or null. */
export async function newEventData(organizerId: string): Promise<{ data: NewEventData; missing: string | null }> {
  const parts = await Promise.all(GAME_MODULES.map((g) => g.newEventData?.(organizerId)));
  return {
    data: Object.assign({ sets: [] }, ...parts.map((p) => p?.data)) as NewEventData,
    missing: parts.find((p) => p?.missing)?.missing ?? null,
  };
}

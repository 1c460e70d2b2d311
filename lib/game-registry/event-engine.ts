// The engine of an event's game, for the backbone's routes that reach a game on the app through its
// event (a match's game, its bots, a table, a practice): a game not played on the app has none.
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { EngineServer, Opener } from "@/lib/game-registry/engine-server";
import { engineServerOf } from "@/lib/game-registry/modules";
import { invalidInput } from "@/lib/errors";

export async function engineOfEvent(eventId: string): Promise<EngineServer> {
  const event = await db().event.findUnique({ where: { id: eventId }, select: { game: true } });
  if (!event) throw new AppError("not_found");
  const engine = await engineServerOf(event.game);
  if (!engine) throw new AppError("not_on_app");
  return engine;
}

/** Opens a game with one of the engine's openers, the body read by the game's own schema (400 with its reason). */
/** A bot level a request names, checked against the game's: unknown (or any, for a game with one bot) is refused
 * with the levels there are. Absent: the game's default. */
export function botLevelOf(engine: EngineServer, level: string | undefined): string | undefined {
  if (level === undefined) return engine.botLevels?.default;
  if (!engine.botLevels?.levels.includes(level))
    throw new AppError("bot_level_unknown", { level, levels: (engine.botLevels?.levels ?? []).join(", ") });
  return level;
}

export async function openWith<Who>(opener: Opener<Who> | undefined, who: Who, eventId: string, body: unknown) {
  if (!opener) throw new AppError("not_on_app");
  const input = opener.input.safeParse(body);
  if (!input.success) throw invalidInput(input.error);
  return opener.open(who, eventId, input.data as never);
}

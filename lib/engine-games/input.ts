// What the engine-game routes take: a player's action (its own module: the rules and the act path both read it), and
// the organizer's bot request.
import { z } from "zod";

export const actInput = z.object({
  /** The engine action (its seat is set from the device's seat, never taken from here). */
  action: z.object({ type: z.string().min(1).max(20) }).passthrough(),
  seenSeq: z.number().int().min(0),
  idempotencyKey: z.string().min(8).max(100),
});

export type ActInput = z.infer<typeof actInput>;

/** The organizer's bot request: one missing player's seat, or several (a table of 3–5 short of players). */
/** `level`: the bot's level, one of the game's (EngineServer.botLevels). */
const level = z.string().min(1).max(32).optional();
export const botInput = z.union([
  z.object({ seatId: z.string().min(1).max(64), level }),
  z.object({ seatIds: z.array(z.string().min(1).max(64)).min(1).max(4), level }),
]);

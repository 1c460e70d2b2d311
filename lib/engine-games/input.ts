// A player's action in an engine game as the routes take it (its own module: the rules and the act path both read it).
import { z } from "zod";

export const actInput = z.object({
  /** The engine action (its seat is set from the device's seat, never taken from here). */
  action: z.object({ type: z.string().min(1).max(20) }).passthrough(),
  seenSeq: z.number().int().min(0),
  idempotencyKey: z.string().min(8).max(100),
});

export type ActInput = z.infer<typeof actInput>;

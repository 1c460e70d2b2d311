// An Incantesium event's optional rules ("Regole opzionali", chosen when the event is created:
// Caste Elementali, Giocatore Spirito), as stored on Event.incantesium, read back safely.
import { z } from "zod";

export const INC_GAME = "incantesium";

const stored = z.object({
  castes: z.boolean().catch(false),
  spirits: z.boolean().catch(false),
  /** The e2e server's fixed seed (lib/events/events.ts accepts it only with BAZAAR_TEST_SEEDS=1). */
  testSeed: z.number().int().min(0).max(0xffffffff).optional().catch(undefined),
});
export type IncOptions = z.infer<typeof stored>;

export function incOptionsOf(value: unknown): IncOptions {
  const parsed = stored.safeParse(value ?? {});
  return parsed.success ? parsed.data : { castes: false, spirits: false };
}

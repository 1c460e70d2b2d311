// An Incantesium event's settings (Event.settings): the rulebook's optional rules chosen when the event
// is created ("Regole opzionali": Caste Elementali, Giocatore Spirito), read back safely.
import { z } from "zod";

export const INC_GAME = "incantesium";

export const incSettings = z.object({
  castes: z.boolean().default(false),
  spirits: z.boolean().default(false),
  /** The e2e server's fixed seed (lib/incantesium/module.ts accepts it only with BAZAAR_TEST_SEEDS=1). */
  testSeed: z.number().int().min(0).max(0xffffffff).optional(),
});
export type IncOptions = z.infer<typeof incSettings>;

/** The stored settings read back (what is not readable falls back to the rulebook's defaults). */
export function incOptionsOf(value: unknown): IncOptions {
  const parsed = incSettings.safeParse(value ?? {});
  return parsed.success ? parsed.data : { castes: false, spirits: false };
}

// An Incantesium event's settings (Event.settings): the rulebook's optional rules chosen when the event
// is created ("Regole opzionali": Caste Elementali, Giocatore Spirito), read back safely. The castes are off, drawn
// at random before every round (README ruling K3) or chosen by the mages before the challenge (K5); an event stored
// when the castes were only on or off has `castes: true` (drawn) or `false` (off).
import { z } from "zod";
import { testSeedField } from "@/lib/random-seed";

export const INC_GAME = "incantesium";

export const CASTE_MODES = ["off", "drawn", "chosen"] as const;
export type CasteMode = (typeof CASTE_MODES)[number];

export const incSettings = z.object({
  castes: z
    .union([z.boolean(), z.enum(CASTE_MODES)])
    .default(false)
    .transform((v): CasteMode => (v === true ? "drawn" : v === false ? "off" : v)),
  spirits: z.boolean().default(false),
  /** The e2e server's fixed seed (accepted only with BAZAAR_TEST_SEEDS=1: lib/random-seed.ts). */
  testSeed: testSeedField,
});
export type IncOptions = z.infer<typeof incSettings>;

/** The stored settings read back (what is not readable falls back to the rulebook's defaults). */
export function incOptionsOf(value: unknown): IncOptions {
  const parsed = incSettings.safeParse(value ?? {});
  return parsed.success ? parsed.data : { castes: "off", spirits: false };
}

/** The engine's options for an event's challenge (createGame): `castesChosen` only when chosen, so that a drawn
 * challenge's config is as it was before K5. */
export function incRulesOf(o: IncOptions): { castes: boolean; spirits: boolean; castesChosen?: true } {
  return { castes: o.castes !== "off", spirits: o.spirits, ...(o.castes === "chosen" ? { castesChosen: true } : {}) };
}

// The Ken card browser's filter: shared by the page and its tests. Cards sorted as the rulebook
// lists the types ("Tipi di Carte"), then by name.
import { z } from "zod";
import { nameKey } from "./normalize";
import { KEN_TYPES, MORALI, SCUOLE, VITE, type KenCard } from "./types";

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());

/** What the browser filters by; every field optional, an empty string is "all". */
export const kenCardFilter = z.object({
  q: optional(z.string().trim().max(100)),
  tipo: optional(z.enum(KEN_TYPES)),
  morale: optional(z.enum(MORALI)),
  scuola: optional(z.enum([...SCUOLE, "none"])),
  vita: optional(z.enum(VITE)),
  bordo_giallo: optional(z.enum(["si", "no"])),
});
export type KenCardFilter = z.infer<typeof kenCardFilter>;

const TYPE_ORDER = new Map(KEN_TYPES.map((t, i) => [t, i]));

/** Cards matching every filter given; `q` searches name, Cognome, Capacità and Limitazione (case, accents ignored). */
export function filterKenCards(cards: readonly KenCard[], filter: KenCardFilter): KenCard[] {
  const words = filter.q ? nameKey(filter.q).split(" ").filter(Boolean) : [];
  return cards
    .filter((card) => {
      if (filter.tipo && card.tipo !== filter.tipo) return false;
      if (filter.morale && !card.morale.includes(filter.morale)) return false;
      if (filter.scuola === "none" ? card.scuola.length > 0 : filter.scuola && !card.scuola.includes(filter.scuola))
        return false;
      if (filter.vita && card.vita !== filter.vita) return false;
      if (filter.bordo_giallo && card.bordo_giallo !== (filter.bordo_giallo === "si")) return false;
      if (words.length === 0) return true;
      const text = nameKey([card.nome, card.cognome ?? "", card.capacita, card.limitazione].join(" "));
      return words.every((w) => text.includes(w));
    })
    .sort(
      (a, b) => (TYPE_ORDER.get(a.tipo) ?? 0) - (TYPE_ORDER.get(b.tipo) ?? 0) || a.nome.localeCompare(b.nome, "it"),
    );
}

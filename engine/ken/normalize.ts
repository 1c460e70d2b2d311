// How names and words in a list are compared: case, accents, apostrophes and spacing do not make
// two cards different ("Nome e Tipo … determinano l'unicità della carta").
import { KEN_TYPES, MORALI, SCUOLE, VITE, type KenMorale, type KenScuola, type KenType, type KenVita } from "./types";

export function nameKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[’‘`´]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

export const cardKey = (nome: string, tipo: KenType) => `${nameKey(nome)}|${tipo}`;

function lookup<T extends string>(canonical: readonly T[], aliases: Record<string, T>): (raw: string) => T | undefined {
  const table = new Map<string, T>();
  for (const value of canonical) table.set(nameKey(value), value);
  for (const [alias, value] of Object.entries(aliases)) table.set(nameKey(alias), value);
  return (raw) => table.get(nameKey(raw));
}

/** "Critici", "Extra Bonus/Malus" and "Atipiche" are how the rulebook's type list prints three of the types. */
export const typeOf = lookup<KenType>(KEN_TYPES, {
  Critici: "Critico",
  "Extra Bonus": "Extra",
  "Extra Malus": "Extra",
  "Extra Bonus/Malus": "Extra",
  Segnalini: "Segnalino",
  Atipiche: "Atipica",
});

/** How a yes/no cell may be written, as the messages list them (any case, with or without accent);
 * an empty cell is no. */
export const YES_WORDS = ["sì", "si", "s", "yes", "y", "true", "1", "x"] as const;
export const NO_WORDS = ["no", "n", "false", "0"] as const;

/** A Vita cell: Vita, SuperVita, or none; a yes says the card has a (plain) Vita, a no that it has none. */
export const vitaOf = lookup<KenVita>(VITE, {
  "": "none",
  nessuna: "none",
  "super vita": "SuperVita",
  ...Object.fromEntries(YES_WORDS.map((w) => [w, "Vita"])),
  ...Object.fromEntries(NO_WORDS.map((w) => [w, "none"])),
});

/** The colour is the alignment: blu = buona, rossa = malvagia, grigia = neutrale (also "Influenzabile"). */
export const moraleOf = lookup<KenMorale>(MORALI, {
  buono: "buona",
  blu: "buona",
  malvagio: "malvagia",
  rossa: "malvagia",
  rosso: "malvagia",
  neutrale: "neutrale",
  neutro: "neutrale",
  grigia: "neutrale",
  grigio: "neutrale",
  influenzabile: "neutrale",
  good: "buona",
  blue: "buona",
  evil: "malvagia",
  red: "malvagia",
  neutral: "neutrale",
  grey: "neutrale",
  gray: "neutrale",
});

/** The rulebook names the sixth school both "Gemma dell'Hokuto" and "Hokuto Gemma". */
export const scuolaOf = lookup<KenScuola>(SCUOLE, { "Hokuto Gemma": "Gemma dell'Hokuto", "Cinque Forze": "5 Forze" });

const TRUE = new Set<string>(YES_WORDS.map(nameKey));
const FALSE = new Set<string>([...NO_WORDS, ""]);

/** A yes/no cell (YES_WORDS, NO_WORDS or empty; JSON: also true/false, 1/0). Anything else stays as it
 * was (and is refused naming the accepted words). */
export function booleanOf(raw: unknown): unknown {
  if (raw === 1 || raw === 0) return raw === 1;
  if (typeof raw !== "string") return raw;
  const key = nameKey(raw);
  if (TRUE.has(key)) return true;
  if (FALSE.has(key)) return false;
  return raw;
}

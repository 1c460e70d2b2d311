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

/** "Critici" and "Extra Bonus/Malus" are how the rulebook's type list prints two of the types. */
export const typeOf = lookup<KenType>(KEN_TYPES, {
  Critici: "Critico",
  "Extra Bonus": "Extra",
  "Extra Malus": "Extra",
  "Extra Bonus/Malus": "Extra",
  Segnalini: "Segnalino",
});

export const vitaOf = lookup<KenVita>(VITE, {
  "": "none",
  nessuna: "none",
  no: "none",
  "super vita": "SuperVita",
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

const TRUE = new Set(["true", "si", "sì", "s", "yes", "y", "x", "1"]);
const FALSE = new Set(["false", "no", "n", "0", ""]);

/** A yes/no cell: sì/no, true/false, 1/0, x or empty. Anything else stays as it was (and is refused). */
export function booleanOf(raw: unknown): unknown {
  if (typeof raw !== "string") return raw;
  const key = nameKey(raw);
  if (TRUE.has(key)) return true;
  if (FALSE.has(key)) return false;
  return raw;
}

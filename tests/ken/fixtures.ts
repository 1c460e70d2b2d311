// Our own small Ken card list (tests/ken/fixtures/carte.csv, invented cards) and a deck-list builder.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseKenCardsCsv, parseKenDeckText, type KenCatalog, type KenParsedDeck } from "@/engine/ken";

export const FIXTURES = path.resolve(import.meta.dirname, "fixtures");
export const CARDS_CSV = path.join(FIXTURES, "carte.csv");
export const CARDS_JSON = path.join(FIXTURES, "carte.json");
export const STANDARD_DECK = path.join(FIXTURES, "mazzo-standard.txt");

function load(): KenCatalog {
  const result = parseKenCardsCsv(readFileSync(CARDS_CSV, "utf8"));
  if (!result.ok) throw new Error(`fixture card list: ${JSON.stringify(result.errors)}`);
  return result.catalog;
}
export const catalog = load();

/** [count, "Nome (Tipo)"] lines per section title. */
export type Sections = Partial<
  Record<"Futuro" | "Mano" | "Preludio" | "Extra" | "Episodio" | "Segnalini", [number, string][]>
>;

export const deckText = (sections: Sections) =>
  Object.entries(sections)
    .map(([title, lines]) => [title, ...lines!.map(([n, card]) => `${n} ${card}`)].join("\n"))
    .join("\n\n") + "\n";

/** 65 cards of 13 limited, non-Luogo cards, 5 each. */
export const FIVE_EACH: [number, string][] = [
  "Bat (Personaggio)",
  "Lin (Personaggio)",
  "Predoni di Zeed (Esercito)",
  "Guardie di Shin (Esercito)",
  "Milizia del Villaggio (Esercito)",
  "Tempesta di Sabbia (Evento)",
  "Pioggia Radioattiva (Evento)",
  "Hokuto Hyakuretsu Ken (Tecnica)",
  "Nanto Suicho Ken (Tecnica)",
  "Tristezza (Spirito)",
  "Moto (Equipaggiamento)",
  "Cavallo Kokuoh (Speciale)",
  "Colpo ai Punti di Pressione (Critico)",
].map((card) => [5, card]);

const PLACES = [
  "Villaggio di Bat (Luogo Abitato)",
  "Deserto Radioattivo (Luogo Disabitato)",
  "Rovine di Tokyo (Luogo Disabitato)",
  "Southern Cross (Luogo Abitato)",
];

/**
 * A legal Futuro of `size` cards with `luoghi` Luoghi (at most 20): FIVE_EACH in order as far as
 * needed, then the Luoghi, then Kenshiro (Maestro, Vita: no limit) for the rest.
 */
export function futuro(size: number, luoghi = 10): [number, string][] {
  const lines: [number, string][] = [];
  let need = size - luoghi;
  for (const [, card] of FIVE_EACH) {
    if (need <= 0) break;
    lines.push([Math.min(5, need), card]);
    need -= 5;
  }
  for (let left = luoghi, i = 0; left > 0; i++, left -= 5) lines.push([Math.min(5, left), PLACES[i]!]);
  if (need > 0) lines.push([need, "Kenshiro (Maestro)"]);
  return lines;
}

/** The 1-based line of deckText(sections) that reads `line`, e.g. "1 Bat (Personaggio)", after the section title. */
export function lineOf(sections: Sections, title: keyof Sections, line: string): number {
  const lines = deckText(sections).split("\n");
  const start = lines.indexOf(title);
  const at = lines.indexOf(line, start);
  if (start < 0 || at < 0) throw new Error(`no line "${line}" under ${title}`);
  return at + 1;
}

export const parse = (sections: Sections): KenParsedDeck => parseKenDeckText(catalog, deckText(sections));

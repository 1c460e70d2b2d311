// Looking cards up and the flow of magic ("Seguire il flusso di magia"): Fuoco–Acqua, Terra–Aria,
// Buio–Luce are opposed; a base spell follows a card of its own element or of the opposed one.
import { CASTE_CARDS, DECK } from "./deck";
import type { CardDef, Element } from "./types";

const BY_ID = new Map<string, CardDef>([...DECK, ...CASTE_CARDS].map((c) => [c.id, c]));

export function cardDef(id: string): CardDef {
  const def = BY_ID.get(id);
  if (!def) throw new Error(`unknown Incantesium card ${id}`);
  return def;
}

export const OPPOSITE: Record<Element, Element> = {
  fuoco: "acqua",
  acqua: "fuoco",
  terra: "aria",
  aria: "terra",
  buio: "luce",
  luce: "buio",
};

/** "Gli incantesimi Fuoco, Terra e Buio posseggono la proprietà di Attacco"; the others cure. */
export const ATTACKS: Record<Element, boolean> = {
  fuoco: true,
  terra: true,
  buio: true,
  acqua: false,
  aria: false,
  luce: false,
};

export function follows(element: Element, previous: Element): boolean {
  return element === previous || OPPOSITE[previous] === element;
}

export function baseDef(id: string): Extract<CardDef, { kind: "base" }> | null {
  const def = cardDef(id);
  return def.kind === "base" ? def : null;
}

/** The cards that are shuffled into the mana deck: everything but the gems. */
export const PLAY_CARDS: readonly string[] = DECK.filter((c) => c.kind !== "gem").map((c) => c.id);
export const GEM_CARDS: readonly string[] = DECK.filter((c) => c.kind === "gem").map((c) => c.id);
export const MAGUS = "magus";

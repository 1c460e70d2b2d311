// Looking cards up and the flow of magic ("Seguire il flusso di magia"): Fuoco–Acqua, Terra–Aria,
// Buio–Luce are opposed; a base spell follows a card of its own element or of the opposed one.
import { CASTE_CARDS, DECK } from "./deck";
import type { CardDef, Element } from "./types";

const BY_ID = new Map<string, CardDef>([...DECK, ...CASTE_CARDS].map((c) => [c.id, c]));

/** A card's kind as its id names it: the id without its last part ("fuoco-1c-2" → "fuoco-1c", "copia-3" → "copia").
 * Every spell's id is its kind, a dash and a part of its own: the deck's number, or a token minted when it came into
 * a hand (ruling H1, `mintId`). */
export function kindPrefix(id: string): string {
  const at = id.lastIndexOf("-");
  return at < 0 ? id : id.slice(0, at);
}

/** The kinds of the spells (base and extra), each to the def of its first card. */
const BY_KIND = new Map<string, CardDef>();
for (const c of DECK)
  if ((c.kind === "base" || c.kind === "extra") && !BY_KIND.has(kindPrefix(c.id))) BY_KIND.set(kindPrefix(c.id), c);

const TOKEN_LENGTH = 6;
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** A spell's id minted from 32 random bits (ruling H1): its kind and six letters, never one of the deck's own ids
 * (those end in a number). */
export function mintId(kind: string, bits: number): string {
  let token = "";
  for (let i = 0; i < TOKEN_LENGTH; i++) {
    token += LETTERS[bits % 26];
    bits = Math.floor(bits / 26);
  }
  return `${kind}-${token}`;
}

function isToken(s: string): boolean {
  if (s.length !== TOKEN_LENGTH) return false;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) < 97 || s.charCodeAt(i) > 122) return false;
  return true;
}

/** The card an id names: one of the deck (or a caste), or a spell minted into a hand (ruling H1), whose def is its
 * kind's (the def's own `id` is then the kind's first card's: compare kinds, never `def.id`, for spells). */
export function cardDef(id: string): CardDef {
  const def = BY_ID.get(id) ?? MINTED.get(id) ?? mintedDef(id);
  if (!def) throw new Error(`unknown Incantesium card ${id}`);
  return def;
}

/** Minted ids looked up lately (a search's playouts look the same ones up again and again), emptied now and then: a
 * server mints ids without end. */
const MINTED = new Map<string, CardDef>();
const MINTED_KEPT = 50_000;

function mintedDef(id: string): CardDef | undefined {
  if (!isToken(id.slice(id.lastIndexOf("-") + 1))) return undefined;
  const def = BY_KIND.get(kindPrefix(id));
  if (def) {
    if (MINTED.size >= MINTED_KEPT) MINTED.clear();
    MINTED.set(id, def);
  }
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

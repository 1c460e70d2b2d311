// The card catalog a deck is checked against: built from DeckCards or read from the community
// catalog JSON (as ../shared/data/kartomantik-beta/cards.json), looked up by id or by name.
import {
  CARD_TYPES,
  TEMPERAMENTS,
  type Catalog,
  type CardRef,
  type CatalogError,
  type CardType,
  type DeckCard,
  type Temperament,
} from "./types";
import { TEMPERAMENT_OF_SYMBOL } from "../vocabulary";

/**
 * The key two spellings of one name share: case, accents, curly apostrophes and spacing do not
 * matter ("Entita blu" = "Entità Blu", "Reap What You've Sown" = "Reap What You’ve Sown").
 */
export function nameKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * English and Italian names both point at their card. Eight Beta cards share one name in both
 * languages; a name that points at two different cards stays ambiguous rather than guessed.
 * A repeated id keeps its first card.
 */
export function createCatalog(cards: readonly DeckCard[]): Catalog {
  const byId = new Map<string, DeckCard>();
  const byName = new Map<string, string[]>();
  for (const card of cards) {
    if (byId.has(card.id)) continue;
    byId.set(card.id, card);
    for (const name of [card.name, card.nameIt]) {
      if (!name) continue;
      const key = nameKey(name);
      const ids = byName.get(key) ?? [];
      if (!ids.includes(card.id)) ids.push(card.id);
      byName.set(key, ids);
    }
  }
  return { byId, byName };
}

export function cardRef(catalog: Catalog, id: string): CardRef {
  const card = catalog.byId.get(id);
  if (!card) return { id, name: id };
  return card.nameIt ? { id, name: card.name, nameIt: card.nameIt } : { id, name: card.name };
}

export function symbolsOf(text: string): string[] {
  return [...text.matchAll(/\{([A-Z])\}/g)].map((m) => m[1] as string);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** One community catalog entry as a DeckCard, or why it cannot be one. */
function readCard(raw: unknown): DeckCard | string {
  if (!isRecord(raw)) return "not an object";
  const { id, name, type, points, temperaments, power, powerCost } = raw;
  if (typeof id !== "string" || id.trim() === "") return "no id";
  if (typeof name !== "string" || name.trim() === "") return "no name";
  if (typeof type !== "string" || !(CARD_TYPES as readonly string[]).includes(type))
    return `unknown type ${JSON.stringify(type)}`;
  const manifestation = type === "manifestation";
  // Wills carry no points in some catalogs; they never count towards a deck's points (§4.1).
  if (manifestation && (typeof points !== "number" || !Number.isFinite(points)))
    return "a manifestation needs numeric points";
  if (
    !Array.isArray(temperaments) ||
    temperaments.length === 0 ||
    !temperaments.every((t) => (TEMPERAMENTS as readonly unknown[]).includes(t))
  )
    return "temperaments must list known temperaments";
  const symbols = typeof powerCost === "string" ? symbolsOf(powerCost) : [];
  const unknown = symbols.find((s) => !(s in TEMPERAMENT_OF_SYMBOL));
  if (unknown) return `unknown symbol {${unknown}} in powerCost`;
  const tribute = manifestation ? [] : symbols.map((s) => TEMPERAMENT_OF_SYMBOL[s] as Temperament);
  // A manifestation's base power is the number of its symbols (§3.2); `power` states it too.
  const basePower = manifestation ? (typeof power === "number" && Number.isFinite(power) ? power : symbols.length) : 0;
  const translations = isRecord(raw.translations) ? raw.translations : undefined;
  const it = translations && isRecord(translations.it) ? translations.it : undefined;
  const nameIt = typeof it?.name === "string" && it.name.trim() !== "" ? it.name.trim() : undefined;
  return {
    id: id.trim(),
    name: name.trim(),
    ...(nameIt ? { nameIt } : {}),
    type: type as CardType,
    points: manifestation ? (points as number) : 0,
    temperaments: [...(temperaments as Temperament[])],
    power: basePower,
    tribute,
  };
}

/** Reads a community catalog; a bad entry is reported and left out, never thrown. */
export function readCommunityCatalog(data: unknown): { cards: DeckCard[]; catalog: Catalog; errors: CatalogError[] } {
  if (!Array.isArray(data))
    return { cards: [], catalog: createCatalog([]), errors: [{ index: 0, reason: "expected a JSON array of cards" }] };
  const cards: DeckCard[] = [];
  const errors: CatalogError[] = [];
  const seen = new Set<string>();
  data.forEach((raw, i) => {
    const card = readCard(raw);
    const id = isRecord(raw) && typeof raw.id === "string" ? raw.id : undefined;
    if (typeof card === "string") errors.push({ index: i + 1, ...(id ? { id } : {}), reason: card });
    else if (seen.has(card.id)) errors.push({ index: i + 1, id: card.id, reason: "duplicate id" });
    else {
      seen.add(card.id);
      cards.push(card);
    }
  });
  return { cards, catalog: createCatalog(cards), errors };
}

// The community deck JSON (as starter-decks.json): {id, name, colorKey, groups:[{id, kind, name,
// cardIds}]}. Groups are only the builder's headings, except a sideboard group.
import { nameKey } from "./catalog";
import {
  TEMPERAMENTS,
  type Catalog,
  type CommunityDeck,
  type ListError,
  type ParsedDeck,
  type ParsedList,
  type Temperament,
} from "./types";

/** A group whose id or kind says sideboard holds the sideboard; every other group is deck. */
const SIDEBOARD_GROUPS = new Set(["sideboard", "riserva", "reserve"]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isSideboardGroup = (group: Record<string, unknown>) =>
  [group.id, group.kind].some((v) => typeof v === "string" && SIDEBOARD_GROUPS.has(nameKey(v)));

export interface PickedDeck extends ParsedList {
  /** When the file held an array of decks: which one was read, out of how many. */
  picked?: { index: number; count: number };
}

/**
 * Reads one community deck; with an array, the one whose id is `options.id`, else the first
 * (and `picked` says so). Unknown card ids are reported with their JSON path and left out.
 */
export function parseCommunityDeck(catalog: Catalog, value: unknown, options: { id?: string } = {}): PickedDeck {
  const empty: ParsedDeck = { deck: [], sideboard: [] };
  let data = value;
  let picked: PickedDeck["picked"];
  if (Array.isArray(value)) {
    if (value.length === 0)
      return { list: empty, errors: [{ rule: "not_a_deck", params: { reason: "the array holds no decks" } }] };
    const index = options.id === undefined ? 0 : value.findIndex((d) => isRecord(d) && d.id === options.id);
    if (index < 0) {
      const ids = value.map((d) => (isRecord(d) && typeof d.id === "string" ? d.id : "?")).join(", ");
      return { list: empty, errors: [{ rule: "deck_not_found", name: options.id, params: { ids } }] };
    }
    data = value[index];
    picked = { index, count: value.length };
  }
  const prefix = picked ? `[${picked.index}].` : "";
  const refuse = (path: string, reason: string): PickedDeck => ({
    list: empty,
    errors: [{ rule: "not_a_deck", path, params: { reason } }],
    ...(picked ? { picked } : {}),
  });
  if (!isRecord(data)) return refuse(prefix.replace(/\.$/, "") || "(file)", "expected a deck object with groups");
  if (!Array.isArray(data.groups)) return refuse(`${prefix}groups`, "groups must be an array");

  const list: ParsedDeck = { deck: [], sideboard: [] };
  for (const key of ["id", "name", "colorKey"] as const) if (typeof data[key] === "string") list[key] = data[key];
  const errors: ListError[] = [];
  data.groups.forEach((group: unknown, g) => {
    const path = `${prefix}groups[${g}]`;
    if (!isRecord(group) || !Array.isArray(group.cardIds)) {
      errors.push({ rule: "not_a_deck", path, params: { reason: "a group needs a cardIds array" } });
      return;
    }
    const side = isSideboardGroup(group) ? "sideboard" : "deck";
    group.cardIds.forEach((id: unknown, c) => {
      if (typeof id === "string" && catalog.byId.has(id)) list[side].push(id);
      else errors.push({ rule: "unknown_card", path: `${path}.cardIds[${c}]`, name: String(id) });
    });
  });
  return { list, errors, ...(picked ? { picked } : {}) };
}

/** The temperament most of the deck's manifestations share (ties: rulebook order); for the colorKey. */
function mainTemperament(catalog: Catalog, deck: readonly string[]): Temperament {
  const cards = deck.map((id) => catalog.byId.get(id)).filter((c) => c !== undefined);
  const counted = cards.some((c) => c.type === "manifestation")
    ? cards.filter((c) => c.type === "manifestation")
    : cards;
  let best: Temperament = "hollow";
  let most = 0;
  for (const t of TEMPERAMENTS) {
    const n = counted.filter((c) => c.temperaments.includes(t)).length;
    if (n > most) [best, most] = [t, n];
  }
  return best;
}

const slug = (name: string) =>
  nameKey(name)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "deck";

/**
 * The community JSON for a deck: manifestations and wills in the two groups the starter decks
 * use, and a "sideboard" group when there is one. Ids the catalog does not know stay in the
 * manifestations group rather than vanish.
 */
export function toCommunityDeck(
  catalog: Catalog,
  list: Pick<ParsedDeck, "id" | "name" | "colorKey" | "deck"> & { sideboard?: readonly string[] },
): CommunityDeck {
  const isWill = (id: string) => {
    const type = catalog.byId.get(id)?.type;
    return type === "ephemeral_will" || type === "persistent_will";
  };
  const name = list.name ?? "Deck";
  const groups: CommunityDeck["groups"] = [
    {
      id: "manifestations",
      kind: "manifestations",
      name: "Manifestations",
      cardIds: list.deck.filter((id) => !isWill(id)),
    },
    { id: "volontes", kind: "volontes", name: "Wills", cardIds: list.deck.filter(isWill) },
  ];
  if (list.sideboard && list.sideboard.length > 0)
    groups.push({ id: "sideboard", kind: "sideboard", name: "Sideboard", cardIds: [...list.sideboard] });
  return { id: list.id ?? slug(name), name, colorKey: list.colorKey ?? mainTemperament(catalog, list.deck), groups };
}

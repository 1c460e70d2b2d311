// Deck lists in and out of the builders, on the player's device, with the engine's own parsers:
// plain text (one card per line, Italian or English names) or the community JSON, whose card ids
// are the catalog's own (Card.externalId), not ours.
import { createCatalog, parseCommunityDeck, parseDeckText, toCommunityDeck } from "@/engine/kartomantik/deck-rules";
import type { DeckCard, ParsedList } from "@/engine/kartomantik/deck-rules/types";

/** Reads a pasted or uploaded list against the cards the player may use (the drafted 36 or the set). */
export function importDeckList(raw: string, pool: DeckCard[], externalIds: Record<string, string> = {}): ParsedList {
  const trimmed = raw.trim();
  if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) return parseDeckText(createCatalog(pool), raw);
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    return { list: { deck: [], sideboard: [] }, errors: [{ rule: "not_a_deck", params: { reason: "JSON" } }] };
  }
  const ours = new Map(Object.entries(externalIds).map(([id, ext]) => [ext, id]));
  const parsed = parseCommunityDeck(createCatalog(pool.map((c) => ({ ...c, id: externalIds[c.id] ?? c.id }))), value);
  const back = (ids: string[]) => ids.map((ext) => ours.get(ext) ?? ext);
  return {
    list: { ...parsed.list, deck: back(parsed.list.deck), sideboard: back(parsed.list.sideboard) },
    errors: parsed.errors,
  };
}

/** The community JSON of a deck (and its sideboard group), for other deck tools. */
export function communityDeckJson(
  pool: DeckCard[],
  externalIds: Record<string, string>,
  list: { name: string; deck: string[]; sideboard: string[] },
): string {
  const ext = (id: string) => externalIds[id] ?? id;
  const catalog = createCatalog(pool.map((c) => ({ ...c, id: ext(c.id) })));
  const deck = toCommunityDeck(catalog, {
    name: list.name,
    deck: list.deck.map(ext),
    sideboard: list.sideboard.map(ext),
  });
  return JSON.stringify(deck, null, 2) + "\n";
}

export function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  // In the document (Firefox ignores a detached link's click), and the URL stays valid for a while:
  // the browser may read the blob after click() returns, and a URL revoked at once sometimes made
  // the download fail.
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

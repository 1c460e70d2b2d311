// Deck lists in the builders (components/kartomantik/decks/deckLists.ts): text or community JSON, read against
// the cards the player may use, with our database ids mapped to and from the catalog's own ids.
import { describe, expect, it } from "vitest";
import { importDeckList, communityDeckJson } from "@/components/kartomantik/decks/deckLists";
import type { DeckCard } from "@/engine/kartomantik/deck-rules";
import { beta, deckIds, starter } from "./fixtures";

// As in the database: our ids differ from the catalog's (Card.externalId).
const ours = (ext: string) => `db-${ext}`;
const pool: DeckCard[] = beta.cards.map((c) => ({ ...c, id: ours(c.id) }));
const externalIds = Object.fromEntries(beta.cards.map((c) => [ours(c.id), c.id]));

describe("deck lists in the builder", () => {
  it("a starter deck's community JSON imports as our ids, and exports back to the same catalog ids", () => {
    const deck = starter("vitreous");
    const { list, errors } = importDeckList(JSON.stringify(deck), pool, externalIds);
    expect(errors).toEqual([]);
    expect(list.deck).toEqual(deckIds(deck).map(ours));
    const exported = JSON.parse(
      communityDeckJson(pool, externalIds, { name: "Mio", deck: list.deck, sideboard: list.deck.slice(0, 0) }),
    );
    expect(exported.groups.flatMap((g: { cardIds: string[] }) => g.cardIds).sort()).toEqual(deckIds(deck).sort());
    expect(exported.name).toBe("Mio");
  });

  it("a sideboard travels in its own group both ways", () => {
    const deck = deckIds(starter("choleric")).map(ours);
    const side = pool
      .filter((c) => !deck.includes(c.id))
      .slice(0, 2)
      .map((c) => c.id);
    const json = communityDeckJson(pool, externalIds, { name: "X", deck, sideboard: side });
    expect(JSON.parse(json).groups.at(-1)).toMatchObject({
      id: "sideboard",
      cardIds: side.map((id) => externalIds[id]),
    });
    expect(importDeckList(json, pool, externalIds).list).toMatchObject({ deck, sideboard: side });
  });

  it("text lists take Italian or English names; unknown and repeated names are named with their line", () => {
    const [a, b] = pool.filter((c) => c.nameIt && c.nameIt !== c.name);
    const text = `# Prova\n1 ${a!.nameIt}\n${b!.name}\nCarta Inesistente\n1x ${a!.name}\nRiserva\n${pool[5]!.name}\n`;
    const { list, errors } = importDeckList(text, pool, externalIds);
    expect(list.deck).toEqual([a!.id, b!.id]);
    expect(list.sideboard).toEqual([pool[5]!.id]);
    expect(errors).toEqual([
      expect.objectContaining({ rule: "unknown_name", line: 4, name: "Carta Inesistente" }),
      expect.objectContaining({ rule: "duplicate_name", line: 5 }),
    ]);
  });

  it("a drafted pool limits the names: a card of the set outside it is unknown; broken JSON is not a deck", () => {
    const drafted = pool.slice(0, 36);
    const outside = pool[100]!;
    expect(importDeckList(`${drafted[0]!.name}\n${outside.name}`, drafted).errors).toEqual([
      expect.objectContaining({ rule: "unknown_name", line: 2 }),
    ]);
    expect(importDeckList("{ not json", pool, externalIds).errors).toEqual([
      expect.objectContaining({ rule: "not_a_deck" }),
    ]);
  });
});

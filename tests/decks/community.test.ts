// The community deck JSON (starter-decks.json's format): reading, writing, and the round trip
// with plain text.
import { describe, expect, it } from "vitest";
import { formatDeckText, parseCommunityDeck, parseDeckText, toCommunityDeck } from "@/engine/kartomantik/deck-rules";
import { byName, catalog, deckIds, starter, starters } from "./fixtures";

describe("community deck JSON", () => {
  it.each(starters.map((d) => [d.id, d] as const))("%s reads as its 30 ids and writes back identical", (_id, deck) => {
    const { list, errors, picked } = parseCommunityDeck(catalog, deck);
    expect(errors).toEqual([]);
    expect(picked).toBeUndefined();
    expect(list).toEqual({ id: deck.id, name: deck.name, colorKey: deck.colorKey, deck: deckIds(deck), sideboard: [] });
    expect(toCommunityDeck(catalog, list)).toEqual(deck);
  });

  it("an array of decks: the one with the given id, else the first (and says which)", () => {
    expect(parseCommunityDeck(catalog, starters, { id: "starter-choleric" })).toMatchObject({
      list: { id: "starter-choleric" },
      picked: { index: 4, count: 5 },
      errors: [],
    });
    expect(parseCommunityDeck(catalog, starters)).toMatchObject({
      list: { id: "starter-phlegmatic" },
      picked: { index: 0, count: 5 },
    });
    expect(parseCommunityDeck(catalog, starters, { id: "nope" }).errors).toEqual([
      { rule: "deck_not_found", name: "nope", params: { ids: starters.map((d) => d.id).join(", ") } },
    ]);
  });

  it("an unknown card id is unknown_card with its JSON path, and left out", () => {
    const deck = structuredClone(starter("vitreous"));
    deck.groups[1]!.cardIds[3] = "no-such-card_en";
    const { list, errors } = parseCommunityDeck(catalog, deck);
    expect(errors).toEqual([{ rule: "unknown_card", path: "groups[1].cardIds[3]", name: "no-such-card_en" }]);
    expect(list.deck).toHaveLength(29);
  });

  it("a 'sideboard' group is the sideboard; toCommunityDeck writes one only when there is a sideboard", () => {
    const deck = {
      ...structuredClone(starter("melancholic")),
      groups: [
        ...structuredClone(starter("melancholic")).groups,
        { id: "sideboard", kind: "sideboard", name: "Sideboard", cardIds: [byName("Corrode").id] },
      ],
    };
    const { list } = parseCommunityDeck(catalog, deck);
    expect(list.sideboard).toEqual([byName("Corrode").id]);
    expect(toCommunityDeck(catalog, list)).toEqual(deck);
    expect(
      parseCommunityDeck(catalog, {
        ...deck,
        groups: [{ id: "x", kind: "Riserva", name: "R", cardIds: [byName("Rally").id] }],
      }).list.sideboard,
    ).toEqual([byName("Rally").id]);
  });

  it.each([
    [null, "(file)"],
    ["a deck", "(file)"],
    [{ id: "x" }, "groups"],
    [[], undefined],
  ])("not a deck (%j): not_a_deck, never an exception", (value, path) => {
    const { errors } = parseCommunityDeck(catalog, value);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ rule: "not_a_deck", ...(path ? { path } : {}) });
  });

  it("a group without cardIds is reported by path and the other groups still read", () => {
    const { list, errors } = parseCommunityDeck(catalog, {
      id: "d",
      name: "D",
      colorKey: "choleric",
      groups: [{ id: "g" }, { id: "m", cardIds: [byName("Rally").id] }],
    });
    expect(errors).toEqual([
      { rule: "not_a_deck", path: "groups[0]", params: { reason: "a group needs a cardIds array" } },
    ]);
    expect(list.deck).toEqual([byName("Rally").id]);
  });

  it("without id or colorKey: a slug of the name and the manifestations' main temperament", () => {
    const json = toCommunityDeck(catalog, { name: "Fuoco è Vita!", deck: deckIds(starter("choleric")) });
    expect(json).toMatchObject({ id: "fuoco-e-vita", name: "Fuoco è Vita!", colorKey: "choleric" });
  });
});

describe("round trip text ↔ community JSON", () => {
  it.each(starters.map((d) => [d.id, d] as const))("%s: JSON → text → JSON is the same deck", (_id, deck) => {
    for (const language of ["en", "it"] as const) {
      const text = formatDeckText(catalog, { name: deck.name, deck: deckIds(deck) }, { language });
      const { list, errors } = parseDeckText(catalog, text);
      expect(errors).toEqual([]);
      expect(toCommunityDeck(catalog, { ...list, id: deck.id })).toEqual(deck);
    }
  });

  it("text → JSON → text is the same text, sideboard included", () => {
    const text = formatDeckText(
      catalog,
      {
        name: "Mix",
        deck: deckIds(starter("capricious")),
        sideboard: [byName("Corrode").id, byName("Wind Sprout").id],
      },
      { language: "it" },
    );
    const json = toCommunityDeck(catalog, parseDeckText(catalog, text).list);
    const back = parseCommunityDeck(catalog, JSON.parse(JSON.stringify(json)));
    expect(back.errors).toEqual([]);
    expect(formatDeckText(catalog, back.list, { language: "it" })).toBe(text);
  });
});

// Plain-text deck lists: one card per line, Italian or English name, an optional count of 1; a
// clear error with its line number for every unknown, ambiguous, repeated or miscounted name.
import { describe, expect, it } from "vitest";
import { createCatalog, formatDeckText, parseDeckText } from "@/engine/kartomantik/deck-rules";
import { byName, catalog, deckIds, manifestation, starter } from "./fixtures";

const parse = (text: string) => parseDeckText(catalog, text);
const id = (name: string) => byName(name).id;

describe("text deck lists: import", () => {
  it("English and Italian names, with or without a count of 1 ('1 Wind Sprout', '1x Germalvento')", () => {
    const { list, errors } = parse("1 Wind Sprout\n1x Corrodere\nRally\n1 x Rafforzare\n1× Incinerate\n");
    expect(errors).toEqual([]);
    expect(list.deck).toEqual([id("Wind Sprout"), id("Corrode"), id("Rally"), id("Strengthen"), id("Incinerate")]);
    expect(list.sideboard).toEqual([]);
  });

  it("case, accents, apostrophes and spacing do not matter", () => {
    const { list, errors } = parse("wind   SPROUT\nReap What You've Sown\nentita blu\n  Kox, L'amorale  \n");
    expect(errors).toEqual([]);
    expect(list.deck).toEqual([
      id("Wind Sprout"),
      id("Reap What You’ve Sown"),
      byName("Blue Entity").id,
      id("Kox, the Amoral"),
    ]);
  });

  it("an unknown name is unknown_name with its line number; the other lines still count", () => {
    const { list, errors } = parse("1 Wind Sprout\n\n1 Wind Sprot\nGermalvento blu\nRally\n");
    expect(errors).toEqual([
      { rule: "unknown_name", line: 3, name: "Wind Sprot" },
      { rule: "unknown_name", line: 4, name: "Germalvento blu" },
    ]);
    expect(list.deck).toEqual([id("Wind Sprout"), id("Rally")]);
  });

  it("rulebook §4.1 a repeated card — same name, or its name in the other language — is duplicate_name citing the first line", () => {
    const { list, errors } = parse("Wind Sprout\nRally\n1x Germalvento\nrally\n");
    expect(errors).toEqual([
      {
        rule: "duplicate_name",
        line: 3,
        name: "Germalvento",
        section: "rulebook §4.1",
        params: { firstLine: 1, card: "Wind Sprout" },
      },
      {
        rule: "duplicate_name",
        line: 4,
        name: "rally",
        section: "rulebook §4.1",
        params: { firstLine: 2, card: "Rally" },
      },
    ]);
    expect(list.deck).toEqual([id("Wind Sprout"), id("Rally")]);
  });

  it("rulebook §4.1 a count other than 1 is bad_count (one copy per card); 0 leaves the card out", () => {
    const { list, errors } = parse("2 Wind Sprout\n0x Rally\n1 Corrode\n");
    expect(errors).toEqual([
      { rule: "bad_count", line: 1, name: "Wind Sprout", section: "rulebook §4.1", params: { count: 2 } },
      { rule: "bad_count", line: 2, name: "Rally", section: "rulebook §4.1", params: { count: 0 } },
    ]);
    expect(list.deck).toEqual([id("Wind Sprout"), id("Corrode")]);
  });

  it("rulebook §4.1 Riserva: a 'Sideboard' or 'Riserva' line starts the sideboard; a card in both is a duplicate", () => {
    const { list, errors } = parse(
      "# My deck\nManifestations (2)\nWind Sprout\nRally\n\nRiserva:\n1 Corrodere\nWind Sprout\nDeck\nIncinerate\n",
    );
    expect(list).toEqual({
      name: "My deck",
      deck: [id("Wind Sprout"), id("Rally"), id("Incinerate")],
      sideboard: [id("Corrode")],
    });
    expect(errors).toEqual([
      {
        rule: "duplicate_name",
        line: 8,
        name: "Wind Sprout",
        section: "rulebook §4.1",
        params: { firstLine: 3, card: "Wind Sprout" },
      },
    ]);
  });

  it("comments, blank lines, CRLF and a byte-order mark are ignored; the first comment names the deck", () => {
    expect(parse("\uFEFF# Vitreo\r\n// a note\r\n\r\n1 Wind Sprout\r\n# later comment\r\n").list).toEqual({
      name: "Vitreo",
      deck: [id("Wind Sprout")],
      sideboard: [],
    });
  });

  it("a name that points at two different cards is ambiguous_name, not a guess", () => {
    const cards = [
      manifestation("a", "choleric", 1),
      { ...manifestation("b", "vitreous", 1), name: "Ember", nameIt: "Manifestation a" },
    ];
    expect(parseDeckText(createCatalog(cards), "Manifestation a\nEmber\n").errors).toEqual([
      { rule: "ambiguous_name", line: 1, name: "Manifestation a", params: { ids: "a, b" } },
    ]);
  });

  it("a card whose name starts with a number is read whole", () => {
    const cards = [{ ...manifestation("w", "choleric", 1), name: "3 Wishes" }];
    const { list, errors } = parseDeckText(createCatalog(cards), "3 Wishes\n1 3 Wishes\n");
    expect(list.deck).toEqual(["w"]);
    expect(errors).toMatchObject([{ rule: "duplicate_name", line: 2 }]);
  });

  it("no Beta card name is taken for a section title", () => {
    for (const title of ["Sideboard", "Riserva", "Deck", "Mazzo", "Wills", "Volontà", "Manifestazioni"])
      expect(catalog.byName.has(title.toLowerCase())).toBe(false);
  });

  it("rulebook §4.1 a starter deck written as 31 lines with one repeated card reads as 30 cards plus the error", () => {
    const text = formatDeckText(catalog, { deck: deckIds(starter("choleric")) }) + "1 Incenerire\n";
    const { list, errors } = parse(text);
    expect(list.deck).toHaveLength(30);
    expect(errors).toMatchObject([{ rule: "duplicate_name", name: "Incenerire", params: { card: "Incinerate" } }]);
  });
});

describe("text deck lists: export", () => {
  const choleric = starter("choleric");
  const ids = deckIds(choleric);

  it("one '1 Name' line per card: the name as a comment, manifestations, a blank line, wills", () => {
    const text = formatDeckText(catalog, { name: choleric.name, deck: ids });
    const lines = text.split("\n");
    expect(lines[0]).toBe("# Choleric Starter");
    expect(lines.filter((l) => l.startsWith("1 "))).toHaveLength(30);
    expect(lines).toContain("1 Incinerate");
    // Blank lines after the name and after the 20 manifestations; the file ends with a newline.
    expect(lines.flatMap((l, i) => (l === "" ? [i] : []))).toEqual([1, 22, 33]);
  });

  it("in Italian, with the sideboard after 'Riserva'", () => {
    const text = formatDeckText(catalog, { deck: ids, sideboard: [id("Wind Sprout")] }, { language: "it" });
    expect(text).toContain("1 Incenerire\n");
    expect(text.endsWith("\n\nRiserva\n1 Germalvento\n")).toBe(true);
  });

  it.each(["en", "it"] as const)("text → ids → text is unchanged (%s)", (language) => {
    const text = formatDeckText(
      catalog,
      { name: "Round trip", deck: ids, sideboard: [id("Wind Sprout"), id("Rally")] },
      { language },
    );
    const { list, errors } = parse(text);
    expect(errors).toEqual([]);
    expect(formatDeckText(catalog, list, { language })).toBe(text);
  });
});

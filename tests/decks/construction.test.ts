// Rulebook §4.1 "Creare un Mazzo" (constructed): exactly 30 cards, at most 500 points of
// manifestations, one copy per name — checked on the five official starter decks and broken copies.
import { describe, expect, it } from "vitest";
import { createCatalog, readCommunityCatalog, validateDeck, type Format } from "@/engine/kartomantik/deck-rules";
import { beta, betaWhere, byName, card, catalog, deckIds, starter, starters } from "./fixtures";

const constructed = (deck: string[], sideboard?: string[]) =>
  validateDeck(catalog, { format: "constructed", deck, ...(sideboard ? { sideboard } : {}) });
const willsOf = (deck: string[]) => deck.filter((id) => card(id).type !== "manifestation");
/** `deck` with the given cards in place of its last wills (0 points each). */
function replaceWills(deck: string[], incoming: string[]): string[] {
  const out = willsOf(deck).slice(-incoming.length);
  return deck.map((id) => (out.includes(id) ? (incoming[out.indexOf(id)] as string) : id));
}
const notIn = (deck: string[], points: number, n: number) =>
  betaWhere((c) => c.type === "manifestation" && c.points === points, deck)
    .slice(0, n)
    .map((c) => c.id);

describe("the Beta catalog", () => {
  it("reads all 300 cards of cards.json as is, with English and Italian names", () => {
    expect(beta.errors).toEqual([]);
    expect(beta.cards).toHaveLength(300);
    expect(byName("Wind Sprout")).toMatchObject({
      nameIt: "Germalvento",
      type: "manifestation",
      points: 5,
      power: 1,
      temperaments: ["phlegmatic"],
      tribute: [],
    });
    expect(byName("Soul-devouring Dunes")).toMatchObject({
      type: "persistent_will",
      points: 0,
      power: 0,
      temperaments: ["melancholic", "capricious"],
      tribute: ["melancholic", "melancholic", "capricious", "capricious"],
    });
  });

  it("every English and Italian name points at exactly one card", () => {
    for (const c of beta.cards) {
      for (const name of [c.name, c.nameIt])
        expect(
          catalog.byName.get(
            name!
              .toLowerCase()
              .normalize("NFKD")
              .replace(/[\u0300-\u036f]/g, "")
              .replace(/’/g, "'"),
          ),
        ).toEqual([c.id]);
    }
  });

  it("reports bad entries by position and leaves them out; a will's points never count", () => {
    const read = readCommunityCatalog([
      { id: "w", name: "W", type: "ephemeral_will", points: 20, temperaments: ["hollow"], powerCost: "{H}" },
      { id: "m", name: "M", type: "manifestation", temperaments: ["choleric"], powerCost: "{R}" },
      { id: "x", name: "X", type: "spell", points: 0, temperaments: ["choleric"] },
      { id: "w", name: "W again", type: "ephemeral_will", temperaments: ["hollow"] },
      "nonsense",
    ]);
    expect(read.cards).toEqual([
      {
        id: "w",
        name: "W",
        type: "ephemeral_will",
        points: 0,
        temperaments: ["hollow"],
        power: 0,
        tribute: ["hollow"],
      },
    ]);
    expect(read.errors).toEqual([
      { index: 2, id: "m", reason: "a manifestation needs numeric points" },
      { index: 3, id: "x", reason: 'unknown type "spell"' },
      { index: 4, id: "w", reason: "duplicate id" },
      { index: 5, reason: "not an object" },
    ]);
    expect(readCommunityCatalog({}).errors).toEqual([{ index: 0, reason: "expected a JSON array of cards" }]);
  });
});

describe("rulebook §4.1 the five official starter decks", () => {
  it("there are five, one per base temperament", () => {
    expect(starters.map((d) => d.colorKey).sort()).toEqual([
      "capricious",
      "choleric",
      "melancholic",
      "phlegmatic",
      "vitreous",
    ]);
  });

  it.each(starters.map((d) => [d.name, d] as const))(
    "rulebook §4.1 %s is a legal constructed deck of exactly 30 cards and 400 points",
    (_name, deck) => {
      const check = constructed(deckIds(deck));
      expect(check.violations).toEqual([]);
      expect(check.legal).toBe(true);
      expect(check.stats).toMatchObject({ cards: 30, points: 400, sideboard: 0 });
      expect(check.stats.manifestations + check.stats.wills).toBe(30);
      // Every tribute in an official deck can be paid by its own manifestations (§2.1).
      expect(check.stats.unpayableWills).toEqual([]);
    },
  );

  it("rulebook §4.1 the live counters of the phlegmatic starter", () => {
    const { stats } = constructed(deckIds(starter("phlegmatic")));
    expect(stats).toMatchObject({ cards: 30, manifestations: 20, wills: 10, points: 400 });
    // 20 phlegmatic manifestations and 7 phlegmatic wills; Strengthen, Essence Forager and Accentuate are hollow.
    expect(stats.temperaments).toEqual({
      phlegmatic: 27,
      choleric: 0,
      vitreous: 0,
      capricious: 0,
      melancholic: 0,
      transcendent: 0,
      hollow: 3,
    });
    expect(stats.power).toMatchObject({ phlegmatic: 55, hollow: 0 });
  });
});

describe("rulebook §4.1 broken copies of a starter deck are refused with the rule named", () => {
  const base = deckIds(starter("choleric"));

  it("rulebook §4.1 a 31st card: deck_size (31, exactly 30)", () => {
    const extra = betaWhere((c) => c.type === "ephemeral_will", base)[0]!.id;
    const check = constructed([...base, extra]);
    expect(check.legal).toBe(false);
    expect(check.violations).toEqual([
      { rule: "deck_size", section: "rulebook §4.1", params: { count: 31, required: 30 } },
    ]);
  });

  it("rulebook §4.1 29 cards: deck_size (29, exactly 30)", () => {
    expect(constructed(base.slice(1)).violations).toMatchObject([
      { rule: "deck_size", params: { count: 29, required: 30 } },
    ]);
  });

  it("rulebook §4.1 a second copy of a card: duplicate_name naming the card", () => {
    const [first, second] = willsOf(base) as [string, string];
    const check = constructed(base.map((id) => (id === second ? first : id)));
    expect(check.stats.cards).toBe(30);
    expect(check.violations).toEqual([
      {
        rule: "duplicate_name",
        section: "rulebook §4.1",
        where: "deck",
        card: { id: first, name: card(first).name, nameIt: card(first).nameIt },
        params: { copies: 2 },
      },
    ]);
  });

  it("rulebook §4.1 two different ids with the same name are one name", () => {
    const twin = { ...card(base[0]!), id: "reprint-of-first" };
    const cat = createCatalog([...beta.cards, twin]);
    const check = validateDeck(cat, { format: "constructed", deck: [...base.slice(0, 29), twin.id] });
    expect(check.violations).toMatchObject([
      { rule: "duplicate_name", card: { id: base[0], name: twin.name }, params: { copies: 2 } },
    ]);
  });

  it("rulebook §4.1 a deck reaching 520 points: points_cap (520, at most 500)", () => {
    const deck = replaceWills(base, notIn(base, 40, 3));
    const check = constructed(deck);
    expect(check.stats).toMatchObject({ cards: 30, points: 520 });
    expect(check.violations).toEqual([
      { rule: "points_cap", section: "rulebook §4.1", params: { points: 520, max: 500 } },
    ]);
  });

  it("rulebook §4.1 500 points is the cap itself (legal), 505 is over", () => {
    const at500 = replaceWills(base, notIn(base, 50, 2));
    expect(constructed(at500)).toMatchObject({ legal: true, stats: { points: 500 } });
    const at505 = replaceWills(base, [...notIn(base, 50, 2), ...notIn(base, 5, 1)]);
    expect(constructed(at505)).toMatchObject({
      legal: false,
      stats: { points: 505 },
      violations: [{ rule: "points_cap", params: { points: 505 } }],
    });
  });

  it("rulebook §4.1 the sum is of manifestation points as printed: the −50 card lowers it", () => {
    const kox = byName("Kox, the Amoral");
    expect(kox.points).toBe(-50);
    const deck = replaceWills(base, [...notIn(base, 40, 3), kox.id]);
    expect(constructed(deck)).toMatchObject({ legal: true, stats: { points: 470 } });
  });

  it("rulebook §4.1 every violation at once: 31 cards, a repeated name and 560 points", () => {
    const [first, second] = willsOf(base) as [string, string];
    const broken = [
      ...replaceWills(
        base.map((id) => (id === second ? first : id)),
        notIn(base, 40, 4),
      ),
      notIn(base, 0, 1)[0]!,
    ];
    const rules = constructed(broken).violations.map((v) => [v.rule, v.card?.name ?? null]);
    expect(rules).toEqual([
      ["deck_size", null],
      ["duplicate_name", card(first).name],
      ["points_cap", null],
    ]);
  });

  it("an id that is not in the card set is unknown_card, and it still counts as a card", () => {
    const check = constructed([...base.slice(0, 29), "no-such-card"]);
    expect(check.stats.cards).toBe(30);
    expect(check.violations).toEqual([
      {
        rule: "unknown_card",
        section: "rulebook §4.1",
        where: "deck",
        card: { id: "no-such-card", name: "no-such-card" },
      },
    ]);
  });

  it("an unknown format is a violation, not an exception", () => {
    expect(validateDeck(catalog, { format: "sealed" as Format, deck: base })).toMatchObject({
      legal: false,
      violations: [{ rule: "unknown_format", params: { format: "sealed" } }],
    });
  });

  it("a submission straight from JSON with non-array lists is checked, not thrown on", () => {
    const check = validateDeck(catalog, {
      format: "constructed",
      deck: null as unknown as string[],
      sideboard: "x" as unknown as string[],
    });
    expect(check.violations).toMatchObject([{ rule: "deck_size", params: { count: 0 } }]);
  });
});

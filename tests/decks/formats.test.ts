// The other formats and the sideboard: Draft Bazaar decks (event-rules §4: 30 of the 36 drafted,
// no points cap, the other 6 are the sideboard), 2v2 (21 cards, ≤400) and the Bo3 Riserva
// (rulebook §4.1: up to 6 cards, no points limit).
import { describe, expect, it } from "vitest";
import { validateDeck } from "@/engine/kartomantik/deck-rules";
import { betaWhere, card, catalog, deckIds, starter } from "./fixtures";

const phlegmatic = deckIds(starter("phlegmatic"));
const extras = (n: number, skip: string[] = phlegmatic) =>
  betaWhere((c) => c.type === "manifestation" && c.points >= 40, skip)
    .slice(0, n)
    .map((c) => c.id);

describe("event-rules §4 Draft Bazaar decks", () => {
  const pool = [...phlegmatic, ...extras(6)];

  it("event-rules §4 30 of the 36 drafted cards is legal; the other 6 become the sideboard", () => {
    const check = validateDeck(catalog, { format: "draft", deck: phlegmatic, pool });
    expect(check.violations).toEqual([]);
    expect(check.sideboard).toEqual(pool.slice(30));
    expect(check.stats).toMatchObject({ cards: 30, sideboard: 6 });
  });

  it("event-rules §4 no points cap: a 36-card pool of majors gives a legal draft deck far above 500", () => {
    const majors = extras(36, []);
    const deck = majors.slice(0, 30);
    const check = validateDeck(catalog, { format: "draft", deck, pool: majors });
    expect(check.stats.points).toBeGreaterThan(1200);
    expect(check.legal).toBe(true);
    // The same 30 cards are no constructed deck.
    expect(validateDeck(catalog, { format: "constructed", deck }).violations).toMatchObject([
      { rule: "points_cap", params: { max: 500 } },
    ]);
  });

  it("event-rules §4 a card that is not in the player's pool: not_in_pool naming it", () => {
    const stranger = extras(7)[6]!;
    const deck = [...phlegmatic.slice(0, 29), stranger];
    const check = validateDeck(catalog, { format: "draft", deck, pool });
    expect(check.violations).toEqual([
      {
        rule: "not_in_pool",
        section: "event-rules §4",
        where: "deck",
        card: { id: stranger, name: card(stranger).name, nameIt: card(stranger).nameIt },
      },
    ]);
  });

  it("event-rules §4 an id the card set does not know is unknown_card only (not also not_in_pool)", () => {
    const check = validateDeck(catalog, { format: "draft", deck: [...phlegmatic.slice(0, 29), "ghost"], pool });
    expect(check.violations).toEqual([
      { rule: "unknown_card", section: "event-rules §4", where: "deck", card: { id: "ghost", name: "ghost" } },
    ]);
  });

  it("event-rules §4 exactly 30: 31 of the 36 is deck_size citing the event rules", () => {
    const check = validateDeck(catalog, { format: "draft", deck: pool.slice(0, 31), pool });
    expect(check.violations).toEqual([
      { rule: "deck_size", section: "event-rules §4", params: { count: 31, required: 30 } },
    ]);
  });

  it("event-rules §4 a draft deck is checked against its pool: without one, pool_required", () => {
    expect(validateDeck(catalog, { format: "draft", deck: phlegmatic }).violations).toEqual([
      { rule: "pool_required", section: "event-rules §4" },
    ]);
  });

  it("event-rules §4 a sideboard given with a draft deck must be the rest of the pool", () => {
    expect(
      validateDeck(catalog, { format: "draft", deck: phlegmatic, sideboard: pool.slice(30).reverse(), pool }).legal,
    ).toBe(true);
    const stranger = extras(7)[6]!;
    const check = validateDeck(catalog, {
      format: "draft",
      deck: phlegmatic,
      sideboard: [...pool.slice(30, 35), stranger],
      pool,
    });
    expect(check.violations.map((v) => [v.rule, v.where, v.card?.id])).toEqual([
      ["not_in_pool", "sideboard", stranger],
      ["sideboard_not_rest_of_pool", "sideboard", pool[35]],
    ]);
  });

  it("event-rules §4 one copy per name holds in the draft too", () => {
    const deck = [...phlegmatic.slice(0, 29), phlegmatic[0]!];
    expect(validateDeck(catalog, { format: "draft", deck, pool }).violations).toMatchObject([
      { rule: "duplicate_name", section: "event-rules §4", card: { id: phlegmatic[0] }, params: { copies: 2 } },
    ]);
  });
});

describe("2vs2 Creazione del Mazzo: exactly 21 cards, at most 400 points", () => {
  // The phlegmatic starter's 20 manifestations are worth 400 points by themselves.
  const manifestations = phlegmatic.filter((id) => card(id).type === "manifestation");
  const wills = phlegmatic.filter((id) => card(id).type !== "manifestation");
  const deck21 = [...manifestations, wills[0]!];

  it("2v2 21 cards worth 400 points is legal", () => {
    expect(validateDeck(catalog, { format: "2v2", deck: deck21 })).toMatchObject({
      legal: true,
      violations: [],
      stats: { cards: 21, points: 400 },
    });
  });

  it("2v2 a 30-card deck is deck_size (exactly 21)", () => {
    expect(validateDeck(catalog, { format: "2v2", deck: phlegmatic }).violations).toEqual([
      { rule: "deck_size", section: "2vs2 Creazione del Mazzo", params: { count: 30, required: 21 } },
    ]);
  });

  it("2v2 over 400 points is points_cap (at most 400)", () => {
    const cheapest = [...manifestations].sort((a, b) => card(a).points - card(b).points)[0]!;
    const deck = deck21.map((id) => (id === cheapest ? extras(1)[0]! : id));
    const check = validateDeck(catalog, { format: "2v2", deck });
    expect(check.stats.points).toBeGreaterThan(400);
    expect(check.violations).toEqual([
      { rule: "points_cap", section: "2vs2 Creazione del Mazzo", params: { points: check.stats.points, max: 400 } },
    ]);
  });
});

describe("rulebook §4.1 Riserva: a Bo3 sideboard of up to 6 cards, no points limit", () => {
  it("rulebook §4.1 six sideboard cards worth 270 points leave a 400-point deck legal", () => {
    const sideboard = extras(6);
    const check = validateDeck(catalog, { format: "constructed", deck: phlegmatic, sideboard });
    expect(sideboard.reduce((sum, id) => sum + card(id).points, 0)).toBeGreaterThanOrEqual(240);
    expect(check).toMatchObject({ legal: true, stats: { points: 400, sideboard: 6 }, sideboard });
  });

  it("rulebook §4.1 no sideboard at all is fine (Bo1), and so are fewer than 6", () => {
    expect(validateDeck(catalog, { format: "constructed", deck: phlegmatic, sideboard: [] }).legal).toBe(true);
    expect(validateDeck(catalog, { format: "constructed", deck: phlegmatic, sideboard: extras(2) }).legal).toBe(true);
  });

  it("rulebook §4.1 a seventh sideboard card is sideboard_size (at most 6)", () => {
    expect(validateDeck(catalog, { format: "constructed", deck: phlegmatic, sideboard: extras(7) }).violations).toEqual(
      [{ rule: "sideboard_size", section: "rulebook §4.1 Riserva", params: { count: 7, max: 6 } }],
    );
  });

  it("rulebook §4.1 a sideboard card with the name of a deck card could never come in: duplicate_name in the sideboard", () => {
    const check = validateDeck(catalog, { format: "constructed", deck: phlegmatic, sideboard: [phlegmatic[3]!] });
    expect(check.violations).toMatchObject([
      {
        rule: "duplicate_name",
        section: "rulebook §4.1 Riserva",
        where: "sideboard",
        card: { id: phlegmatic[3] },
        params: { copies: 2 },
      },
    ]);
  });

  it("2v2 keeps the base Riserva: up to 6", () => {
    const deck = phlegmatic
      .filter((id) => card(id).type === "manifestation")
      .concat(phlegmatic.find((id) => card(id).type !== "manifestation")!);
    expect(validateDeck(catalog, { format: "2v2", deck, sideboard: extras(6) }).legal).toBe(true);
    expect(validateDeck(catalog, { format: "2v2", deck, sideboard: extras(7) }).violations).toMatchObject([
      { rule: "sideboard_size" },
    ]);
  });

  it("an unknown sideboard id is unknown_card in the sideboard", () => {
    expect(validateDeck(catalog, { format: "constructed", deck: phlegmatic, sideboard: ["nope"] }).violations).toEqual([
      {
        rule: "unknown_card",
        section: "rulebook §4.1 Riserva",
        where: "sideboard",
        card: { id: "nope", name: "nope" },
      },
    ]);
  });
});

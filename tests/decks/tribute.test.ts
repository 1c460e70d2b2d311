// The deck builder's tribute warning (rulebook §2.1): wills whose tribute no manifestation in the
// deck can pay. Same temperament pays, transcendent pays any, a hollow tribute takes any
// manifestation, a hollow manifestation pays only hollow tributes. A warning: the deck stays legal.
import { describe, expect, it } from "vitest";
import { deckStats, validateDeck, type DeckCard } from "@/engine/kartomantik/deck-rules";
import { byName, catalog, deckIds, manifestation, starter, synthetic, will } from "./fixtures";

const warnings = (cards: DeckCard[]) =>
  deckStats(
    synthetic(cards),
    cards.map((c) => c.id),
  ).unpayableWills;

describe("rulebook §2.1 the tribute warning", () => {
  const phlegmatic = deckIds(starter("phlegmatic"));
  const corrode = byName("Corrode"); // {R}{R}, choleric
  const withCorrode = phlegmatic.map((id) => (id === byName("Rally").id ? corrode.id : id));

  it("rulebook §2.1 a choleric will in a deck without choleric or transcendent manifestations is flagged, and the deck stays legal", () => {
    const check = validateDeck(catalog, { format: "constructed", deck: withCorrode });
    expect(check.legal).toBe(true);
    expect(check.stats.unpayableWills).toEqual([
      {
        card: { id: corrode.id, name: "Corrode", nameIt: "Corrodere" },
        reason: "no_manifestation",
        shortfalls: [{ temperament: "choleric", needed: 2, available: 0 }],
      },
    ]);
  });

  it("rulebook §2.1 a transcendent manifestation pays any tribute: adding one clears the warning", () => {
    const gorte = byName("Gorte, Timeless"); // {T}{T}{T}
    const deck = withCorrode.map((id) => (id === phlegmatic[0] ? gorte.id : id));
    expect(validateDeck(catalog, { format: "constructed", deck }).stats.unpayableWills).toEqual([]);
  });

  it("rulebook §2.1 hollow tributes are payable by any manifestation (the starter's Strengthen {H})", () => {
    expect(byName("Strengthen").tribute).toEqual(["hollow"]);
    expect(validateDeck(catalog, { format: "constructed", deck: phlegmatic }).stats.unpayableWills).toEqual([]);
  });

  it("rulebook §2.1 a hollow manifestation pays only hollow tributes", () => {
    const hollow = manifestation("h", "hollow", 3);
    expect(warnings([hollow, will("r", ["choleric"]), will("hh", ["hollow", "hollow"])])).toEqual([
      {
        card: { id: "r", name: "Will r" },
        reason: "no_manifestation",
        shortfalls: [{ temperament: "choleric", needed: 1, available: 0 }],
      },
    ]);
  });

  it("rulebook §2.1 a hollow tribute with no manifestation at all is flagged", () => {
    expect(warnings([will("hh", ["hollow", "hollow"])])).toMatchObject([
      { reason: "no_manifestation", shortfalls: [{ temperament: "hollow", needed: 2, available: 0 }] },
    ]);
  });

  it("rulebook §2.1.1 tributes add up several manifestations: {R}{R}{R}{R} needs 4 choleric power in the deck", () => {
    const incinerate = will("inc", ["choleric", "choleric", "choleric", "choleric"]);
    expect(warnings([manifestation("r2", "choleric", 2), incinerate])).toEqual([
      {
        card: { id: "inc", name: "Will inc" },
        reason: "not_enough_power",
        shortfalls: [{ temperament: "choleric", needed: 4, available: 2 }],
      },
    ]);
    expect(warnings([manifestation("r2", "choleric", 2), manifestation("r2b", "choleric", 2), incinerate])).toEqual([]);
    expect(warnings([manifestation("r2", "choleric", 2), manifestation("t2", "transcendent", 2), incinerate])).toEqual(
      [],
    );
  });

  it("rulebook §2.1 a will with two temperaments needs both covered ({P}{P}{Y}{Y})", () => {
    const dunes = byName("Soul-devouring Dunes");
    const onlyMelancholic = [manifestation("p3", "melancholic", 3), dunes];
    expect(warnings(onlyMelancholic)).toMatchObject([
      {
        card: { id: dunes.id },
        reason: "no_manifestation",
        shortfalls: [{ temperament: "capricious", needed: 2, available: 0 }],
      },
    ]);
    expect(warnings([...onlyMelancholic, manifestation("y2", "capricious", 2)])).toEqual([]);
  });

  it("rulebook §2.1 the transcendent essence is shared by both temperaments of a will", () => {
    const dunes = will("dunes", ["melancholic", "melancholic", "capricious", "capricious"]);
    expect(warnings([manifestation("t3", "transcendent", 3), dunes])).toEqual([
      {
        card: { id: "dunes", name: "Will dunes" },
        reason: "not_enough_power",
        shortfalls: [{ temperament: "transcendent", needed: 4, available: 3 }],
      },
    ]);
    expect(warnings([manifestation("t4", "transcendent", 4), dunes])).toEqual([]);
    expect(warnings([manifestation("t2", "transcendent", 2), manifestation("p2", "melancholic", 2), dunes])).toEqual(
      [],
    );
  });

  it("rulebook §2.1 wills without a tribute are never flagged", () => {
    expect(byName("Atavic Fury").tribute).toEqual([]);
    expect(warnings([byName("Atavic Fury"), will("free", [], ["hollow"])])).toEqual([]);
  });
});

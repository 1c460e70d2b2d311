// The card tests find cards by collection number (`beta(9)`, `demo(33)`) or by name; they used to take the Beta
// card at index n − 1 of the set and the demo card by its id "bzd-NNN". These guards show that both lookups give
// the very same card for every card of both sets, and that an unknown or ambiguous number or name fails loudly.
import { describe, expect, it } from "vitest";
import { card } from "../dsl";
import { beta, betaByName, betaSet, cardFinder, demo, demoByName, demoSet } from "../sets";

describe("card lookup by collection number and name", () => {
  it("beta(n) and betaByName(name) give the card the tests took at index n − 1, for every Beta card", () => {
    const cards = betaSet().cards;
    expect(cards).toHaveLength(300);
    cards.forEach((def, i) => {
      expect(beta(i + 1), `#${i + 1}`).toBe(def);
      expect(betaByName(def.name), def.name).toBe(def);
    });
    expect(beta(9).name).toBe("The Slumberer");
  });

  it("demo(n) and demoByName(name) give the card of id bzd-NNN the tests used, for every demo card", () => {
    const cards = demoSet().cards;
    expect(cards).toHaveLength(240);
    for (let n = 1; n <= 240; n++) {
      const def = demoSet().byId[`bzd-${String(n).padStart(3, "0")}`]!;
      expect(demo(n), `#${n}`).toBe(def);
      expect(demoByName(def.name), def.name).toBe(def);
    }
  });

  it("an unknown or ambiguous number or name fails loudly", () => {
    expect(() => beta(0)).toThrow("no Beta card #0");
    expect(() => beta(301)).toThrow("no Beta card #301");
    expect(() => demo(241)).toThrow("no demo card #241");
    expect(() => betaByName("the slumberer")).toThrow('no Beta card named "the slumberer"');
    const one = card({ name: "One" });
    const two = card({ name: "Two" });
    const raw = [
      { id: "One", name: "Twin", type: "manifestation", collectionNumber: 1 },
      { id: "Two", name: "Twin", type: "manifestation", collectionNumber: 1 },
    ];
    const twins = cardFinder("test", raw, { One: one, Two: two });
    expect(() => twins.byNumber(1)).toThrow("2 test cards #1: One, Two");
    expect(() => twins.byName("Twin")).toThrow('2 test cards named "Twin": One, Two');
    expect(() => cardFinder("test", [raw[0]!], {}).byNumber(1)).toThrow("test card #1 (One) did not load");
  });
});

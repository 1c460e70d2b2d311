// Event-rules §5 / "Calcolo del Debito": debt = max(0, deck manifestation points + points spent
// in auctions − 500).
import { describe, expect, it } from "vitest";
import { debt, validateDeck } from "@/engine/kartomantik/deck-rules";
import { betaWhere, card, catalog, deckIds, starter } from "./fixtures";

describe("event-rules §5 debt", () => {
  it("event-rules §5 the rulebook's example: 480 points + 100 spent = 580 → debt 80", () => {
    expect(debt(480, 100)).toBe(80);
  });

  it.each([
    [400, 100, 0],
    [500, 0, 0],
    [300, 199, 0],
    [500, 5, 5],
    [0, 650, 150],
    [1350, 0, 850],
    [-50, 0, 0],
    [0, 0, 0],
  ])("event-rules §5 %i points + %i spent → debt %i (never below 0)", (points, spent, expected) => {
    expect(debt(points, spent)).toBe(expected);
  });

  it("event-rules §5 the first term is the deck's manifestation points as the validator counts them", () => {
    // A drafted 30: the choleric starter with two wills traded for two 40-point manifestations = 480.
    const base = deckIds(starter("choleric"));
    const majors = betaWhere((c) => c.type === "manifestation" && c.points === 40, base)
      .slice(0, 2)
      .map((c) => c.id);
    const out = base.filter((id) => card(id).type !== "manifestation").slice(0, 2);
    const deck = base.map((id) => (id === out[0] ? majors[0]! : id === out[1] ? majors[1]! : id));
    const check = validateDeck(catalog, { format: "draft", deck, pool: [...deck, ...out] });
    expect(check).toMatchObject({ legal: true, stats: { points: 480 } });
    expect(debt(check.stats.points, 100)).toBe(80);
  });
});

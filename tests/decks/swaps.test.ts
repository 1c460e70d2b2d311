// Bo3 sideboarding (rulebook §4.1 Riserva, event-rules §6): before games 2 and 3 deck cards are
// swapped for sideboard cards and the deck must stay legal.
import { describe, expect, it } from "vitest";
import { applySwaps, type LockedDeck } from "@/engine/kartomantik/deck-rules";
import { betaWhere, card, catalog, deckIds, starter } from "./fixtures";

const deck = deckIds(starter("vitreous"));
const wills = deck.filter((id) => card(id).type !== "manifestation");
const fifties = betaWhere((c) => c.type === "manifestation" && c.points === 50, deck)
  .slice(0, 3)
  .map((c) => c.id);
const spareWills = betaWhere((c) => c.type === "ephemeral_will", deck)
  .slice(0, 3)
  .map((c) => c.id);
const sideboard = [...fifties, ...spareWills];
const locked: LockedDeck = { format: "constructed", deck, sideboard };

describe("event-rules §6 sideboard swaps between games", () => {
  it("event-rules §6 swapped cards trade places; sizes and order are kept", () => {
    const result = applySwaps(catalog, locked, [{ fromDeck: wills[0]!, fromSideboard: spareWills[0]! }]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const at = deck.indexOf(wills[0]!);
    expect(result.deck[at]).toBe(spareWills[0]);
    expect(result.deck).toHaveLength(30);
    expect(result.sideboard).toEqual([...fifties, wills[0], ...spareWills.slice(1)]);
    expect(result.check).toMatchObject({ legal: true, stats: { cards: 30, points: 400, sideboard: 6 } });
  });

  it("event-rules §6 no swaps leaves the deck as locked", () => {
    expect(applySwaps(catalog, locked, [])).toMatchObject({ ok: true, deck, sideboard });
  });

  it("event-rules §6 swapping back before game 3 restores the locked deck", () => {
    const game2 = applySwaps(catalog, locked, [{ fromDeck: wills[1]!, fromSideboard: fifties[0]! }]);
    if (!game2.ok) throw new Error("game 2 swap refused");
    expect(game2.check.stats.points).toBe(450);
    const game3 = applySwaps(catalog, { format: "constructed", deck: game2.deck, sideboard: game2.sideboard }, [
      { fromDeck: fifties[0]!, fromSideboard: wills[1]! },
    ]);
    expect(game3).toMatchObject({ ok: true, deck, sideboard });
  });

  it("rulebook §4.1 constructed: swaps that take the deck to 550 points are refused with points_cap", () => {
    const swaps = fifties.map((id, i) => ({ fromDeck: wills[i]!, fromSideboard: id }));
    expect(applySwaps(catalog, locked, swaps)).toEqual({
      ok: false,
      violations: [{ rule: "points_cap", section: "rulebook §4.1", params: { points: 550, max: 500 } }],
    });
  });

  it("event-rules §4 draft: the same swaps are fine, there is no points cap", () => {
    const swaps = fifties.map((id, i) => ({ fromDeck: wills[i]!, fromSideboard: id }));
    const result = applySwaps(catalog, { ...locked, format: "draft" }, swaps);
    expect(result).toMatchObject({ ok: true, check: { legal: true, stats: { points: 550 } } });
  });

  it("2vs2: swaps must keep the deck at or under 400 points", () => {
    const deck21 = [...deck.filter((id) => card(id).type === "manifestation"), ...wills].slice(0, 21);
    const base: LockedDeck = { format: "2v2", deck: deck21, sideboard };
    const cheap = deck21.find((id) => card(id).type === "manifestation" && card(id).points <= 20)!;
    const result = applySwaps(catalog, base, [{ fromDeck: cheap, fromSideboard: fifties[0]! }]);
    expect(result).toMatchObject({
      ok: false,
      violations: [{ rule: "points_cap", section: "2vs2 Creazione del Mazzo", params: { max: 400 } }],
    });
  });

  it("event-rules §6 every bad swap is reported at once: not in the deck, not in the sideboard, repeated", () => {
    const result = applySwaps(catalog, locked, [
      { fromDeck: spareWills[0]!, fromSideboard: fifties[0]! },
      { fromDeck: wills[0]!, fromSideboard: wills[1]! },
      { fromDeck: wills[2]!, fromSideboard: spareWills[1]! },
      { fromDeck: wills[3]!, fromSideboard: spareWills[1]! },
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.violations.map((v) => [v.rule, v.card?.name])).toEqual([
      ["swap_not_in_deck", card(spareWills[0]!).name],
      ["swap_not_in_sideboard", card(wills[1]!).name],
      ["swap_card_repeated", card(spareWills[1]!).name],
    ]);
    expect(result.violations.every((v) => v.section === "event-rules §6" && v.where === "swaps")).toBe(true);
  });
});

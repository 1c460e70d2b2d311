// A Draft Bazaar player who bought two cards of one name (a set with a reprint: two collection numbers, one name —
// the importer takes such sets, and "stessa carta (stesso nome)" counts them as one card) keeps one in the deck and
// the other among the rest: "ogni giocatore costruisce un mazzo di esattamente 30 carte, in copia singola, dalle 36
// acquisite" (Modalità Draft Bazaar) — single copy is a rule of the deck. The draft's sideboard is not chosen (event-
// rules §4: "The other 6 are their sideboard"), so a second copy there must not make every deck of that player illegal.
import { describe, expect, it } from "vitest";
import { applySwaps, createCatalog, validateDeck } from "@/engine/kartomantik/deck-rules";
import { beta, betaWhere, card, deckIds, starter } from "./fixtures";

const phlegmatic = deckIds(starter("phlegmatic"));
const original = card(phlegmatic[0]!);
const reprint = { ...original, id: `${original.id}-reprint` };
const catalog = createCatalog([...beta.cards, reprint]);
const extras = betaWhere((c) => c.type === "manifestation" && c.points >= 40, phlegmatic)
  .slice(0, 5)
  .map((c) => c.id);
const pool = [...phlegmatic, reprint.id, ...extras];

describe("event-rules §4 a drafted reprint", () => {
  it("one copy in the deck, the other in the draft's sideboard (the rest of the 36): the deck is legal", () => {
    const check = validateDeck(catalog, { format: "draft", deck: phlegmatic, pool });
    expect(check.violations).toEqual([]);
    expect(check.sideboard).toContain(reprint.id);
  });

  it("both copies in the deck are still one name twice", () => {
    const deck = [reprint.id, ...phlegmatic.slice(0, 29)];
    expect(validateDeck(catalog, { format: "draft", deck, pool }).violations).toMatchObject([
      { rule: "duplicate_name", where: "deck", params: { copies: 2 } },
    ]);
  });

  it("event-rules §6 a Bo3 swap of one copy for the other keeps the deck legal", () => {
    const swapped = applySwaps(
      catalog,
      { format: "draft", deck: phlegmatic, sideboard: [reprint.id, ...extras], pool },
      [{ fromDeck: original.id, fromSideboard: reprint.id }],
    );
    expect(swapped).toMatchObject({ ok: true });
  });

  it("rulebook §4.1 Riserva: a constructed sideboard is chosen, and a second copy there still names the card", () => {
    const check = validateDeck(catalog, { format: "constructed", deck: phlegmatic, sideboard: [reprint.id] });
    expect(check.violations).toMatchObject([{ rule: "duplicate_name", where: "sideboard" }]);
  });
});

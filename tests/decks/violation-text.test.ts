// How a deck that breaks the rules is named on every screen (issue 33 §6): each of the engine's violations, in its
// order, in the page's language, with the messages' own sentence for its rule (never a second wording of a rule).
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { validateDeck } from "@/engine/kartomantik/deck-rules";
import { violationsText } from "@/components/kartomantik/decks/violationText";
import { messagesFor } from "@/i18n/messages";
import { betaWhere, card, catalog, deckIds, starter } from "./fixtures";

type DeckT = Parameters<typeof violationsText>[0];
const translator = (locale: "it" | "en") =>
  createTranslator({
    locale,
    messages: messagesFor(locale),
    namespace: "deck",
    onError: (error) => {
      throw error;
    },
  }) as unknown as DeckT;

describe("2vs2 Creazione del Mazzo: every reason a deck is not valid, worded", () => {
  // A starter deck (30 cards, 400 points) with its first will swapped for the priciest manifestation outside it,
  // and a repeat of its first card: too many cards, too many points, one name twice.
  const phlegmatic = deckIds(starter("phlegmatic"));
  const [pricey] = betaWhere((c) => c.type === "manifestation" && c.points >= 40, phlegmatic);
  const deck = [...phlegmatic.slice(0, 20), pricey!.id, ...phlegmatic.slice(21), phlegmatic[0]!];
  const check = validateDeck(catalog, { format: "2v2", deck });
  const first = card(phlegmatic[0]!);

  it("names each broken rule once, in the engine's order", () => {
    expect(check.violations.map((v) => v.rule)).toEqual(["deck_size", "duplicate_name", "points_cap"]);
  });

  it("reads every reason in Italian, the card by its Italian name", () => {
    const t = translator("it");
    expect(violationsText(t, "it", check.violations)).toBe(
      [
        t("rules.deck_size", { count: 31, required: 21 }),
        t("rules.duplicate_name", { name: first.nameIt ?? first.name, copies: 2 }),
        t("rules.points_cap", { points: check.stats.points, max: 400 }),
      ].join(" "),
    );
    expect(violationsText(t, "it", check.violations)).toContain("Il mazzo ha 31 carte: ne servono esattamente 21.");
  });

  it("reads every reason in English, the card by its English name", () => {
    expect(violationsText(translator("en"), "en", check.violations)).toBe(
      [
        "The deck has 31 cards: exactly 21 are needed.",
        `“${first.name}” appears 2 times: one copy per name.`,
        `The manifestations total ${check.stats.points} points: at most 400.`,
      ].join(" "),
    );
  });
});

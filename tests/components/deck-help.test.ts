// The deck builder's help (components/kartomantik/decks/DeckBuilder.tsx, "deck.help") counts this player's own
// sideboard: a Draft Bazaar's composition is the organizer's (event-rules §2), so a pool need not be 36 cards, and
// "le altre 6" was wrong for any other.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import it_ from "@/messages/it.json";
import en_ from "@/messages/en.json";

const help = (locale: "it" | "en", rest: number) =>
  createTranslator({ locale, messages: locale === "it" ? it_ : en_, namespace: "deck" })("help", { size: 30, rest });

describe("the deck builder's help", () => {
  it("names the player's own sideboard count, in Italian and in English", () => {
    expect(help("it", 6)).toContain("Servono esattamente 30 carte nel mazzo: le altre 6 sono la riserva.");
    expect(help("it", 3)).toContain("le altre 3 sono la riserva.");
    expect(help("it", 1)).toContain("l'altra è la riserva.");
    expect(help("it", 0)).toMatch(/30 carte nel mazzo\.$/);
    expect(help("en", 3)).toContain("the other 3 are the sideboard.");
    expect(help("en", 0)).toMatch(/30 cards\.$/);
  });
});

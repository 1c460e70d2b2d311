// How an Incantesium card reads on the phone (issue #21 §5–6): its accessible name says the element,
// the power and whether it has the Combo symbol in words (never colour alone); the visible name
// carries the rulebook's Italian names, English second; the log's lines name every mage.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { DECK } from "@/engine/incantesium";
import en from "@/messages/en.json";
import it_ from "@/messages/it.json";
import { cardLabel, cardName, COMBO_SYMBOL, type Tr } from "@/components/incantesium/cardText";
import { incEventText } from "@/components/incantesium/eventText";

const trOf = (locale: "it" | "en"): Tr => {
  const t = createTranslator({ locale, messages: locale === "it" ? it_ : en, namespace: "incantesium" });
  return (key, params) => t(key as never, params as never);
};
const IT = trOf("it");
const EN = trOf("en");

describe("Incantesium card names", () => {
  it("a base spell's accessible name: element, power, Combo in words", () => {
    expect(cardLabel("fuoco-1c-2", IT)).toBe("Fuoco, potenza 1, con simbolo Combo");
    expect(cardLabel("buio-3-1", IT)).toBe("Buio, potenza 3, senza Combo");
    expect(cardLabel("acqua-2c-1", EN)).toBe("Acqua (Water), power 2, with the Combo symbol");
    expect(cardName("fuoco-1c-2", IT)).toBe(`Fuoco 1 ${COMBO_SYMBOL}`);
  });

  it("every card of the deck has a name in both languages; extra spells by the rulebook's Italian names", () => {
    for (const def of DECK) {
      for (const tr of [IT, EN]) expect(cardName(def.id, tr)).not.toMatch(/incantesium\.|^$/);
    }
    // "6 Carte Copia Incantesimo2 Carte Veleno4 Carte Illusione4 Carte Barriera6 Carte Pozione4 Carte Creatura".
    expect(
      ["copia-1", "veleno-1", "illusione-1", "barriera-1", "pozione-1", "creatura-1"].map((c) => cardName(c, IT)),
    ).toEqual(["Copia Incantesimo", "Veleno", "Illusione", "Barriera", "Pozione", "Creatura"]);
    expect(cardName("barriera-1", EN)).toBe("Barriera (Barrier)");
  });

  it("the log names the mages and says an off-flow spell has no effect", () => {
    const name = (s: number) => ["Giovanni", "Stefano"][s]!;
    const side = name;
    expect(incEventText({ type: "cast", seat: 1, card: "luce-1-1", effective: false }, name, side, IT)).toBe(
      "Stefano lancia Luce 1 (senza effetto)",
    );
    expect(incEventText({ type: "took", from: 1, to: 0, n: 5 }, name, side, IT)).toBe("Giovanni prende 5 da Stefano");
    expect(incEventText({ type: "cured", seat: 0, card: "pozione-1" }, name, side, EN)).toBe(
      "Giovanni is cured of Veleno",
    );
    // Ruling K3: the castes dealt again before a round, face up, each mage's named.
    const castes = ["casta-liquido", "casta-oscurante"];
    expect(incEventText({ type: "castesDealt", castes }, name, side, IT)).toBe(
      "Caste mescolate e pescate di nuovo: Giovanni: Liquido, Stefano: Oscurante",
    );
    expect(incEventText({ type: "castesDealt", castes }, name, side, EN)).toBe(
      "Castes shuffled and drawn again: Giovanni: Liquido, Stefano: Oscurante",
    );
  });
});

// "Contenuto del gioco": the deck as data, exactly as the rulebook counts it, plus the 6 castes.
import { describe, expect, it } from "vitest";
import { CASTE_CARDS, DECK, ELEMENTS, type CardDef } from "@/engine/incantesium";

const base = DECK.filter((c): c is Extract<CardDef, { kind: "base" }> => c.kind === "base");
const count = (pred: (c: CardDef) => boolean) => DECK.filter(pred).length;

describe("Contenuto del gioco", () => {
  it("«Il mazzo di Incantesium è composto da 108 carte», ids unique", () => {
    expect(DECK).toHaveLength(108);
    expect(new Set([...DECK, ...CASTE_CARDS].map((c) => c.id)).size).toBe(114);
  });

  it("«54 Carte Potenza 1, 18 Carte Potenza 2, 6 Carte Potenza 3» over the six elements", () => {
    expect(base.filter((c) => c.power === 1)).toHaveLength(54);
    expect(base.filter((c) => c.power === 2)).toHaveLength(18);
    expect(base.filter((c) => c.power === 3)).toHaveLength(6);
    // Our split (README "The deck"): each element 9 + 3 + 1.
    for (const e of ELEMENTS) {
      const of = base.filter((c) => c.element === e);
      expect([1, 2, 3].map((p) => of.filter((c) => c.power === p).length)).toEqual([9, 3, 1]);
    }
  });

  it("«6 Copia Incantesimo, 2 Veleno, 4 Illusione, 4 Barriera, 6 Pozione, 4 Creatura»; 3 gems and 1 Magus", () => {
    const spells = { copia: 6, veleno: 2, illusione: 4, barriera: 4, pozione: 6, creatura: 4 };
    for (const [spell, n] of Object.entries(spells))
      expect(count((c) => c.kind === "extra" && c.spell === spell)).toBe(n);
    expect(count((c) => c.kind === "gem")).toBe(3);
    expect(count((c) => c.kind === "magus")).toBe(1);
  });

  it("Combo symbol (our choice): 3 of each element's power-1 cards, 1 power-2, the power 3 of Fuoco/Acqua/Terra/Aria", () => {
    expect(base.filter((c) => c.combo)).toHaveLength(28);
    for (const e of ELEMENTS) {
      const of = base.filter((c) => c.element === e && c.combo);
      expect(of.filter((c) => c.power === 1)).toHaveLength(3);
      expect(of.filter((c) => c.power === 2)).toHaveLength(1);
      expect(of.filter((c) => c.power === 3)).toHaveLength(["buio", "luce"].includes(e) ? 0 : 1);
    }
    // The rulebook's examples need: "Buio di potenza 3 senza simbolo Combo"; Veleno's combo
    // "Acqua 2 + Fuoco 3 + Terra 2" needs Acqua 2, Fuoco 3 and Terra 2 with the symbol.
    expect(base.find((c) => c.element === "buio" && c.power === 3)!.combo).toBe(false);
  });

  it("«6 Carte Casta»: Voltafiamma, Liquido, Spaccaterra, Ventaria, Oscurante, Animaluce, one per element", () => {
    expect(CASTE_CARDS.map((c) => (c.kind === "caste" ? [c.caste, c.element] : null))).toEqual([
      ["voltafiamma", "fuoco"],
      ["liquido", "acqua"],
      ["spaccaterra", "terra"],
      ["ventaria", "aria"],
      ["oscurante", "buio"],
      ["animaluce", "luce"],
    ]);
  });
});

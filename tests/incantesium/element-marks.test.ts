// Issue 33 §9: Incantesium's elements by more than grey shapes. The rulebook's "Incantesimi base": "Gli
// Incantesimi Base sono costituiti da 6 elementi: Fuoco, Acqua, Terra, Aria, Buio, Luce". Each gets its own
// colours (ink on paper at ≥ 4.5:1), its own drawn glyph and its name — tiles, chips and buttons use these.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ELEMENTS } from "@/engine/incantesium";
import { ELEMENT_STYLE, elementOf } from "@/components/incantesium/cardText";
import { ElementGlyph } from "@/components/incantesium/ElementGlyph";
import { contrast } from "@/components/contrast";
import it_ from "@/messages/it.json";

describe("element marks", () => {
  it("the rulebook's six elements, each named as the rulebook names it", () => {
    expect(ELEMENTS).toEqual(["fuoco", "acqua", "terra", "aria", "buio", "luce"]);
    expect(ELEMENTS.map((e) => it_.incantesium.element[e])).toEqual([
      "Fuoco",
      "Acqua",
      "Terra",
      "Aria",
      "Buio",
      "Luce",
    ]);
  });

  it("each element's ink reads on its paper at 4.5:1 or more, and no two elements share a colour", () => {
    for (const e of ELEMENTS)
      expect(contrast(ELEMENT_STYLE[e].ink, ELEMENT_STYLE[e].paper), e).toBeGreaterThanOrEqual(4.5);
    expect(new Set(ELEMENTS.map((e) => ELEMENT_STYLE[e].paper)).size).toBe(6);
    expect(new Set(ELEMENTS.map((e) => ELEMENT_STYLE[e].ink)).size).toBe(6);
  });

  it("each element has its own glyph, hidden from screen readers (the name beside it is read)", () => {
    const drawn = ELEMENTS.map((element) => renderToStaticMarkup(createElement(ElementGlyph, { element })));
    for (const svg of drawn) expect(svg).toMatch(/^<svg[^>]*aria-hidden="true"/);
    const shapes = drawn.map((svg) => svg.replace(/^<svg[^>]*>/, ""));
    expect(new Set(shapes).size).toBe(6);
  });

  it("base spells and castes show their element; other cards none", () => {
    expect(elementOf("fuoco-1c-2")).toBe("fuoco");
    expect(elementOf("casta-oscurante")).toBe("buio");
    expect(elementOf("barriera-1")).toBeNull();
    expect(elementOf("nonsense")).toBeNull();
  });
});

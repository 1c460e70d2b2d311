// How an Incantesium card is named and marked on a phone: the rulebook's Italian names (English
// second, from messages/*.json), the element as a colour, a drawn glyph and a word (never colour or shape
// alone), the power and the Combo symbol. Pure, shared by the tiles, the chips, the buttons and the log.
import { cardDef, type CardDef, type Element } from "@/engine/incantesium";

/** Each element's colours: its ink (glyph, power, name and border) on its paper (the tile), ≥ 4.5:1 apart
 * (tests/incantesium/element-marks.test.ts). Colour is never alone: a distinct glyph (ElementGlyph) and the
 * element's name go with it. Buio is the one dark tile. */
export const ELEMENT_STYLE: Record<Element, { ink: string; paper: string }> = {
  fuoco: { ink: "#991b1b", paper: "#fee2e2" },
  acqua: { ink: "#1e40af", paper: "#dbeafe" },
  terra: { ink: "#166534", paper: "#dcfce7" },
  aria: { ink: "#334155", paper: "#f1f5f9" },
  buio: { ink: "#f5f3ff", paper: "#4c1d95" },
  luce: { ink: "#713f12", paper: "#fef08a" },
};

/** The Combo symbol as printed on our tiles (the rulebook shows a symbol; we draw this one). */
export const COMBO_SYMBOL = "∞";

export type Tr = (key: string, params?: Record<string, string | number>) => string;

export function defOf(id: string): CardDef | null {
  try {
    return cardDef(id);
  } catch {
    return null;
  }
}

/** The element a card shows: a base spell's, or a caste's (each caste belongs to one). */
export function elementOf(id: string): Element | null {
  const def = defOf(id);
  return def?.kind === "base" || def?.kind === "caste" ? def.element : null;
}

/** "Fuoco 2 ∞" / "Barriera": the short visible name. */
export function cardName(id: string, tr: Tr): string {
  const def = defOf(id);
  if (!def) return id;
  switch (def.kind) {
    case "base":
      return `${tr(`element.${def.element}`)} ${def.power}${def.combo ? ` ${COMBO_SYMBOL}` : ""}`;
    case "extra":
      return tr(`spell.${def.spell}`);
    case "gem":
      return tr("gem");
    case "magus":
      return "Magus";
    case "caste":
      return tr(`caste.${def.caste}`);
  }
}

/** The accessible name: element, power and Combo in words ("Fuoco, potenza 2, con Combo"). */
export function cardLabel(id: string, tr: Tr): string {
  const def = defOf(id);
  if (def?.kind !== "base") return cardName(id, tr);
  return tr("cardLabel", { element: tr(`element.${def.element}`), power: def.power, combo: def.combo ? "yes" : "no" });
}

/** A caste card's ability in a line ("Caste Elementali", as the engine applies it: README rulings K1–K4). */
export function casteAbility(id: string, tr: Tr): string | null {
  const def = defOf(id);
  return def?.kind === "caste" ? tr(`casteAbility.${def.caste}`) : null;
}

// How an Incantesium card is named and marked on a phone: the rulebook's Italian names (English
// second, from messages/*.json), the element as a symbol and a word (never colour alone), the
// power and the Combo symbol. Pure, shared by the tiles, the buttons and the log.
import { cardDef, type CardDef, type Element } from "@/engine/incantesium";

// The alchemical triangles and the moon and sun: in every common font (emoji are not on every phone).
export const ELEMENT_SYMBOL: Record<Element, string> = {
  fuoco: "▲",
  acqua: "▼",
  terra: "▽",
  aria: "△",
  buio: "☾",
  luce: "☼",
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

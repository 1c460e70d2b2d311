// Kartomantik's words, defined once for the engine, the deck rules, the catalog and the screens: the
// seven temperaments (five base ones, rulebook §1) with the catalog's symbol letters, and the card types.
export const TEMPERAMENTS = [
  "phlegmatic",
  "choleric",
  "vitreous",
  "capricious",
  "melancholic",
  "transcendent",
  "hollow",
] as const;
export type Temperament = (typeof TEMPERAMENTS)[number];
export const BASE_TEMPERAMENTS = ["phlegmatic", "choleric", "vitreous", "capricious", "melancholic"] as const;

/** A temperament's symbol in card texts and costs ("{G}"). */
export const SYMBOL: Record<Temperament, string> = {
  phlegmatic: "G",
  choleric: "R",
  vitreous: "B",
  capricious: "Y",
  melancholic: "P",
  transcendent: "T",
  hollow: "H",
};

export const TEMPERAMENT_OF_SYMBOL = Object.fromEntries(Object.entries(SYMBOL).map(([t, s]) => [s, t])) as Record<
  string,
  Temperament
>;

export const CARD_TYPES = ["manifestation", "ephemeral_will", "persistent_will"] as const;
export type CardType = (typeof CARD_TYPES)[number];

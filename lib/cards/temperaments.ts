// The seven temperaments with their catalog symbols and the colours cards are drawn in.
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

export const COLORS: Record<Temperament, { ink: string; glow: string }> = {
  phlegmatic: { ink: "#4f7655", glow: "#c7e5c9" },
  choleric: { ink: "#a94b43", glow: "#f28c82" },
  vitreous: { ink: "#3f6f99", glow: "#c5e8ff" },
  capricious: { ink: "#aa8e33", glow: "#f9f1ca" },
  melancholic: { ink: "#725482", glow: "#d2b6df" },
  transcendent: { ink: "#a86975", glow: "#ffedf0" },
  hollow: { ink: "#5f6266", glow: "#c6c7c8" },
};

export const CARD_TYPES = ["manifestation", "ephemeral_will", "persistent_will"] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const symbolsOf = (text: string) => [...text.matchAll(/\{([A-Z])\}/g)].map((m) => m[1] as string);

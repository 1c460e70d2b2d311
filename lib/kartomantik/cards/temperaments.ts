// The colours cards are drawn in, per temperament (the temperaments and their symbols:
// engine/kartomantik/vocabulary.ts).
export {
  CARD_TYPES,
  SYMBOL,
  TEMPERAMENT_OF_SYMBOL,
  TEMPERAMENTS,
  type CardType,
  type Temperament,
} from "@/engine/kartomantik/vocabulary";
import type { Temperament } from "@/engine/kartomantik/vocabulary";

export const COLORS: Record<Temperament, { ink: string; glow: string }> = {
  phlegmatic: { ink: "#4f7655", glow: "#c7e5c9" },
  choleric: { ink: "#a94b43", glow: "#f28c82" },
  vitreous: { ink: "#3f6f99", glow: "#c5e8ff" },
  capricious: { ink: "#aa8e33", glow: "#f9f1ca" },
  melancholic: { ink: "#725482", glow: "#d2b6df" },
  transcendent: { ink: "#a86975", glow: "#ffedf0" },
  hollow: { ink: "#5f6266", glow: "#c6c7c8" },
};

export const symbolsOf = (text: string) => [...text.matchAll(/\{([A-Z])\}/g)].map((m) => m[1] as string);

// Temperaments are told apart by colour on the cards, and never by colour alone: each
// has a shape of its own, drawn in its colour, and its name is what a screen reader says.
import type { Temperament } from "@/lib/kartomantik/cards/temperaments";

export const TEMPERAMENT_MARK: Record<Temperament, string> = {
  phlegmatic: "■",
  choleric: "▲",
  vitreous: "◆",
  capricious: "★",
  melancholic: "●",
  transcendent: "✚",
  hollow: "○",
};

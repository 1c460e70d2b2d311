// Card rows as the deck engine sees them.
import { createCatalog } from "@/engine/kartomantik/deck-rules";
import type { CardType, DeckCard, Temperament } from "@/engine/kartomantik/deck-rules/types";
import type { Card } from "@/lib/generated/prisma/client";
import { TEMPERAMENT_OF_SYMBOL, symbolsOf } from "@/lib/kartomantik/cards/temperaments";

export function deckCardOf(c: Card): DeckCard {
  return {
    id: c.id,
    name: c.nameEn,
    nameIt: c.nameIt,
    type: c.type as CardType,
    points: c.points,
    temperaments: c.temperaments as Temperament[],
    power: c.power ?? 0,
    tribute: c.type === "manifestation" ? [] : symbolsOf(c.symbols).map((s) => TEMPERAMENT_OF_SYMBOL[s] as Temperament),
  };
}

export const catalogOf = (cards: Card[]) => createCatalog(cards.map(deckCardOf));

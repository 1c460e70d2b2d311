// The live counters of the deck builder: cards, manifestations/wills, points, temperaments and
// the wills whose tribute the deck cannot pay.
import { essenceOf, perTemperament, unpayableWills } from "./tribute";
import type { Catalog, DeckCard, DeckStats } from "./types";

/** Counters for a deck given as card ids; `cards` counts every id, the rest only known cards. */
export function deckStats(catalog: Catalog, deck: readonly string[], sideboard: readonly string[] = []): DeckStats {
  const cards = deck.map((id) => catalog.byId.get(id)).filter((card): card is DeckCard => card !== undefined);
  const temperaments = perTemperament();
  let manifestations = 0;
  let points = 0;
  for (const card of cards) {
    for (const t of new Set(card.temperaments)) temperaments[t] += 1;
    if (card.type !== "manifestation") continue;
    manifestations += 1;
    // "Le carte Volontà non hanno un costo in punti" (§4.1): only manifestations add up.
    points += card.points;
  }
  return {
    cards: deck.length,
    manifestations,
    wills: cards.length - manifestations,
    points,
    temperaments,
    power: essenceOf(cards).power,
    sideboard: sideboard.length,
    unpayableWills: unpayableWills(catalog, cards),
  };
}

// Game decks for simulations and benchmarks.
// Demo set: one deck per base temperament (and transcendent), picked deterministically — that
// temperament's manifestations by ascending points (then collection order) while the deck stays
// within 500 points (§4.1), up to 20, topped up with hollow manifestations the same way; then its
// wills in collection order, topped up with hollow wills, to 30 cards.
// Beta: the five official starter decks (starter-decks.json, every group is deck).
import type { CardDef, Temperament } from "./types";

export const DEMO_DECKS = ["phlegmatic", "choleric", "vitreous", "capricious", "melancholic", "transcendent"] as const;

const numberOf = (id: string) => Number(id.replace(/\D/g, "")) || 0;

export function demoDeck(cards: readonly CardDef[], temperament: Temperament): CardDef[] {
  const byOrder = (a: CardDef, b: CardDef) => a.points - b.points || numberOf(a.id) - numberOf(b.id);
  const manifestations = (t: Temperament) =>
    cards.filter((c) => c.type === "manifestation" && c.temperaments[0] === t).sort(byOrder);
  const wills = (t: Temperament) =>
    cards
      .filter((c) => c.type !== "manifestation" && c.temperaments[0] === t)
      .sort((a, b) => numberOf(a.id) - numberOf(b.id));
  const deck: CardDef[] = [];
  let points = 0;
  for (const c of [...manifestations(temperament), ...manifestations("hollow")]) {
    if (deck.length >= 20) break;
    if (points + c.points > 500) continue;
    deck.push(c);
    points += c.points;
  }
  for (const c of [...wills(temperament), ...wills("hollow")]) {
    if (deck.length >= 30) break;
    deck.push(c);
  }
  return deck;
}

interface StarterFile {
  id: string;
  groups: { cardIds: string[] }[];
}

export function starterDecks(
  file: unknown,
  byId: Readonly<Record<string, CardDef>>,
): { id: string; cards: CardDef[] }[] {
  if (!Array.isArray(file)) return [];
  return (file as StarterFile[]).map((d) => ({
    id: d.id,
    cards: d.groups.flatMap((g) => g.cardIds.map((id) => byId[id]).filter((c): c is CardDef => c !== undefined)),
  }));
}

// The draft bot's worth of a card to the seat it plays: points, the temperament curve of what it
// already holds, the deck's shape (wills against manifestations), the budget left and the debt the
// card would bring (event-rules §5). Numbers are score points: a match point gained is worth one
// point of debt avoided. Pure: it reads only public cards and the seat's own hand.
import { nameKey } from "../../deck-rules/catalog";
import { DEBT_ALLOWANCE } from "../../deck-rules/formats";
import type { DeckCard } from "../../deck-rules/types";
import { BASE_TEMPERAMENTS, type Temperament } from "../../vocabulary";

/** A draft deck keeps 30 of the 36 cards (event-rules §4). */
export const DECK_SIZE = 30;
/** The least points a future pick is expected to bring (wills count 0): the projection's floor. */
export const EXPECTED_POINTS_PER_PICK = 11;
/** Wills a deck wants: enough to act, not so many that nothing pays their tributes. */
const WANTED_WILLS = 12;

/** What the bot knows of its own seat: the cards it holds and the points it spent. */
export interface Holdings {
  hand: readonly DeckCard[];
  spent: number;
  /** Cards the seat will still take after this one (36 in all). */
  remaining: number;
}

/** How strongly the hand leans to each base temperament: manifestations by their power, wills by
 * their tribute symbols. */
export function temperamentProfile(hand: readonly DeckCard[]): Record<string, number> {
  const weight: Record<string, number> = Object.fromEntries(BASE_TEMPERAMENTS.map((t) => [t, 0]));
  for (const card of hand) {
    const symbols: readonly Temperament[] = card.type === "manifestation" ? card.temperaments : card.tribute;
    const each = card.type === "manifestation" ? Math.max(1, card.power) : 1;
    for (const t of symbols) if (t in weight) weight[t] = (weight[t] ?? 0) + each;
  }
  return weight;
}

/** The two temperaments the hand leans to most (none before it has a few cards). */
export function mainTemperaments(hand: readonly DeckCard[]): Set<string> {
  if (hand.length < 4) return new Set();
  const ranked = Object.entries(temperamentProfile(hand)).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return new Set(ranked.slice(0, 2).map(([t]) => t));
}

/** Share of a card's temperaments in the hand's main ones; colourless (transcendent, hollow) fits all. */
export function fit(card: DeckCard, main: ReadonlySet<string>): number {
  const own = card.type === "manifestation" ? card.temperaments : card.tribute;
  if (main.size === 0 || own.length === 0) return 0.5;
  const fits = own.filter((t) => main.has(t) || t === "transcendent" || t === "hollow").length;
  return fits / own.length;
}

/** The worth of a card to this hand, before any price: what it adds to the deck's play. */
export function cardValue(card: DeckCard, hand: readonly DeckCard[]): number {
  // One copy per name (rulebook §4.1): a second copy could never be played.
  const key = nameKey(card.name);
  if (hand.some((c) => nameKey(c.name) === key)) return 0;
  const match = 10 * fit(card, mainTemperaments(hand));
  if (card.type !== "manifestation") {
    const wills = hand.filter((c) => c.type !== "manifestation").length;
    return (wills < WANTED_WILLS ? 14 : 5) + match;
  }
  // Power wins confrontations and pays tributes; points score in the vessel but weigh on the debt,
  // so they count for less than they cost (the bot keeps the deck's points low).
  return 6 + 2.5 * card.power + 0.15 * card.points + match;
}

/** Manifestation points of the 30 cards the seat will keep: its hand and its future picks (each
 * like the hand's average so far: the bot's taste does not change, and never below the set's
 * average), less the 6 costliest, which the deck drops. */
export function projectedDeckPoints(hand: readonly DeckCard[], remaining: number): number {
  const points = hand.map((c) => (c.type === "manifestation" ? c.points : 0));
  const sum = points.reduce((s, p) => s + p, 0);
  const perPick = hand.length >= 6 ? Math.max(EXPECTED_POINTS_PER_PICK, sum / hand.length) : EXPECTED_POINTS_PER_PICK;
  const all = [...points, ...Array.from({ length: remaining }, () => perPick)].sort((a, b) => a - b);
  return all.slice(0, DECK_SIZE).reduce((s, p) => s + p, 0);
}

/** What the seat can still spend without debt once it holds `card` (negative: it would carry debt). */
export function budgetLeft(card: DeckCard, mine: Holdings): number {
  return DEBT_ALLOWANCE - mine.spent - projectedDeckPoints([...mine.hand, card], mine.remaining);
}

/** Safety margin the bot keeps under the allowance: the projection is an estimate. */
const MARGIN = 60;

/** How far below its safety margin the seat would be once it holds `card`, counted three times over:
 * debt is lost from the score for sure, while what the card adds to play is a guess. */
export function debtCarried(card: DeckCard, mine: Holdings): number {
  return 3 * Math.max(0, MARGIN - budgetLeft(card, mine));
}

/** The most the bot pays for a card: no more than it is worth over an ordinary card (losing an
 * auction only means choosing another card), no more than its share of the budget over the tables
 * still to come, and nothing that would carry it into debt. */
export function maxPrice(card: DeckCard, mine: Holdings): number {
  const worth = cardValue(card, mine.hand) - 16;
  const budget = budgetLeft(card, mine) - MARGIN;
  const cap = Math.min(worth, budget / Math.max(1, Math.ceil(mine.remaining / 6)) + 5, budget);
  return Math.max(0, Math.floor(cap / 5) * 5);
}

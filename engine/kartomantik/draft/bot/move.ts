// The draft bot's move for its seat from what that seat's phone sees (the public draft view: never
// the deck order) and the public cards: choose the card worth most, open or raise by the minimum
// while the card is worth the price and the budget holds, match as the chooser on the same terms,
// else pass. Seeded: equal choices are broken with the rng passed in (engine/shared/rng.ts).
import { randomInt, type Rng } from "../../../shared/rng";
import type { DeckCard } from "../../deck-rules/types";
import { FULL_DRAFT } from "../piles";
import type { DraftAction } from "../types";
import { legalActions, type DraftView } from "../view";
import { cardValue, debtCarried, maxPrice, type Holdings } from "./valuation";

/** What the bot reads: its seat's view of the draft, its player index, the set's cards by id. */
export interface BotInput {
  view: DraftView;
  player: number;
  cards: ReadonlyMap<string, DeckCard>;
}

function holdings({ view, player, cards }: BotInput): Holdings {
  const hand = (view.hands[player] ?? []).flatMap((id) => cards.get(id) ?? []);
  const total = Object.values(view.config.composition).reduce((s, n) => s + n, 0) || FULL_DRAFT;
  return { hand, spent: view.spent[player] ?? 0, remaining: Math.max(0, total - hand.length - 1) };
}

/** The bot's action for `player`, or null when that seat has nothing to do now. */
export function draftBotMove(input: BotInput, rng: Rng): [DraftAction, Rng] | null {
  const { view, player, cards } = input;
  const legal = legalActions(view, player);
  const mine = holdings(input);
  if (legal.choose.length > 0) {
    const scored = legal.choose.map((id) => {
      const card = cards.get(id);
      return { id, score: card ? cardValue(card, mine.hand) - debtCarried(card, mine) + maxPrice(card, mine) : 0 };
    });
    const top = Math.max(...scored.map((s) => s.score));
    const best = scored.filter((s) => s.score === top);
    const [pick, next] = randomInt(rng, best.length);
    return [{ type: "choose", player, cardId: best[pick]!.id }, next];
  }
  if (!legal.pass) return null;
  const card = view.auction ? cards.get(view.auction.cardId) : undefined;
  const limit = card ? maxPrice(card, mine) : 0;
  if (legal.match !== null && legal.match <= limit) return [{ type: "match", player }, [...rng]];
  if (legal.minBid !== null && legal.minBid <= limit) return [{ type: "bid", player, amount: legal.minBid }, [...rng]];
  return [{ type: "pass", player }, [...rng]];
}

// A whole Draft Bazaar where some seats are the draft bot and the others random legal bidders
// (engine/kartomantik/draft/autoplay.ts), each seat's deck then built by buildDraftDeck: what the
// bot's tests and `npm run bench:draft-bot` measure. Pure and seeded.
import { randomInt, saltSeed, seedRng, type Rng, type Seed } from "../../../shared/rng";
import { debt } from "../../deck-rules/debt";
import type { DeckCard } from "../../deck-rules/types";
import { randomActionFor } from "../autoplay";
import { isRuleError } from "../errors";
import { applyDraft, createDraft } from "../machine";
import { DEFAULT_COMPOSITION } from "../piles";
import type { DraftCard, DraftState } from "../types";
import { draftView } from "../view";
import { buildDraftDeck } from "./deck";
import { draftBotMove } from "./move";

export interface SimSeat {
  bot: boolean;
  /** The seat's drafted card ids. */
  pool: string[];
  spent: number;
  /** The built deck's ids; null when no legal deck could be built. */
  deck: string[] | null;
  deckPoints: number;
  debt: number;
}

export interface SimResult {
  seats: SimSeat[];
  actions: number;
  final: DraftState;
}

/** One draft on `cards` with `players` seats, the bot at `botSeats`. Throws if a move is refused. */
export function simulateDraft(cards: readonly DeckCard[], players: number, botSeats: number[], seed: Seed): SimResult {
  const pool: DraftCard[] = cards.map(({ id, type, points }) => ({ id, type, points }));
  const byId = new Map(cards.map((c) => [c.id, c]));
  const created = createDraft(pool, { players, seed, composition: DEFAULT_COMPOSITION });
  if (isRuleError(created)) throw new Error(`createDraft refused: ${created.error}`);
  let state = created.state;
  // The seats' choices draw from streams of their own, apart from the draft's hidden PRNG.
  let rng: Rng = seedRng(saltSeed(seed, 0x5eed_b07));
  let actions = 0;
  for (; !state.finished; actions++) {
    if (actions > 100_000) throw new Error("the draft did not end");
    const awaiting = state.auction?.awaiting ?? [state.active as number];
    const [pick, afterPick] = randomInt(rng, awaiting.length);
    const player = awaiting[pick]!;
    const move = botSeats.includes(player)
      ? draftBotMove({ view: draftView(state), player, cards: byId }, afterPick)
      : randomActionFor(state, player, afterPick);
    if (!move) throw new Error(`seat ${player} had nothing to do`);
    rng = move[1];
    const applied = applyDraft(state, move[0]);
    if (isRuleError(applied)) throw new Error(`refused ${JSON.stringify(move[0])}: ${applied.error}`);
    state = applied.state;
  }
  const seats = state.hands.map((hand, p): SimSeat => {
    const spent = state.spent[p] ?? 0;
    const deck = buildDraftDeck(
      hand.flatMap((id) => byId.get(id) ?? []),
      spent,
    );
    const deckPoints = (deck ?? []).reduce((s, id) => {
      const card = byId.get(id);
      return s + (card?.type === "manifestation" ? card.points : 0);
    }, 0);
    return { bot: botSeats.includes(p), pool: hand, spent, deck, deckPoints, debt: debt(deckPoints, spent) };
  });
  return { seats, actions, final: state };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

// What the benchmark's players do next, chosen from the engine's legal actions (the same
// legalActions that fills every phone's `me.legal`) with the run's seeded PRNG: the active player
// chooses a card; then raises until the auction's budget of raises (--raises) is spent; then
// everyone who may pass passes. Pure but for the PRNG's state: the same seed and views give the
// same actions.
import { legalActions, type LegalActions } from "@/engine/kartomantik/draft";
import type { DraftState } from "@/engine/kartomantik/draft/types";
import type { PlayInput } from "@/lib/kartomantik/drafts/play-input";
import type { DraftViewMessage, PublicDraft } from "@/lib/kartomantik/drafts/views";
import type { SeededRandom } from "./random";

export interface PlannedAction {
  player: number;
  body: PlayInput & { type: "choose" | "bid" | "pass" };
}

export interface ChooserOptions {
  /** Raises per auction, drawn in [min, max] when an auction opens. */
  raises: [number, number];
  /** Actions sent at once (different players) when the rules allow several. */
  inflight: number;
}

/** Per event: the auction being played and how many raises it has left. */
export interface AuctionBudget {
  auctionKey: string;
  raisesLeft: number;
}

export const newBudget = (): AuctionBudget => ({ auctionKey: "", raisesLeft: 0 });

/**
 * The engine's legal actions of one player on the public view. What a player may do depends only
 * on what everyone sees (the UI shows it), never on the hidden deck order or PRNG, which the view
 * lacks: the state handed to the engine leaves them empty (tests/bench/chooser.test.ts checks that
 * this equals legalActions on the full state).
 */
export function legalOnView(draft: PublicDraft, player: number): LegalActions {
  const state: DraftState = { ...draft, config: { ...draft.config, seed: 0 }, deck: [], rng: [] };
  return legalActions(state, player);
}

export function chooseActions(
  view: DraftViewMessage,
  budget: AuctionBudget,
  o: ChooserOptions,
  random: SeededRandom,
  key: () => string,
): PlannedAction[] {
  const d = view.draft;
  if (view.status !== "running" || d.finished) return [];
  const seenSeq = view.seq;
  const legal = Array.from({ length: d.config.players }, (_, p) => legalOnView(d, p));
  const players = legal.map((_, p) => p);

  const chooser = players.find((p) => legal[p]!.choose.length > 0);
  if (chooser !== undefined) {
    const cardId = random.pick(legal[chooser]!.choose);
    return [{ player: chooser, body: { type: "choose", cardId, seenSeq, idempotencyKey: key() } }];
  }
  if (!d.auction) return [];

  const auctionKey = `${d.tableNo}/${d.turnIndex}/${d.auction.cardId}`;
  if (auctionKey !== budget.auctionKey) {
    budget.auctionKey = auctionKey;
    budget.raisesLeft = random.between(o.raises[0], o.raises[1]);
  }
  const bidders = players.filter((p) => legal[p]!.minBid !== null);
  if (budget.raisesLeft > 0 && bidders.length > 0) {
    // Concurrent raises step apart by the engine's increment (the minimum over the best bid).
    const step = legal[bidders[0]!]!.minBid! - (d.auction.best?.amount ?? 0);
    return random
      .shuffled(bidders)
      .slice(0, o.inflight)
      .map((player, i) => ({
        player,
        body: { type: "bid", amount: legal[player]!.minBid! + step * i, seenSeq, idempotencyKey: key() },
      }));
  }
  return players
    .filter((p) => legal[p]!.pass)
    .slice(0, o.inflight)
    .map((player) => ({ player, body: { type: "pass", seenSeq, idempotencyKey: key() } }));
}

// The auction of §3, one function per action: choose opens it, bid/match/pass answer it, and
// settle hands the card over once nobody is left to answer. Checks come first and return a
// RuleError with the state untouched; only then is a new state built.
import { refuse } from "./errors";
import { acquire, afterAcquisition, eligiblePlayers, isCapped } from "./table";
import type { Applied, Auction, DraftState, RuleError } from "./types";

/** §3.2: the lowest opening bid, and every bid a multiple of the step. */
export const MIN_BID = 5;
export const BID_STEP = 5;

/** Everyone who must answer a new best bid: each eligible player except the best bidder (§3.4). */
function answerersOf(state: DraftState, bestBidder: number): number[] {
  return eligiblePlayers(state).filter((p) => p !== bestBidder);
}

function withAuction(state: DraftState, auction: Auction): DraftState {
  return { ...state, auction };
}

/** §3.1: the active player picks a face-up card; the other eligible players may then open. */
export function choose(state: DraftState, player: number, cardId: string): Applied | RuleError {
  if (player !== state.active) return refuse("not_your_turn", "§3.1", { active: state.active ?? -1 });
  if (state.auction) return refuse("auction_open", "§3.1", { card: state.auction.cardId });
  if (!state.table.includes(cardId)) return refuse("card_not_on_table", "§3.1", { card: String(cardId) });

  const chosen: Applied["events"] = [{ type: "chosen", player, cardId }];
  const others = eligiblePlayers(state).filter((p) => p !== player);
  // §3.5: nobody else can bid, so there is nothing to wait for.
  if (others.length === 0)
    return settle(withAuction(state, { cardId, chooser: player, best: null, awaiting: [] }), chosen);
  return { state: withAuction(state, { cardId, chooser: player, best: null, awaiting: others }), events: chosen };
}

/** §3.2–3.4: an opening bid or a raise; the chooser may raise once someone else has bid. */
export function bid(state: DraftState, player: number, amount: number): Applied | RuleError {
  const auction = state.auction;
  if (!auction) return refuse("no_auction", "§3.9");
  if (isCapped(state, player)) return refuse("cap_reached", "§2", { player });
  if (player === auction.chooser && !auction.best) return refuse("chooser_cannot_open", "§3.2");
  if (auction.best?.player === player)
    return refuse("already_best_bidder", "§3.4", { best: auction.best.amount, bidder: player });
  if (!auction.awaiting.includes(player)) return refuse("not_awaited", "§3.4", { player });
  if (typeof amount !== "number" || !Number.isFinite(amount))
    return refuse("bid_not_multiple_of_5", "§3.2", { amount: String(amount) });
  // Below the minimum first: "the minimum is 5" tells someone who typed 3 what to do.
  if (amount < MIN_BID) return refuse("bid_below_minimum", "§3.2", { amount, minimum: MIN_BID });
  if (!Number.isInteger(amount) || amount % BID_STEP !== 0)
    return refuse("bid_not_multiple_of_5", "§3.2", { amount: String(amount) });
  // §3.7: a late or equal bid is told what it lost to.
  if (auction.best && amount <= auction.best.amount)
    return refuse("bid_not_above_best", "§3.3", { best: auction.best.amount, bidder: auction.best.player });

  return {
    state: withAuction(state, { ...auction, best: { player, amount }, awaiting: answerersOf(state, player) }),
    events: [{ type: "bid", player, amount, matched: false }],
  };
}

/** §3.3: the chooser equals another player's best bid and becomes the best bidder. */
export function match(state: DraftState, player: number): Applied | RuleError {
  const auction = state.auction;
  if (!auction) return refuse("no_auction", "§3.9");
  if (player !== auction.chooser) return refuse("only_chooser_matches", "§3.3", { chooser: auction.chooser });
  if (!auction.best || auction.best.player === player) return refuse("nothing_to_match", "§3.3");
  if (!auction.awaiting.includes(player)) return refuse("not_awaited", "§3.4", { player });

  const amount = auction.best.amount;
  return {
    state: withAuction(state, { ...auction, best: { player, amount }, awaiting: answerersOf(state, player) }),
    events: [{ type: "bid", player, amount, matched: true }],
  };
}

/** §3.4: a pass answers only the current bid; the last pass settles the auction. */
export function pass(state: DraftState, player: number): Applied | RuleError {
  const auction = state.auction;
  if (!auction) return refuse("no_auction", "§3.9");
  if (isCapped(state, player)) return refuse("cap_reached", "§2", { player });
  if (auction.best?.player === player)
    return refuse("already_best_bidder", "§3.4", { best: auction.best.amount, bidder: player });
  if (!auction.awaiting.includes(player)) return refuse("not_awaited", "§3.4", { player });

  const next = withAuction(state, { ...auction, awaiting: auction.awaiting.filter((p) => p !== player) });
  const passed: Applied["events"] = [{ type: "passed", player }];
  if (next.auction && next.auction.awaiting.length > 0) return { state: next, events: passed };
  return settle(next, passed);
}

/** §3.5–3.6: nobody bid → the chooser takes it free; else the best bidder pays their bid. */
function settle(state: DraftState, before: Applied["events"]): Applied {
  const auction = state.auction as Auction;
  const winner = auction.best?.player ?? auction.chooser;
  const price = auction.best?.amount ?? 0;
  const taken = acquire(state, winner, auction.cardId, price);
  const next = afterAcquisition(taken.state, auction.chooser, winner);
  return { state: next.state, events: [...before, ...taken.events, ...next.events] };
}

// Proxy bids ("offri fino a X"): a player's most for the card under auction. After every change to the auction each
// proxy answers for its player exactly as a tap would (§3.3–3.4): the chooser matches where §3.3 lets them, everyone
// else raises by the minimum step (or opens at the minimum), while that fits in X; a proxy that cannot answer passes
// and is used up. Which proxy answers first: clockwise from the seat after the best bidder (the chooser while nobody
// has bid), the order of the seats round the table. A player's own tap cancels their proxy (machine.ts); the auction's
// end clears them all. X is private: only its player's view and events show it (view.ts, eventsFor).
import { BID_STEP, MIN_BID, bid, match, pass } from "./auction";
import { isRuleError, refuse } from "./errors";
import { isCapped } from "./table";
import type { Applied, Auction, DraftEvent, DraftState, RuleError } from "./types";

/** What answering the auction now costs the player at least: the chooser's match, else one step above the best bid
 * (the minimum to open); null while they may not bid (the chooser before anyone has opened, §3.2). */
export function nextCost(auction: Auction, player: number): number | null {
  const best = auction.best;
  if (!best) return player === auction.chooser ? null : MIN_BID;
  if (player === auction.chooser && best.player !== player) return best.amount;
  return best.amount + BID_STEP;
}

/** The smallest X a proxy may have now: one that could still answer the current best bid. */
export function proxyMinimum(auction: Auction, player: number): number {
  const best = auction.best;
  if (!best) return MIN_BID;
  return player === auction.chooser ? Math.max(best.amount, MIN_BID) : best.amount + BID_STEP;
}

const withProxy = (state: DraftState, auction: Auction, player: number, max: number | null): DraftState => {
  const proxies = auction.proxies ? [...auction.proxies] : Array.from({ length: state.config.players }, () => null);
  proxies[player] = max;
  return { ...state, auction: { ...auction, proxies } };
};

/** Sets (or, with null, cancels) the player's proxy on the card under auction; the proxies then answer. */
export function setProxy(state: DraftState, player: number, max: number | null): Applied | RuleError {
  const auction = state.auction;
  if (!auction) return refuse("no_auction", "§3.9");
  if (isCapped(state, player)) return refuse("cap_reached", "§2", { player });
  if (max === null) return { state: withProxy(state, auction, player, null), events: [{ type: "proxy", player, max }] };
  if (typeof max !== "number" || !Number.isInteger(max) || max % BID_STEP !== 0)
    return refuse("proxy_not_multiple_of_5", "§3.2", { amount: String(max) });
  if (max < MIN_BID) return refuse("bid_below_minimum", "§3.2", { amount: max, minimum: MIN_BID });
  const least = proxyMinimum(auction, player);
  if (max < least) return refuse("proxy_below_next", "§3.3", { amount: max, minimum: least });
  return runProxies({ state: withProxy(state, auction, player, max), events: [{ type: "proxy", player, max }] });
}

/** A player's tap cancels their own proxy first (the tap is theirs, not the proxy's). */
export function cancelOnTap(state: DraftState, player: number): Applied {
  const auction = state.auction;
  if (auction?.proxies?.[player] === null || auction?.proxies?.[player] === undefined) return { state, events: [] };
  return { state: withProxy(state, auction, player, null), events: [{ type: "proxy", player, max: null }] };
}

/** The awaited player whose proxy answers next, clockwise from the seat after the best bidder; null if none. */
function nextProxy(state: DraftState, auction: Auction): number | null {
  const n = state.config.players;
  const from = (auction.best?.player ?? auction.chooser) + 1;
  for (let k = 0; k < n; k++) {
    const p = (from + k) % n;
    if (auction.proxies?.[p] != null && auction.awaiting.includes(p) && nextCost(auction, p) !== null) return p;
  }
  return null;
}

const auto = (events: DraftEvent[]): DraftEvent[] =>
  events.map((e) => (e.type === "bid" || e.type === "passed" ? { ...e, auto: true } : e));

const recordAuto = (state: DraftState, player: number, amount: number): DraftState =>
  state.auction
    ? { ...state, auction: { ...state.auction, autoBids: [...(state.auction.autoBids ?? []), { player, amount }] } }
    : state;

/** Makes public the automatic bids of the players `shown` picks (one autoBids event each, in seat order) and forgets
 * them: from then on every screen may mark them "offerta automatica". */
export function revealAuto(
  auction: Auction,
  shown: (player: number) => boolean,
): { auction: Auction; events: DraftEvent[] } {
  const list = auction.autoBids ?? [];
  const told = list.filter((b) => shown(b.player));
  if (told.length === 0) return { auction, events: [] };
  const players = [...new Set(told.map((b) => b.player))].sort((a, b) => a - b);
  const events: DraftEvent[] = players.map((player) => ({
    type: "autoBids",
    player,
    amounts: told.filter((b) => b.player === player).map((b) => b.amount),
  }));
  return { auction: { ...auction, autoBids: list.filter((b) => !shown(b.player)) }, events };
}

/** The auction `before` ended in `after`: every automatic bid still secret is made public. */
export const revealAtEnd = (before: Auction | null, after: DraftState): DraftEvent[] =>
  before && !after.auction ? revealAuto(before, () => true).events : [];

/** Lets the proxies answer until none is awaited (or the auction has ended). */
export function runProxies(applied: Applied): Applied {
  let { state } = applied;
  const events = [...applied.events];
  // Each answer raises the best bid by a step or is a pass: a proxy's X bounds the loop; this only guards.
  for (let guard = 0; guard < 100_000; guard++) {
    const auction = state.auction;
    if (!auction?.proxies) return { state, events };
    const p = nextProxy(state, auction);
    if (p === null) return { state, events };
    const max = auction.proxies[p]!;
    const cost = nextCost(auction, p)!;
    let answered: Applied | RuleError;
    if (cost <= max) {
      answered = cost === auction.best?.amount ? match(state, p) : bid(state, p, cost);
      if (!isRuleError(answered)) answered = { ...answered, state: recordAuto(answered.state, p, cost) };
    } else {
      // Used up: its bids are no secret any more, and neither are everyone's if this pass ends the auction.
      events.push({ type: "proxy", player: p, max: null, usedUp: true });
      const usedUp = withProxy(state, auction, p, null).auction!;
      const shown = revealAuto(usedUp, (q) => q === p);
      answered = pass({ ...state, auction: shown.auction }, p);
      if (!isRuleError(answered))
        answered = {
          ...answered,
          events: [...answered.events, ...shown.events, ...revealAtEnd(shown.auction, answered.state)],
        };
    }
    // Only what the taps' own checks accept is offered here: a refusal is a bug, not a rule.
    if (isRuleError(answered)) throw new Error(`proxy of ${p} refused: ${answered.error}`);
    state = answered.state;
    events.push(...auto(answered.events));
  }
  throw new Error("proxies did not settle");
}

/** The events as `viewer` may see them (a player's seat; null: the projector, the organizer, the log's readers):
 * another player's proxy events are left out, and their bids' and passes' `auto` mark kept only for players whose
 * proxy `revealed` says is over (used up, or its auction ended) — until then X and even a proxy's existence are
 * theirs alone. */
export function eventsFor(
  events: readonly DraftEvent[],
  viewer: number | null,
  revealed: (player: number) => boolean,
): DraftEvent[] {
  const out: DraftEvent[] = [];
  for (const e of events) {
    if (e.type === "proxy") {
      if (e.player === viewer) out.push(e);
      continue;
    }
    if ((e.type === "bid" || e.type === "passed") && e.auto && e.player !== viewer && !revealed(e.player)) {
      const { auto: _auto, ...plain } = e;
      out.push(plain);
    } else out.push(e);
  }
  return out;
}

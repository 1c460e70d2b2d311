// Proxy bids ("offri fino a X", engine/kartomantik/draft/proxy.ts): a product feature over the auction's rules of
// event-rules §3 — a proxy answers for its player only as §3.3–3.4 let a tap answer (the chooser's match, else the
// minimum raise, else a pass), never above X, and X is private. Scenarios, then two properties over random drafts:
// a proxy's bids are exactly the taps of a player following the same rule, and no mix of proxies and taps leaves an
// illegal state.
import { describe, expect, it } from "vitest";
import {
  applyDraft,
  createDraft,
  DEFAULT_COMPOSITION,
  draftView,
  eventsFor,
  isRuleError,
  legalActions,
  markRevealed,
  proxyOf,
  randomInt,
  replay,
  seedRng,
  type DraftAction,
  type DraftEvent,
  type DraftState,
  type Rng,
} from "@/engine/kartomantik/draft";
import { CHOSEN, scenario } from "./dsl";
import { loadBeta } from "./sets";

const three = () => scenario({ players: 3, first: "A" });

describe("proxy bids (event-rules §3.3–3.4 answered for the player)", () => {
  it("§3.4 a raiser's proxy answers every raise by the minimum step up to X, then passes and is used up", () => {
    const s = three().choose("A").proxy("B", 20);
    // B is awaited and may open: the proxy opens at the minimum.
    s.expectBest("B", 5).expectEvents([
      { type: "proxy", player: 1, max: 20 },
      { type: "bid", player: 1, amount: 5, auto: true },
    ]);
    s.bid("C", 10).expectBest("B", 15);
    s.bid("C", 20).expectBest("C", 20);
    // 25 does not fit in 20: the proxy passes for B and is used up.
    expect(s.last).toContainEqual({ type: "proxy", player: 1, max: null, usedUp: true });
    expect(s.last).toContainEqual({ type: "passed", player: 1, auto: true });
    expect(proxyOf(s.state, 1)).toBeNull();
    s.expectAwaiting(["A"]).pass("A").expectHolder(CHOSEN, "C").expectSpent({ C: 20 });
  });

  it("§3.3 the chooser's proxy uses the match right: it equals each bid while that fits in X", () => {
    const s = three().choose("A").proxy("A", 15);
    // The chooser cannot open (§3.2): the proxy waits.
    s.expectBest(null).bid("B", 10).expectBest("A", 10);
    expect(s.last.filter((e) => e.type === "bid")).toEqual([
      { type: "bid", player: 1, amount: 10, matched: false },
      { type: "bid", player: 0, amount: 10, matched: true, auto: true },
    ]);
    s.bid("C", 15).expectBest("A", 15).bid("B", 20).expectBest("B", 20);
    expect(proxyOf(s.state, 0)).toBeNull();
    s.allPass().expectHolder(CHOSEN, "B").expectSpent({ B: 20 });
  });

  it("two proxies answer each other clockwise from the seat after the best bidder; the higher X wins as soon as the lower is used up", () => {
    const s = three().choose("A").proxy("B", 20).proxy("C", 30);
    s.expectBest("C", 20).expectAwaiting(["A"]);
    const bids = s.events
      .filter((e): e is Extract<DraftEvent, { type: "bid" }> => e.type === "bid")
      .map((e) => e.amount);
    expect(bids).toEqual([5, 10, 15, 20]);
    s.pass("A").expectHolder(CHOSEN, "C").expectSpent({ C: 20 });
  });

  it("cancelled, a proxy answers nothing: the player answers the next bid with a tap", () => {
    const s = three().choose("A").proxy("B", 30).proxy("B", null);
    s.expectBest("B", 5).bid("C", 10).expectAwaiting(["A", "B"]);
    expect(proxyOf(s.state, 1)).toBeNull();
    s.allPass().expectHolder(CHOSEN, "C");
  });

  it("a proxy below the next answer, not a multiple of 5, or with no auction is refused and changes nothing", () => {
    const s = three().choose("A").bid("B", 10);
    s.proxy("C", 10).expectRefused("proxy_below_next", { minimum: 15 });
    s.proxy("C", 17).expectRefused("proxy_not_multiple_of_5");
    expect(proxyOf(s.state, 2)).toBeNull();
    s.allPass();
    s.proxy("B", 50).expectRefused("no_auction");
  });

  it("X is private: no other view or event shows it, nor that a proxy exists, until it is used up or its auction ends", () => {
    const s = three().choose("A").proxy("B", 20);
    const state = s.state;
    expect(JSON.stringify(draftView(state))).not.toContain("20");
    expect(draftView(state).auction).not.toHaveProperty("proxies");
    expect(proxyOf(state, 1)).toBe(20);
    const events = s.last;
    const hidden = () => false;
    // B sees their own proxy and that its bid was automatic; C and the projector see a bid.
    expect(eventsFor(events, 1, hidden)).toEqual(events);
    for (const viewer of [2, null])
      expect(eventsFor(events, viewer, hidden)).toEqual([{ type: "bid", player: 1, amount: 5, matched: false }]);
    // Once it is over, everyone reads "offerta automatica" on its bids (never X itself).
    expect(eventsFor(events, 2, () => true)).toEqual([
      { type: "bid", player: 1, amount: 5, matched: false, auto: true },
    ]);
    s.allPass();
  });

  it("the automatic bids are made public (autoBids) when the proxy is used up, and all of them at the auction's end", () => {
    const s = three().choose("A").proxy("B", 15);
    expect(s.last.some((e) => e.type === "autoBids")).toBe(false);
    s.bid("C", 10).expectBest("B", 15);
    // Still secret: nothing public names B's automatic bids yet.
    expect(s.events.some((e) => e.type === "autoBids")).toBe(false);
    s.bid("C", 20);
    // 25 does not fit in 15: used up, so B's two automatic bids are told.
    expect(s.last).toContainEqual({ type: "autoBids", player: 1, amounts: [5, 15] });
    s.allPass();
    const c = three().choose("A").proxy("C", 40).bid("B", 10);
    expect(c.events.some((e) => e.type === "autoBids")).toBe(false);
    // The auction ends with C's proxy unused up: its bids are told with the acquisition.
    c.allPass().expectHolder(CHOSEN, "C");
    expect(c.events).toContainEqual({ type: "autoBids", player: 2, amounts: [5, 15] });
    expect(draftView(c.state).auction).toBeNull();
  });

  it("markRevealed marks each bid an autoBids event of the same auction names, and no other", () => {
    const s = three().choose("A").proxy("B", 15).bid("C", 10).bid("C", 20);
    const entries = [[{ type: "chosen", player: 0, cardId: "x" }], ...[s.events]] as DraftEvent[][];
    const hidden = entries.map((events) => eventsFor(events, 2, () => false));
    const bids = markRevealed(hidden)
      .flat()
      .filter((e) => e.type === "bid");
    expect(bids).toEqual([
      { type: "bid", player: 1, amount: 5, matched: false, auto: true },
      { type: "bid", player: 2, amount: 10, matched: false },
      { type: "bid", player: 1, amount: 15, matched: false, auto: true },
      { type: "bid", player: 2, amount: 20, matched: false },
    ]);
    // A later auction's autoBids names nothing of an earlier one.
    const later = [
      [{ type: "bid", player: 1, amount: 5, matched: false }],
      [{ type: "chosen", player: 1, cardId: "y" }],
    ];
    const next = [...later, [{ type: "autoBids", player: 1, amounts: [5] }]] as DraftEvent[][];
    expect(markRevealed(next)[0]).toEqual([{ type: "bid", player: 1, amount: 5, matched: false }]);
    s.allPass();
  });
});

/** A random script step: a tap that is legal now, or a proxy set or cancelled by an eligible player. */
type Step = { tap: DraftAction } | { proxy: number; max: number | null };

function randomStep(state: DraftState, rng: Rng): [Step, Rng] {
  let r = rng;
  const roll = (n: number) => {
    const [v, next] = randomInt(r, n);
    r = next;
    return v;
  };
  const auction = state.auction;
  if (!auction)
    return [{ tap: { type: "choose", player: state.active!, cardId: state.table[roll(state.table.length)]! } }, r];
  const eligible = Array.from({ length: state.config.players }, (_, p) => p).filter(
    (p) => legalActions(state, p).proxy !== null,
  );
  if (eligible.length > 0 && roll(100) < 35) {
    const p = eligible[roll(eligible.length)]!;
    const least = legalActions(state, p).proxy!;
    return [{ proxy: p, max: roll(5) === 0 ? null : least + 5 * roll(8) }, r];
  }
  const p = auction.awaiting[roll(auction.awaiting.length)]!;
  const legal = legalActions(state, p);
  if (legal.match !== null && roll(3) === 0) return [{ tap: { type: "match", player: p } }, r];
  if (legal.minBid !== null && roll(3) === 0)
    return [{ tap: { type: "bid", player: p, amount: legal.minBid + 5 * roll(3) } }, r];
  return [{ tap: { type: "pass", player: p } }, r];
}

/** The tapping world: the same rule a proxy follows, played with plain taps through legalActions (not proxy.ts). */
function tapFor(state: DraftState, limits: (number | null)[]): DraftAction | null {
  const auction = state.auction;
  if (!auction) return null;
  const n = state.config.players;
  const from = (auction.best?.player ?? auction.chooser) + 1;
  for (let k = 0; k < n; k++) {
    const p = (from + k) % n;
    const max = limits[p];
    if (max === null || max === undefined || !auction.awaiting.includes(p)) continue;
    const legal = legalActions(state, p);
    if (legal.match !== null) return legal.match <= max ? { type: "match", player: p } : { type: "pass", player: p };
    if (legal.minBid === null) continue;
    return legal.minBid <= max ? { type: "bid", player: p, amount: legal.minBid } : { type: "pass", player: p };
  }
  return null;
}

const strip = (s: DraftState) => {
  const { actions: _a, auction, ...rest } = s;
  if (!auction) return { ...rest, auction };
  const { proxies: _p, autoBids: _b, ...plain } = auction;
  return { ...rest, auction: plain };
};
const plainEvents = (events: DraftEvent[]) =>
  events
    .filter((e) => e.type !== "proxy" && e.type !== "autoBids")
    .map((e) => ("auto" in e ? (({ auto: _x, ...p }) => p)(e) : e));

const beta = loadBeta();

describe("proxy bids as properties over random Beta drafts", () => {
  it.each([2, 3, 4, 5, 6])(
    "%i players: a proxy's bids are exactly the taps of a player following the same rule",
    (players) => {
      for (let seed = 1; seed <= 4; seed++) {
        const config = { players, seed, composition: DEFAULT_COMPOSITION };
        const created = createDraft(beta, config);
        if (isRuleError(created)) throw new Error(created.error);
        let proxied = created.state;
        let tapped = created.state;
        let limits: (number | null)[] = Array.from({ length: players }, () => null);
        const proxiedEvents: DraftEvent[] = [];
        const tappedEvents: DraftEvent[] = [];
        let rng = seedRng(seed * 31 + players);
        for (let step = 0; !proxied.finished; step++) {
          expect(step).toBeLessThan(20_000);
          const [next, r] = randomStep(proxied, rng);
          rng = r;
          const action: DraftAction = "tap" in next ? next.tap : { type: "proxy", player: next.proxy, max: next.max };
          const a = applyDraft(proxied, action);
          if (isRuleError(a)) throw new Error(`${JSON.stringify(action)} refused: ${a.error}`);
          proxied = a.state;
          proxiedEvents.push(...a.events);
          // The same step in the tapping world: a tap cancels the tapper's rule; a proxy sets it.
          if ("tap" in next) {
            limits[next.tap.player] = null;
            const b = applyDraft(tapped, next.tap);
            if (isRuleError(b)) throw new Error(`tap ${JSON.stringify(next.tap)} refused: ${b.error}`);
            tapped = b.state;
            tappedEvents.push(...b.events);
          } else limits[next.proxy] = next.max;
          for (let tap = tapFor(tapped, limits); tap; tap = tapFor(tapped, limits)) {
            if (tap.type === "pass") limits[tap.player] = null;
            const b = applyDraft(tapped, tap);
            if (isRuleError(b)) throw new Error(`rule's tap refused: ${b.error}`);
            tapped = b.state;
            tappedEvents.push(...b.events);
          }
          if (!tapped.auction) limits = limits.map(() => null);
          expect(strip(proxied)).toEqual(strip(tapped));
        }
        expect(plainEvents(proxiedEvents)).toEqual(plainEvents(tappedEvents));
      }
    },
  );

  it.each([3, 5])("%i players: no mix of proxies and taps leaves an illegal state; the log replays it", (players) => {
    for (let seed = 11; seed <= 13; seed++) {
      const config = { players, seed, composition: DEFAULT_COMPOSITION };
      const created = createDraft(beta, config);
      if (isRuleError(created)) throw new Error(created.error);
      let state = created.state;
      const actions: DraftAction[] = [];
      let rng = seedRng(seed * 17 + players);
      while (!state.finished) {
        const [next, r] = randomStep(state, rng);
        rng = r;
        const action: DraftAction = "tap" in next ? next.tap : { type: "proxy", player: next.proxy, max: next.max };
        const before = state;
        const applied = applyDraft(state, action);
        if (isRuleError(applied)) throw new Error(`${JSON.stringify(action)} refused: ${applied.error}`);
        state = applied.state;
        actions.push(action);
        // Every automatic bid fits in its player's X as it stood, and is a step above the bid before it.
        let best = before.auction?.best?.amount ?? 0;
        const limit = [...(before.auction?.proxies ?? [])];
        if (action.type === "proxy") limit[action.player] = action.max;
        for (const e of applied.events) {
          if (e.type === "chosen") best = 0;
          if (e.type === "bid") {
            if (e.auto) expect(e.amount).toBeLessThanOrEqual(limit[e.player]!);
            expect(e.amount % 5).toBe(0);
            expect(e.matched ? e.amount === best : e.amount > best).toBe(true);
            best = e.amount;
          }
        }
        const auction = state.auction;
        if (auction) {
          if (auction.best) expect(auction.awaiting).not.toContain(auction.best.player);
          for (const p of auction.awaiting) expect(legalActions(state, p).pass).toBe(true);
          // At rest no proxy is left able to answer: the engine has let each one act.
          for (const p of auction.awaiting)
            if (auction.proxies?.[p] != null) expect(p === auction.chooser && !auction.best).toBe(true);
        }
      }
      for (const hand of state.hands) expect(hand).toHaveLength(36);
      const replayed = replay(beta, config, actions);
      if (isRuleError(replayed)) throw new Error(replayed.error);
      expect(replayed.state).toEqual(state);
    }
  });
});

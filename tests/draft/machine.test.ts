// The machine as a whole: purity, replay, the public view, legalActions against applyDraft, and
// every RuleError code reachable with its rule cited.
import { describe, expect, it } from "vitest";
import {
  applyDraft,
  createDraft,
  draftView,
  isRuleError,
  legalActions,
  replay,
  type Applied,
  type DraftAction,
  type DraftState,
  type RuleError,
  type RuleErrorCode,
} from "@/engine/kartomantik/draft";
import { deepFreeze } from "@/engine/shared/freeze";
import { scenario, type Scenario } from "./dsl";
import { playRandom } from "./play";
import { loadBeta, smallPool } from "./sets";

const beta = loadBeta();

/** The actions worth probing from a state: every plausible move of every player. */
function probes(state: DraftState): DraftAction[] {
  const out: DraftAction[] = [];
  const best = state.auction?.best?.amount ?? 0;
  for (let player = 0; player < state.config.players; player++) {
    for (const cardId of [...state.table, "not-a-card"]) out.push({ type: "choose", player, cardId });
    for (const amount of [best, best + 5, best + 10, best + 3]) out.push({ type: "bid", player, amount });
    out.push({ type: "match", player }, { type: "pass", player });
    for (const max of [null, best, best + 5, best + 30, best + 7]) out.push({ type: "proxy", player, max });
  }
  return out;
}

function offered(state: DraftState, action: DraftAction): boolean {
  const legal = legalActions(state, action.player);
  switch (action.type) {
    case "choose":
      return legal.choose.includes(action.cardId);
    case "bid":
      return legal.minBid !== null && action.amount >= legal.minBid && action.amount % 5 === 0;
    case "match":
      return legal.match !== null;
    case "pass":
      return legal.pass;
    case "proxy":
      return legal.proxy !== null && (action.max === null || (action.max >= legal.proxy && action.max % 5 === 0));
  }
}

describe("purity", () => {
  it("§3.9 applyDraft never mutates its input state, accepted or refused (deep-frozen states, Beta, 3 players)", () => {
    let steps = 0;
    playRandom(beta, 3, 4, {
      onStep: (state) => {
        if (steps++ % 7) return; // a sample keeps the test quick
        const snapshot = JSON.stringify(state);
        deepFreeze(state);
        for (const action of probes(state)) applyDraft(state, action);
        expect(JSON.stringify(state)).toBe(snapshot);
      },
    });
    expect(steps).toBeGreaterThan(100);
  });

  it("§1 createDraft does not touch the pool or the config", () => {
    const pool = deepFreeze(smallPool());
    const config = deepFreeze({
      players: 3,
      seed: 1,
      composition: { wills: 1, minor: 1, medium: 1, major: 1 },
      acceptShortDraft: true,
    });
    expect(isRuleError(createDraft(pool, config))).toBe(false);
  });

  it("§3.9 a state survives JSON (as the server stores it) and plays on identically", () => {
    const { actions, states } = playRandom(beta, 4, 8, { keepStates: true });
    const mid = Math.floor(actions.length / 2);
    let direct = states[mid]!;
    let thawed = JSON.parse(JSON.stringify(direct)) as DraftState;
    for (const action of actions.slice(mid)) {
      const a = applyDraft(direct, action) as Applied;
      const b = applyDraft(thawed, action) as Applied;
      expect(b.events).toEqual(a.events);
      direct = a.state;
      thawed = b.state;
    }
    expect(thawed).toEqual(direct);
  });

  it("an action of an unknown type is a programming error, not a rule: it throws", () => {
    const s = scenario({ players: 2 });
    expect(() => applyDraft(s.state, { type: "undo", player: 0 } as unknown as DraftAction)).toThrow(TypeError);
  });
});

describe("replay", () => {
  it.each([2, 4, 6])("§3.10 replay of the log equals step-by-step play (%i players, Beta)", (players) => {
    const played = playRandom(beta, players, 12);
    const replayed = replay(beta, played.config, played.actions);
    expect(replayed).toEqual({ state: played.final, events: played.events });
    expect(played.final.actions).toBe(played.actions.length);
  });

  it("§3.10 replay of a prefix gives the state at that point", () => {
    const played = playRandom(beta, 3, 2, { keepStates: true });
    for (const n of [0, 1, 17, 100])
      expect((replay(beta, played.config, played.actions.slice(0, n)) as Applied).state).toEqual(played.states[n]);
  });

  it("§3.9 replay stops at a refused action and says which one", () => {
    const played = playRandom(beta, 2, 3);
    const log = [...played.actions.slice(0, 5), { type: "bid", player: 0, amount: 7 } as DraftAction];
    const result = replay(beta, played.config, log);
    expect(isRuleError(result)).toBe(true);
    expect((result as RuleError).params).toMatchObject({ actionIndex: 5 });
  });

  it("§1 replay refuses a bad setup like createDraft", () => {
    expect(
      replay(beta, { players: 9, seed: 1, composition: { wills: 12, minor: 8, medium: 11, major: 5 } }, []),
    ).toMatchObject({ error: "bad_player_count" });
  });
});

describe("draftView and legalActions", () => {
  it("§1 the public view hides only the deck order (deckCount instead), the PRNG and the seed that would reveal them", () => {
    const s = scenario({ players: 3, first: "A" }).choose("A").bid("B", 5);
    const view = draftView(s.state);
    expect(view).not.toHaveProperty("deck");
    expect(view).not.toHaveProperty("rng");
    expect(view.config).not.toHaveProperty("seed");
    expect(view.deckCount).toBe(s.state.deck.length);
    const { deck: _deck, rng: _rng, config, ...rest } = s.state;
    const { seed: _seed, ...publicConfig } = config;
    expect(view).toEqual({ ...rest, config: publicConfig, deckCount: s.state.deck.length });
    expect(JSON.stringify(view)).not.toContain(String(s.state.deck[0]));
    s.allPass();
  });

  it("§3 legalActions offers exactly what the UI may show now", () => {
    const s = scenario({ players: 3, first: "A" });
    s.expectLegal("A", { choose: s.state.table, minBid: null, match: null, pass: false });
    s.expectLegal("B", { choose: [], minBid: null, match: null, pass: false });
    s.choose("A")
      .expectLegal("A", { choose: [], minBid: null, match: null, pass: false })
      .expectLegal("B", { choose: [], minBid: 5, match: null, pass: true });
    s.bid("B", 10)
      .expectLegal("A", { minBid: 15, match: 10, pass: true })
      .expectLegal("B", { minBid: null, pass: false })
      .expectLegal("C", { minBid: 15, match: null, pass: true });
    s.pass("C").expectLegal("C", { minBid: null, pass: false });
    expect(legalActions(s.state, 7)).toEqual({ choose: [], minBid: null, match: null, pass: false, proxy: null });
    s.allPass();
  });

  it.each([2, 3, 4, 5, 6])(
    "§3 legalActions agrees with applyDraft on every probe along a random draft (%i players)",
    (players) => {
      let checked = 0;
      playRandom(beta, players, 21, {
        onStep: (state) => {
          for (const action of probes(state)) {
            const accepted = !isRuleError(applyDraft(state, action));
            if (accepted !== offered(state, action))
              throw new Error(`legalActions disagrees on ${JSON.stringify(action)} (accepted: ${accepted})`);
            checked++;
          }
        },
      });
      expect(checked).toBeGreaterThan(1000);
    },
  );
});

describe("every RuleError code", () => {
  const three = () => scenario({ players: 3, first: "A" });
  const refusal = (state: DraftState, action: DraftAction) => applyDraft(state, action);
  /** The probe is the point of the case, so the auction is deliberately left unanswered. */
  const leftOpen = (s: Scenario) => {
    s.endWithAuctionOpen();
    return s.state;
  };
  const short = { wills: 1, minor: 1, medium: 1, major: 1 };
  const cases: Record<RuleErrorCode, () => Applied | RuleError> = {
    unknown_player: () => refusal(three().state, { type: "pass", player: 3 }),
    draft_finished: () => {
      const s = scenario({ players: 2 });
      while (!s.state.finished) s.takeFree();
      return refusal(s.state, { type: "pass", player: 0 });
    },
    not_your_turn: () => {
      const s = three();
      return refusal(s.state, { type: "choose", player: 1, cardId: s.card(0) });
    },
    auction_open: () => {
      const s = three().choose("A");
      const r = refusal(s.state, { type: "choose", player: 0, cardId: s.card(1) });
      s.allPass();
      return r;
    },
    no_auction: () => refusal(three().state, { type: "match", player: 0 }),
    card_not_on_table: () => refusal(three().state, { type: "choose", player: 0, cardId: "x" }),
    cap_reached: () => {
      const s = three().choose("A").bid("B", 5).allPass().choose("A").bid("B", 5).allPass().choose("A");
      const r = refusal(s.state, { type: "bid", player: 1, amount: 5 });
      s.allPass();
      return r;
    },
    not_awaited: () => {
      const s = three().choose("A").bid("B", 5).pass("C");
      const r = refusal(s.state, { type: "pass", player: 2 });
      s.allPass();
      return r;
    },
    bid_not_multiple_of_5: () => refusal(leftOpen(three().choose("A")), { type: "bid", player: 1, amount: 6 }),
    bid_below_minimum: () => refusal(leftOpen(three().choose("A")), { type: "bid", player: 1, amount: 0 }),
    bid_not_above_best: () =>
      refusal(leftOpen(three().choose("A").bid("B", 10)), { type: "bid", player: 2, amount: 10 }),
    chooser_cannot_open: () => refusal(leftOpen(three().choose("A")), { type: "bid", player: 0, amount: 5 }),
    nothing_to_match: () => refusal(leftOpen(three().choose("A")), { type: "match", player: 0 }),
    only_chooser_matches: () => refusal(leftOpen(three().choose("A").bid("B", 5)), { type: "match", player: 2 }),
    already_best_bidder: () =>
      refusal(leftOpen(three().choose("A").bid("B", 5)), { type: "bid", player: 1, amount: 10 }),
    proxy_not_multiple_of_5: () =>
      refusal(leftOpen(three().choose("A").bid("B", 5)), { type: "proxy", player: 2, max: 12 }),
    proxy_below_next: () => refusal(leftOpen(three().choose("A").bid("B", 10)), { type: "proxy", player: 2, max: 10 }),
    bad_player_count: () =>
      createDraft(smallPool(), { players: 1, seed: 1, composition: short, acceptShortDraft: true }),
    bad_composition: () =>
      createDraft(smallPool(), { players: 2, seed: 1, composition: { ...short, major: -1 }, acceptShortDraft: true }),
    pile_too_small: () =>
      createDraft(smallPool(1), { players: 2, seed: 1, composition: short, acceptShortDraft: true }),
    short_draft_not_accepted: () => createDraft(smallPool(), { players: 2, seed: 1, composition: short }),
  };

  it.each(Object.keys(cases) as RuleErrorCode[])("§1–3 %s is reachable and cites its rule", (code) => {
    const result = cases[code]();
    expect(isRuleError(result)).toBe(true);
    expect(result).toMatchObject({ error: code, rule: expect.stringMatching(/^event-rules §[123](\.\d+)?$/) });
  });
});

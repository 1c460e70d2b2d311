// bench:draft's players (scripts/bench/chooser.ts): every action they send is one the engine
// accepts, chosen from legalActions on the public view; the same seed gives the same draft.
import { describe, expect, it } from "vitest";
import {
  applyDraft,
  createDraft,
  DEFAULT_COMPOSITION,
  draftView,
  isRuleError,
  legalActions,
  type DraftAction,
  type DraftState,
} from "@/engine/kartomantik/draft";
import type { DraftViewMessage } from "@/lib/kartomantik/drafts/views";
import { chooseActions, legalOnView, newBudget, type PlannedAction } from "@/scripts/bench/chooser";
import { SeededRandom } from "@/scripts/bench/random";
import { playRandom } from "../draft/play";
import { loadDemo } from "../draft/sets";

const demo = loadDemo();

function start(players: number, seed: number): DraftState {
  const created = createDraft(demo, { players, seed, composition: DEFAULT_COMPOSITION });
  if (isRuleError(created)) throw new Error(JSON.stringify(created));
  return created.state;
}

const viewOf = (state: DraftState, seq: number, status: DraftViewMessage["status"] = "running"): DraftViewMessage => ({
  seq,
  status,
  clockDeadline: null,
  draft: draftView(state),
  bots: [],
});

const asAction = (a: PlannedAction): DraftAction => {
  const { type, cardId, amount } = a.body;
  if (type === "choose") return { type, player: a.player, cardId: cardId! };
  if (type === "bid") return { type, player: a.player, amount: amount! };
  return { type, player: a.player };
};

/** A whole draft played by the chooser (the first planned action each step); checks each planned action on the way. */
function playWithChooser(players: number, seed: number, inflight: number) {
  let state = start(players, 4242);
  const random = new SeededRandom(seed, 0);
  const budget = newBudget();
  let keys = 0;
  const sent: PlannedAction[] = [];
  for (let seq = 1; !state.finished; seq++) {
    if (seq > 50_000) throw new Error("the draft did not end");
    const planned = chooseActions(
      viewOf(state, seq),
      budget,
      { raises: [2, 4], inflight },
      random,
      () => `k-${++keys}`,
    );
    expect(planned.length).toBeGreaterThan(0);
    expect(planned.length).toBeLessThanOrEqual(inflight);
    expect(new Set(planned.map((p) => p.player)).size).toBe(planned.length); // one request per player at a time
    for (const p of planned) {
      expect(p.body.seenSeq).toBe(seq);
      expect(isRuleError(applyDraft(state, asAction(p))), JSON.stringify(p)).toBe(false); // each is accepted on its own
    }
    const applied = applyDraft(state, asAction(planned[0]!));
    if (isRuleError(applied)) throw new Error(JSON.stringify(applied));
    if (planned[0]!.body.type === "bid") budget.raisesLeft--;
    state = applied.state;
    sent.push(...planned);
  }
  return { state, sent };
}

describe("bench:draft chooser", () => {
  it("legalOnView on the public view equals the engine's legalActions on the full state, for every player", () => {
    let compared = 0;
    playRandom(demo, 4, 11, {
      onStep: (state) => {
        for (let p = 0; p < 4; p++) expect(legalOnView(draftView(state), p)).toEqual(legalActions(state, p));
        compared++;
      },
    });
    expect(compared).toBeGreaterThan(144);
  });

  it.each([
    [3, 1],
    [5, 3],
  ])(
    "%i players, inflight %i: plans only actions the engine accepts (bids, passes, choices) and finishes the draft",
    (players, inflight) => {
      const { state, sent } = playWithChooser(players, 7, inflight);
      expect(state.hands.every((h) => h.length === 36)).toBe(true);
      const kinds = new Set(sent.map((p) => p.body.type));
      expect([...kinds].sort()).toEqual(["bid", "choose", "pass"]);
      expect(new Set(sent.map((p) => p.body.idempotencyKey)).size).toBe(sent.length);
    },
  );

  it("is reproducible: the same seed plans the same draft, another seed another", () => {
    const run = (seed: number) =>
      playWithChooser(3, seed, 2).sent.map((p) => [p.player, p.body.type, p.body.cardId, p.body.amount]);
    const first = run(5);
    expect(run(5)).toEqual(first);
    expect(run(6)).not.toEqual(first);
  });

  it("plans nothing on a paused or finished draft", () => {
    const state = start(3, 1);
    const plan = (view: DraftViewMessage) =>
      chooseActions(view, newBudget(), { raises: [1, 1], inflight: 1 }, new SeededRandom(1), () => "key-12345");
    expect(plan(viewOf(state, 1))).toHaveLength(1);
    expect(plan(viewOf(state, 1, "paused"))).toEqual([]);
    expect(plan(viewOf(state, 1, "finished"))).toEqual([]);
  });
});

describe("bench:draft seeded random", () => {
  it("draws the same numbers for the same seed and stream, others for another stream", () => {
    const draws = (seed: number, stream: number) => {
      const r = new SeededRandom(seed, stream);
      return Array.from({ length: 20 }, () => [r.int(1000), r.between(15, 30), r.fraction()]);
    };
    expect(draws(18, 3)).toEqual(draws(18, 3));
    expect(draws(18, 4)).not.toEqual(draws(18, 3));
    expect(draws(19, 3)).not.toEqual(draws(18, 3));
    for (const [i, b, f] of draws(18, 0)) {
      expect(i).toBeGreaterThanOrEqual(0);
      expect(i).toBeLessThan(1000);
      expect(b).toBeGreaterThanOrEqual(15);
      expect(b).toBeLessThanOrEqual(30);
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
    }
  });
});

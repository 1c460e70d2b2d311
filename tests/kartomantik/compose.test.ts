// A player composes a play (engine/kartomantik/compose.ts, playChoices): `legalActions` offers one canonical tribute
// and capped lists (a bot's reach); every other legal choice is offered as candidates the phone composes from, and
// `apply` accepts it. Decisions carry their options, min and max in the player's view (DecisionView).
import { describe, expect, it } from "vitest";
import { legalActions, playChoices, type GameAction, type PlayChoice } from "@/engine/kartomantik";
import { card, filler, scenario, seat, type Name } from "./dsl";

const m = (name: string, power: number, t = "phlegmatic", extra: object = {}) =>
  card({ name, power, t, points: 10, ...extra });
const will = (name: string, script: object, cost: Record<string, number> = {}) =>
  card({ name, type: "ephemeral_will", cost, text: name, script });

const plays = (s: { state: Parameters<typeof legalActions>[0] }, who: Name) => legalActions(s.state, seat(who));
const choiceOf = (s: { state: Parameters<typeof legalActions>[0] }, who: Name, card: string): PlayChoice => {
  const c = playChoices(s.state, seat(who)).find((x) => x.card === card);
  expect(c, `a choice for ${card}`).toBeDefined();
  return c!;
};
const same = (a: readonly string[], b: readonly string[]) => [...a].sort().join() === [...b].sort().join();

/** A (Weak 1) is beaten by B (Strong 3): A holds priority in the Reaction with `mine` in hand. */
function duel(mine: ReturnType<typeof card>[], weak = m("Weak", 1)) {
  return scenario({ A: [weak, ...mine], B: [m("Strong", 3)] })
    .firstsAll("Weak", "Strong")
    .passUntil((st) => st.phase === "reaction")
    .expectPriority("A");
}

describe("composing a play: every legal choice offered", () => {
  it("§2.1 “Scegli dalla tua mano una o più Manifestazioni dell'Umore del tributo”: a payment other than the canonical one", () => {
    const s = duel([
      will("Spark", { ops: [] }, { choleric: 2 }),
      m("Red2", 2, "choleric"),
      m("Ember1", 1, "choleric"),
      m("Coal1", 1, "choleric"),
    ]);
    const spark = s.id("Spark");
    // The button: one canonical tribute, the fewest cards (Red2).
    const offered = plays(s, "A").filter((a) => a.type === "playWill" && a.card === spark);
    expect(offered.map((a) => (a as { tribute: { cards: string[] } }).tribute.cards)).toEqual([[s.id("Red2")]]);
    const c = choiceOf(s, "A", spark);
    expect(c.canonical).toEqual(offered[0]);
    expect(c.tribute.cost).toEqual({ choleric: 2 });
    expect(c.tribute.need).toEqual({ choleric: 2 });
    expect(c.tribute.alternatives).toBe(true);
    const gives = Object.fromEntries(c.tribute.candidates.map((x) => [x.card, x.gives]));
    expect(gives[s.id("Red2")]).toEqual([{ choleric: 2 }]);
    expect(gives[s.id("Ember1")]).toEqual([{ choleric: 1 }]);
    expect(gives[s.id("Coal1")]).toEqual([{ choleric: 1 }]);
    // The secret First is set apart (§4.2.2): it is no candidate; nor the will itself.
    expect(Object.keys(gives)).not.toContain(s.id("Weak"));
    expect(Object.keys(gives)).not.toContain(spark);
    // Not enough: refused, nothing changed.
    s.play("A", "Spark", { tribute: ["Ember1"] }).expectRefused("tribute_unpaid");
    // The player's pick: exactly these two go to the Limbo, Red2 stays in hand.
    const limbo = s.state.players[0]!.limbo.slice();
    s.play("A", "Spark", { tribute: ["Ember1", "Coal1"] });
    expect(s.state.players[0]!.limbo.filter((id) => !limbo.includes(id)).sort()).toEqual(
      [s.id("Ember1"), s.id("Coal1")].sort(),
    );
    s.expectZone("Red2", "hand").expectZone("Spark", "stack");
    s.resolveStack();
  });

  it("a tribute with one payment only leaves nothing to choose (the button stays one tap)", () => {
    const s = duel([will("Spark", { ops: [] }, { choleric: 2 }), m("Red2", 2, "choleric")]);
    expect(choiceOf(s, "A", s.id("Spark")).tribute.alternatives).toBe(false);
    s.end();
  });

  it("§3.2 targets: a combination beyond the 8th offered is among the candidates and accepted", () => {
    const onField = { kind: "card", sel: { zone: "confrontation" } };
    const s = scenario({
      A: [m("Weak", 1), will("Triad", { targets: [onField, onField, { kind: "player", who: "any" }], ops: [] })],
      B: [m("Strong", 3)],
      C: [m("Mid", 2)],
    })
      .firstsAll("Weak", "Strong", "Mid")
      .passUntil((st) => st.phase === "reaction")
      .expectPriority("A");
    const triad = s.id("Triad");
    const offered = plays(s, "A").filter((a): a is Extract<GameAction, { type: "playWill" }> => a.type === "playWill");
    // 3 × 2 × 3 = 18 combinations; the list stops at 8.
    expect(offered).toHaveLength(8);
    const c = choiceOf(s, "A", triad);
    expect(c.targets.map((t) => t.candidates.length)).toEqual([3, 3, 3]);
    const late = [s.id("Mid"), s.id("Strong"), "P2"];
    expect(offered.some((a) => a.targets?.join() === late.join())).toBe(false);
    expect(c.targets.every((t, i) => t.candidates.includes(late[i]!))).toBe(true);
    s.play("A", "Triad", { targets: ["Mid", "Strong", "P2"] }).expectStack(["Triad"]);
    expect(s.state.stack[0]!.targets).toEqual(late);
    s.resolveStack();
  });

  it("§3.2 a will's discard as extra cost: a hand card past the first three is offered and accepted", () => {
    const s = duel([will("Purge", { ops: [], extraCost: { discard: "card" } }), ...filler("h", 5)]);
    const purge = s.id("Purge");
    const hand = s.state.players[0]!.hand.filter((id) => id !== purge);
    expect(hand.length).toBeGreaterThanOrEqual(5);
    const fifth = hand[4]!;
    const offered = plays(s, "A").filter((a): a is Extract<GameAction, { type: "playWill" }> => a.type === "playWill");
    expect(offered.some((a) => a.extra?.includes(fifth))).toBe(false);
    const c = choiceOf(s, "A", purge);
    expect(c.extra).toEqual([{ kind: "discard", n: 1, candidates: hand }]);
    s.act({ type: "playWill", player: 0, card: purge, targets: [], tribute: { cards: [] }, extra: [fifth] });
    expect(s.state.cards[fifth]!.zone).toBe("limbo");
    s.resolveStack();
  });

  it("§3.2 “remove any number of counters”: X less than all, and a discard past the first cards, accepted", () => {
    const weak = m("Weak", 1, "phlegmatic", {
      script: {
        abilities: [
          {
            kind: "activated",
            cost: { removeCounters: { counter: "Charge", n: 1, any: true }, discard: 1 },
            ops: [{ op: "points", who: "you", n: 1 }],
          },
        ],
      },
    });
    const s = duel(filler("h", 6), weak);
    s.act({ type: "manual", player: 0, move: { op: "counters", card: s.id("Weak"), counter: "Charge", delta: 3 } });
    const w = s.id("Weak");
    const offered = plays(s, "A").filter((a): a is Extract<GameAction, { type: "activate" }> => a.type === "activate");
    // The button: X = all (3), the first hand card discarded.
    expect(offered.map((a) => a.x)).toEqual([3]);
    const hand = s.state.players[0]!.hand;
    expect(offered[0]!.extra).toEqual([hand[0]]);
    const c = choiceOf(s, "A", w);
    expect(c.x).toEqual({ min: 1, max: 3 });
    expect(c.extra).toEqual([{ kind: "discard", n: 1, candidates: hand }]);
    const fifth = hand[4]!;
    s.act({
      type: "activate",
      player: 0,
      card: w,
      ability: 0,
      targets: [],
      tribute: { cards: [] },
      extra: [fifth],
      x: 1,
    });
    expect(s.state.cards[w]!.counters.Charge).toBe(2);
    expect(s.state.cards[fifth]!.zone).toBe("limbo");
    s.resolveStack();
  });

  it("§4.2 a decision with min/max: a subset beyond the 24th offered is in the view's options and accepted", () => {
    const s = duel([
      will("Pick", {
        ops: [{ op: "choose", who: "you", sel: { zone: "hand", controller: "you" }, count: 3, min: 0, then: [] }],
      }),
      ...filler("h", 5),
    ]);
    s.play("A", "Pick").pass("B").pass("A").expectDecision("A", "choose");
    const d = s.view(0).decisions.find((x) => x.player === 0);
    expect(d && "options" in d).toBe(true);
    const { options, min, max } = d as { options: string[]; min: number; max: number };
    expect([min, max]).toEqual([0, 3]);
    expect(options).toHaveLength(5);
    const offered = plays(s, "A").map((a) => (a as { choice: string[] }).choice);
    expect(offered).toHaveLength(24);
    // The subsets of up to 3 of the 5 cards left in hand: 26, in order; the last two options together are the 25th.
    const late = options.slice(-2);
    expect(offered.some((c) => same(c, late))).toBe(false);
    s.decide("A", late).expectNoDecision();
    expect(s.events).toContainEqual(expect.objectContaining({ type: "decided", player: 0, choice: late }));
    s.resolveStack();
  });

  it("hidden information: the opponent's hand is never a candidate of the player's choices", () => {
    const s = duel([will("Spark", { ops: [] }, { choleric: 1 }), m("Red1", 1, "choleric"), m("Red2", 2, "choleric")]);
    const theirs = new Set(s.state.players[1]!.hand);
    const ids = playChoices(s.state, 0).flatMap((c) => [
      ...c.targets.flatMap((t) => t.candidates),
      ...c.extra.flatMap((e) => e.candidates),
      ...c.tribute.candidates.map((x) => x.card),
    ]);
    expect(ids.some((id) => theirs.has(id))).toBe(false);
    expect(playChoices(s.state, 1)).toEqual([]);
    s.end();
  });
});

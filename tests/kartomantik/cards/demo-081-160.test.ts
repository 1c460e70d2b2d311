// Demo cards #81–#160 (bzd-081…bzd-160) behave as their text says (scripts in engine/kartomantik/cards/demo.ts):
// harness cases (the change an effect makes) and scenarios, each under the number of the first card it cites.
// Cards are found by collection number (`demo(n)`, `N(n)` for the name; a bare number in `match`/`duel`).
import { describe, expect, it } from "vitest";
import { hasKeyword, powerOf } from "@/engine/kartomantik";
import { card } from "../dsl";
import { cast, dump, giveTo, nextTurn, pay, settle, tiny, toEndPhase, zap } from "../harness";
import { has, small, match, mark, N, counters, demoCases } from "./demo-scenarios";

demoCases({
  81: { as: "support", delta: { czA: -1, handA: 1 }, check: (s) => s.expectZone("AF", "hand") },
  82: { as: "first", delta: { power: 2 } },
  85: {
    as: "first",
    at: "lose",
    bPower: 9,
    delta: { pointsB: 10 },
    check: (s, x) => expect(s.state.cards[x]!.zone).toBe("hand"),
  },
  86: { as: "support", delta: { bFirst: -3 } },
  89: { as: "first", at: "win", delta: { handA: 1, handB: -1, limboB: 1 } },
  91: { as: "support", delta: { counters: 1 } },
  92: { as: "first", delta: { handB: 1 } },
  93: {
    as: "support",
    check: (s) => expect(s.state.cards[s.id("BF")]!.mods.some((m) => m.kind === "loseEffects")).toBe(true),
  },
  94: { as: "first", delta: { handA: 1, power: 2 } },
  95: { as: "support", bPower: 7, delta: { power: 2, bFirst: -2 } },
  99: {
    as: "first",
    check: (s, x) =>
      expect(powerOf(s.state, x)).toBe(s.events.some((e) => e.type === "rolled" && e.value === 1) ? 3 : 7),
  },
  102: { as: "support", delta: { handB: -1 } },
  105: { as: "first", delta: { bFirst: -1 } },
  108: { as: "first", check: (s, x) => expect(powerOf(s.state, x)).toBe(4) },
  111: { as: "support", delta: { handB: -1, handA: -1 } },
  113: { as: "first", at: "lose", bPower: 9, delta: { handB: -1 } },
  114: [
    // In Support A's First is there too: -3; alone as First: -2.
    { as: "support", delta: { bFirst: -3 } },
    { as: "first", delta: { bFirst: -2 } },
  ],
  116: { as: "first", at: "win", delta: { counters: 1, power: 1 } },
  117: { as: "first", delta: { handA: -1 } },
  119: { as: "first", delta: { handB: -1 } },
  120: { as: "support", delta: { handA: -1, limboA: 1 } },
  121: { as: "first", at: "win", delta: { handB: -2 } },
  // A discards its first hand card (AF, a manifestation) and takes it back from the Limbo.
  123: {
    as: "first",
    delta: { handA: 0, handB: -1, limboA: 0, limboB: 1 },
    check: (s) => s.expectZone("AF", "hand"),
  },
  125: { as: "support", delta: { handA: 1, handB: 1 } },
  127: { as: "first", at: "win", delta: { pointsA: 5, pointsB: 5 } },
  129: {
    as: "first",
    delta: { handA: 1 },
    check: (s) => expect(s.events.some((e) => e.type === "shown" && e.player === 1)).toBe(true),
  },
  132: { as: "first", check: has("protected") },
  134: { as: "first", at: "win", delta: { handA: 2, deckB: 1 } },
  135: { as: "support", delta: { aFirst: 1 } },
  136: { as: "first", bPower: 6, delta: { handA: 1 } },
  137: { as: "support", check: (s) => has("protected")(s, s.id("AF")) },
  139: [
    { as: "first", delta: { czA: 1 } },
    {
      as: "first",
      A: [small("S1"), small("S2"), card({ name: "Big5", t: "hollow", power: 5, points: 5 })],
      answers: [["S1", "S2"]],
      delta: { czA: 2 },
      check: (s) => s.expectZone("S1", "confrontation").expectZone("S2", "confrontation").expectZone("Big5", "hand"),
    },
  ],
  144: { as: "support", aPower: 4, delta: { power: 3 } },
  147: { as: "support", delta: { power: 2, handA: -1 } },
  150: {
    as: "support",
    delta: { power: 1 },
    check: (s) => expect(s.state.cards[s.id("BF")]!.mods.some((m) => m.kind === "loseEffects")).toBe(true),
  },
  151: { as: "first", delta: { pointsA: -10, power: 3 } },
  152: { as: "support", delta: { bFirst: -2, handA: -1 } },
  154: { as: "support", delta: { pointsA: -5 } },
  156: { as: "first", at: "win", delta: { pointsA: 10, handB: 1 } },
  158: { as: "first", delta: { pointsA: -10 } },
  160: { as: "first", at: "win", delta: { exileA: 1 } },
  // wills
  // af1 paid the tribute (the smallest payment); af2 is still in hand.
});

describe("demo set cards (turn scenarios)", () => {
  /** A discards af1 with a free will so that the Limbo holds a manifestation. */
  const limboSetup = (n: number, o: { aFirst?: number; bFirst?: number } = {}) => {
    const s = match([dump, n], [], o);
    s.reveal("AF", "BF");
    cast(s, "A", "Dump");
    s.pass("B").pass("A");
    s.choose("A", ["af1"]).expectZone("af1", "limbo");
    return s;
  };

  it("bzd-100 Faded Lullaby returns a manifestation from the Limbo when it loses", () => {
    const s = limboSetup(100, { bFirst: 9 });
    s.support("A", N(100)).pass("B").pass("A");
    s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(s);
    s.expectZone("af1", "hand").endWithDecisionOpen();
    mark(100);
  });

  it("bzd-109 Forgotten Swing recycles a Limbo manifestation to draw", () => {
    const s = limboSetup(109);
    s.support("A", N(109)).pass("B").pass("A");
    const hand = s.state.players[0]!.hand.length;
    settle(s, [["af1"]]);
    s.expectZone("af1", "deck")
      .expectHand("A", hand + 1)
      .endWithDecisionOpen();
    mark(109);
  });

  it("bzd-112 Grave Gardener Chains from the Limbo; the card is exiled when it leaves the field", () => {
    const s = limboSetup(112, { bFirst: 9 });
    s.support("A", N(112)).pass("B").pass("A");
    settle(s, [["af1"]]);
    s.expectZone("af1", "confrontation").check((x) =>
      expect(x.state.cards[x.id("af1")]!.memory).toEqual([{ on: "leavesField", dest: "exile" }]),
    );
    // B wins: instead of entering B's vessel, the Chained card is exiled.
    s.passTo("placement");
    s.expectZone("af1", "exile").endWithDecisionOpen();
    mark(112);
  });

  it("bzd-118 Mourning Procession counts the manifestations in your Limbo", () => {
    const s = limboSetup(118);
    s.support("A", N(118)).pass("B").pass("A");
    s.expectPower(N(118), 4).endWithDecisionOpen();
    mark(118);
  });

  it("bzd-107 Sepia Portrait returns a Limbo manifestation when it wins", () => {
    const w = match([dump, 107], [], { bFirst: 1 });
    w.reveal(N(107), "BF");
    cast(w, "A", "Dump");
    w.pass("B").pass("A").choose("A", ["af1"]);
    w.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(w);
    w.expectZone("af1", "hand").endWithDecisionOpen();
    mark(107);
  });

  it("bzd-106 Tear Collector counts an opponent's discards from the Interzone", () => {
    const s = match([106], [27], { bFirst: 1 });
    s.reveal(N(106), "BF")
      .passTo("placement")
      .choose("A", [`${s.id(N(106))}:slot0`]);
    nextTurn(s, "af1", N(27));
    settle(s);
    s.check((x) => expect(x.state.cards[x.id(N(106))]!.counters).toEqual({ Tear: 1 })).endWithDecisionOpen();
    mark(106);
  });

  it("bzd-128 Bridge of Light gives small hand cards Support from hand; bzd-169 Trellis of Patience Support", () => {
    const s = match([128], [], { bFirst: 1 });
    s.reveal(N(128), "BF")
      .passTo("placement")
      .choose("A", [`${s.id(N(128))}:slot0`]);
    s.check((x) => expect(hasKeyword(x.state, x.id("af1"), "supportFromHand")).toBe(true));
    s.endWithDecisionOpen();
    const t = match([169, ...pay("phlegmatic", 1)], [], { bFirst: 5 });
    t.reveal("AF", "BF");
    toEndPhase(t);
    cast(t, "A", N(169));
    settle(t);
    t.expectZone(N(169), "field").check((x) => expect(hasKeyword(x.state, x.id("af1"), "support")).toBe(true));
    t.endWithDecisionOpen();
    mark(128, 169);
  });

  it("bzd-141 Borrowed Husk is exiled from the winner's vessel and costs its owner 10 points", () => {
    const s = match([141], [], { bFirst: 9 });
    s.reveal(N(141), "BF").passTo("placement");
    settle(s);
    s.expectZone(N(141), "exile").expectEffectPoints("A", -10).endWithDecisionOpen();
    mark(141);
  });

  it("bzd-148 Numb Sleeper costs 5 at the end of the turn from the Interzone; bzd-153 Leaden Idol never goes there", () => {
    const s = match([148], [], { bFirst: 1 });
    s.reveal(N(148), "BF")
      .passTo("placement")
      .choose("A", [`${s.id(N(148))}:slot0`]);
    s.passUntil((x) => x.phase === "endTurn" || x.phase === "choose");
    settle(s);
    s.expectEffectPoints("A", -5).endWithDecisionOpen();
    const i = match([153], [], { bFirst: 1 });
    i.reveal(N(153), "BF").passTo("placement");
    i.check((x) => expect(x.decisionOf("A")!.options).toEqual([`${x.id(N(153))}:deck`])).endWithDecisionOpen();
    mark(148, 153);
  });

  it("bzd-155 Bottomless Hunger grows when you pay tributes; bzd-157 Monolith of Indifference keeps its power", () => {
    const zapH = card({
      name: "ZapH",
      type: "ephemeral_will",
      t: "hollow",
      cost: { hollow: 1 },
      script: {
        targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
        ops: [{ op: "power", to: "t0", amount: -1, until: "turn" }],
      },
    });
    const s = match([155, zapH, card({ name: "Coin", t: "vitreous", power: 1 })], [], { bFirst: 1 });
    s.reveal(N(155), "BF")
      .passTo("placement")
      .choose("A", [`${s.id(N(155))}:slot0`]);
    nextTurn(s, "AF", "bf1");
    giveTo(s, "A");
    s.play("A", "ZapH", { targets: ["bf1"], tribute: ["Coin"] });
    settle(s);
    s.expectPower(N(155), 4)
      .check((x) => expect(x.state.cards[x.id(N(155))]!.counters).toEqual({ Hunger: 1 }))
      .endWithDecisionOpen();
    const n = match([157], [zap], { bFirst: 9 });
    n.reveal(N(157), "BF");
    cast(n, "B", "Zap", [N(157)]);
    settle(n);
    n.expectPower(N(157), 6).endWithDecisionOpen();
    mark(155, 157);
  });

  it("bzd-159 Numb Abyss persists and makes its controller discard at the start of the turn", () => {
    const s = match([159], [], { bFirst: 1 });
    s.reveal(N(159), "BF").passTo("end").expectZone(N(159), "confrontation");
    s.passUntil((x) => x.turn === 2 && x.decisions.length > 0);
    s.expectDecision("A", "choose").decide("A", [s.decisionOf("A")!.options[0]!]);
    s.expectEvent({ type: "moved", from: "hand", to: "limbo", owner: 0 }).endWithDecisionOpen();
    mark(159);
  });
});

describe("demo set: more wills and persistent wills", () => {
  it("bzd-131 Loom of Accord counts your non-transcendent Supports; three Hue counters: draw two and gain 5", () => {
    const s = match([131, tiny()], [card({ name: "Big", power: 9 })], { bFirst: 1 });
    s.reveal(N(131), "BF")
      .passTo("placement")
      .choose("A", [`${s.id(N(131))}:slot0`]);
    nextTurn(s, "af1", "Big");
    s.support("A", "Tiny").pass("B").pass("A");
    settle(s);
    expect(counters(s, 131)).toEqual({ Hue: 1 });
    giveTo(s, "A");
    s.act({ type: "manual", player: 0, move: { op: "counters", card: s.id(N(131)), counter: "Hue", delta: 2 } });
    const hand = s.state.players[0]!.hand.length;
    s.activate("A", N(131), 1);
    settle(s);
    s.expectHand("A", hand + 2)
      .expectEffectPoints("A", 5)
      .endWithDecisionOpen();
    mark(131);
  });
});

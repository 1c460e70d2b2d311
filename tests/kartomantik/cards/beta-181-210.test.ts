// Beta cards #181–#210 behave as their text says (scripts in engine/kartomantik/cards/beta.ts): harness cases (the
// change an effect makes) and scenarios, each under the number of the first card it cites. Cards are found by
// collection number (`beta(n)`); the set is read from ../shared (never copied into the repository).
import { describe, expect, it } from "vitest";
import { hasKeyword, powerOf, scoreOf, temperamentOf } from "@/engine/kartomantik";
import { card, filler, scenario } from "../dsl";
import { cast, giveTo, match, nextTurn, pay, settle, tiny, toEndPhase, zap } from "../harness";
import { beta } from "../sets";
import {
  nm,
  helper,
  weak,
  inInterzone,
  dumpA,
  advanceUntil,
  wills,
  onField,
  harnessCases,
  tributeCases,
  mark,
} from "./beta-scenarios";

harnessCases({
  183: { as: "will", delta: { czA: -1, czB: -1 } },
  198: { as: "support", check: (s, x) => expect(powerOf(s.state, x)).toBe(3) },
  206: { as: "first", check: (s) => expect(s.state.flags["noSupport:0"]).toBe(s.state.turn) },
  207: { as: "first", check: (s, x) => expect(powerOf(s.state, x)).toBe(4) },
  210: { as: "first", at: "lose", bPower: 9, delta: { czB: -1 } },
  191: {
    as: "support",
    at: "lose",
    bPower: 9,
    delta: { czA: -1 },
    check: (s, x) =>
      expect([s.state.cards[x]!.zone, s.state.cards[x]!.controller, s.state.sides[1]!.interzone.includes(x)]).toEqual([
        "interzone",
        1,
        true,
      ]),
  },
});

tributeCases({
  192: "vitreous",
  194: "phlegmatic",
});

describe("Beta persistent wills", () => {
  it("#182 Wheel of Retribution makes whoever puts a card in Support discard; #298 Will-punishing Cannon taxes wills", () => {
    const s = onField(182, [], [tiny("Tiny")], ["af1", "bf1"]);
    giveTo(s, "B");
    const hand = s.state.players[1]!.hand.length;
    s.support("B", "Tiny").pass("A").pass("B");
    settle(s);
    s.expectHand("B", hand - 2).endWithDecisionOpen();
    const c = onField(298, [], [zap]);
    nextTurn(c, undefined, "bf1");
    cast(c, "B", "Zap", ["bf1"]);
    settle(c);
    c.expectEffectPoints("B", -5).endWithDecisionOpen();
    mark(182, 298);
  });
});

describe("Beta cards (other scenarios)", () => {
  it("#193 Twin-headed Druid has Support after a lost confrontation; #225 Incinerate destroys this turn's Supports; #286 Abandon returns them", () => {
    const s = match([beta(193)], [card({ name: "Big", power: 9 })], { aFirst: 1, bFirst: 9 });
    expect(hasKeyword(s.state, s.id(nm(193)), "support")).toBe(false);
    s.reveal("AF", "BF")
      .passTo("placement")
      .choose("B", [`${s.id("BF")}:deck`]);
    nextTurn(s, "af1", "Big");
    s.check((x) => expect(hasKeyword(x.state, x.id(nm(193)), "support")).toBe(true)).endWithDecisionOpen();
    for (const n of [225, 286]) {
      const c = match([beta(n), ...pay(Object.keys(beta(n).cost)[0]!, 2)], [tiny("Tiny")], { aFirst: 5, bFirst: 1 });
      c.reveal("AF", "BF").support("B", "Tiny").pass("A").pass("B");
      cast(c, "A", nm(n), n === 286 ? ["P1"] : []);
      settle(c);
      c.expectZone("Tiny", n === 225 ? "limbo" : "hand").endWithDecisionOpen();
    }
    mark(193, 225, 286);
  });
});

describe("Beta: what entered a zone this turn, distributions, Worm Bomb", () => {
  it("#181 Salvage the Fragments and #187 Manipulate Intellect act on what entered a zone this turn", () => {
    const s = match([beta(181), ...pay("capricious", 2)], [], { bFirst: 5 });
    s.reveal("AF", "BF")
      .passTo("placement")
      .choose("B", [`${s.id("BF")}:deck`]);
    s.expectZone("AF", "vessel");
    cast(s, "A", nm(181), ["AF"]);
    settle(s);
    s.expectZone("AF", "stalemate").endWithDecisionOpen();
    const m = match([beta(187), ...pay("capricious", 2)], [], { bFirst: 5 });
    m.reveal("AF", "BF")
      .passTo("placement")
      .choose("B", [`${m.id("BF")}:slot0`]);
    cast(m, "A", nm(187), ["BF"]);
    settle(m);
    m.expectZone("BF", "vessel")
      .check((x) => expect(x.state.players[0]!.vessel).toContain(x.id("BF")))
      .endWithDecisionOpen();
    mark(181, 187);
  });
});

describe("Beta 1–200: Support from the Limbo", () => {
  it("#197 Wandering Veteran: in the Limbo at the start of the turn, it may be played in Support from there, as {H}; winning as Support, exiled", () => {
    const t = match([beta(197), dumpA], [card({ name: "W2", t: "hollow", power: 0 })], { bFirst: 9 });
    t.reveal("AF", "BF");
    cast(t, "A", "DumpA");
    settle(t, [[nm(197)]]);
    // Discarded this turn: it was not in the Limbo at the start of the turn.
    t.expectZone(nm(197), "limbo");
    t.expectLegal("A", (a) => a.type === "playSupport" && a.card === t.id(nm(197)), false);
    nextTurn(t, "af1", "W2");
    settle(t);
    giveTo(t, "A");
    t.expectLegal("A", (a) => a.type === "playSupport" && a.card === t.id(nm(197)));
    t.support("A", nm(197)).pass("B").pass("A");
    t.expectZone(nm(197), "confrontation");
    expect(temperamentOf(t.state, t.id(nm(197)))).toBe("hollow");
    t.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(t);
    t.expectZone(nm(197), "exile").endWithDecisionOpen();
    mark(197);
  });
});

describe("Beta 1–200: Support bought in hand or Interzone, offers and distributions", () => {
  it("#200 Glabron: in hand or in the Interzone, put a manifestation of your Interzone into stalemate for Support until the end of the turn", () => {
    const s = inInterzone(helper(), [beta(200)], [], ["af1", "bf1"]);
    giveTo(s, "A");
    const g = s.id(nm(200));
    s.act({ type: "activate", player: 0, card: g, ability: 0, targets: [], tribute: { cards: [] } }).expectRefused(
      "cost_unpaid",
    );
    s.expectLegal(
      "A",
      (a) => a.type === "activate" && a.card === g && a.ability === 0 && a.extra?.[0] === s.id("Helper"),
    );
    s.act({
      type: "activate",
      player: 0,
      card: g,
      ability: 0,
      targets: [],
      tribute: { cards: [] },
      extra: [s.id("Helper")],
    });
    s.expectZone("Helper", "stalemate");
    settle(s);
    s.support("A", nm(200)).pass("B").pass("A");
    s.expectZone(nm(200), "confrontation").endWithDecisionOpen();
    mark(200);
  });

  it("#196 Perfidious Baranchio: the opponent may put the chosen card of their Interzone into Support; if not, you may Chain from hand", () => {
    const setup = () => {
      const s = match([beta(196), tiny("Tiny")], [], { aFirst: 1, bFirst: 5 });
      s.reveal("AF", "BF")
        .passTo("placement")
        .choose("B", [`${s.id("BF")}:slot0`]);
      nextTurn(s, nm(196), "bf1");
      return s;
    };
    const yes = setup();
    settle(yes, [["BF"], ["yes"]]);
    yes.expectZone("BF", "confrontation").expectZone("Tiny", "hand");
    expect(yes.state.cards[yes.id("BF")]!.controller).toBe(1);
    yes.endWithDecisionOpen();
    const no = setup();
    settle(no, [["BF"], ["no"], ["Tiny"]]);
    no.expectZone("BF", "interzone").expectZone("Tiny", "confrontation").endWithDecisionOpen();
    // Choosing nothing: nothing happens.
    const none = setup();
    settle(none, [[]]);
    none.expectZone("BF", "interzone").expectZone("Tiny", "hand").endWithDecisionOpen();
    mark(196);
  });
});

describe("Beta: a will passed between players", () => {
  it("#186 Hot Potato: passes to the opponent with a Burn counter; {H} per counter passes it back with one more; its holder loses 40 at the end of the turn", () => {
    const s = match(
      [beta(186), ...pay("capricious", 1), ...pay("hollow", 1)],
      [card({ name: "Coin", t: "hollow", power: 1 })],
      { bFirst: 5 },
    );
    s.reveal("AF", "BF");
    toEndPhase(s);
    cast(s, "A", nm(186));
    settle(s);
    const potato = s.id(nm(186));
    const state = () => [
      s.state.cards[potato]!.controller,
      s.state.cards[potato]!.counters.Burn,
      s.state.sides[0]!.field.includes(potato),
      s.state.sides[1]!.field.includes(potato),
    ];
    expect(state()).toEqual([1, 1, false, true]);
    // B pays one {H} (one counter) and gives it back with two.
    giveTo(s, "B");
    s.activate("B", nm(186), 1, { targets: ["P0"], tribute: ["Coin"] });
    settle(s);
    expect(state()).toEqual([0, 2, true, false]);
    // A would need two essences: refused with none.
    giveTo(s, "A");
    s.activate("A", nm(186), 1, { targets: ["P1"], tribute: [] }).expectRefused("tribute_unpaid");
    s.passUntil((x) => x.phase === "endTurn" || x.turn === 2 || x.stack.length > 0);
    settle(s);
    s.expectZone(nm(186), "limbo").expectEffectPoints("A", -40).expectEffectPoints("B", 0);
    expect(s.state.sides[0]!.field).toEqual([]);
    s.endWithDecisionOpen();
    mark(186);
  });
});

describe("Beta: taking control of manifestations", () => {
  it("#185 Invert Emotions exchanges control of a manifestation in each Interzone, slot for slot", () => {
    const big = card({ name: "Big", power: 9 });
    const s = match([beta(185), ...pay("capricious", 2)], [big], { aFirst: 6, bFirst: 1 });
    s.reveal("AF", "BF")
      .passTo("placement")
      .choose("A", [`${s.id("AF")}:slot1`]);
    nextTurn(s, "af1", "Big");
    s.passTo("placement").choose("B", [`${s.id("Big")}:slot0`]);
    toEndPhase(s);
    cast(s, "A", nm(185), ["Big", "AF"]);
    settle(s);
    expect([s.state.sides[0]!.interzone.indexOf(s.id("Big")), s.state.sides[1]!.interzone.indexOf(s.id("AF"))]).toEqual(
      [1, 0],
    );
    expect([s.state.cards[s.id("Big")]!.controller, s.state.cards[s.id("AF")]!.controller]).toEqual([0, 1]);
    s.endWithDecisionOpen();
    mark(185);
  });
});

describe("Beta: Numbi, Buddhan the Dark, Censor, Soul-devouring Dunes, Ononok, Qu Lom", () => {
  it("#208 Numbi, from the Interzone after the Revelation, makes the opponent Chain (+2 to your First) or reveal their hand", () => {
    const s = inInterzone(beta(208), [], [], ["AF", "bf1"]);
    settle(s);
    s.expectPower("AF", 3).expectEffectPoints("A", 0);
    expect(s.state.sides[1]!.confrontation).toHaveLength(2);
    s.endWithDecisionOpen();
    // B holds only wills after revealing its First: it cannot Chain and reveals its hand.
    const w = scenario({
      A: [beta(208), card({ name: "AF2", power: 1 }), ...filler("af", 6)],
      B: [weak(), card({ name: "BF2", power: 1 }), ...wills("W", 9)],
      padTo: 26,
    });
    w.firsts(nm(208), "Weak").passUntil((x) => x.phase === "reaction");
    w.passTo("placement").choose("A", [`${w.id(nm(208))}:slot0`]);
    nextTurn(w, "AF2", "BF2");
    settle(w);
    w.expectPower("AF2", 1);
    expect(w.state.sides[1]!.confrontation).toHaveLength(1);
    expect(w.state.players[1]!.hand.length).toBeGreaterThan(0);
    expect(w.state.players[1]!.hand.every((id) => w.state.cards[id]!.shown)).toBe(true);
    w.endWithDecisionOpen();
    mark(208);
  });
});

describe("Beta: Thornmaster", () => {
  it("#203 Thornmaster: up to 5 uses in all while it stays on the field, not 5 per turn", () => {
    const t = match([beta(203)], [], { bFirst: 1 });
    t.reveal(nm(203), "BF");
    for (let i = 0; i < 5; i++) {
      giveTo(t, "A");
      t.activate("A", nm(203), 0);
      settle(t);
    }
    t.expectPower(nm(203), 7).expectEffectPoints("A", -25);
    giveTo(t, "A");
    t.activate("A", nm(203), 0).expectRefused("cost_unpaid");
    t.passTo("placement").choose("A", [`${t.id(nm(203))}:slot0`]);
    nextTurn(t, "af1", "bf1");
    t.expectZone(nm(203), "interzone").expectPower(nm(203), 7);
    giveTo(t, "A");
    t.activate("A", nm(203), 0).expectRefused("cost_unpaid").endWithDecisionOpen();
    mark(203);
  });
});

describe("Beta: Bullyboo", () => {
  it("#201 Bullyboo wins: a revealed will is paid by the opponent and played by you, or they reveal their hand, lose 10 and the will is discarded", () => {
    const boost = card({
      name: "Boost",
      type: "ephemeral_will",
      t: "hollow",
      cost: { hollow: 2 },
      script: {
        targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
        ops: [{ op: "power", to: "t0", amount: 2, until: "turn" }],
      },
    });
    const s = match([beta(201), boost], [card({ name: "Coin2", t: "hollow", power: 2 })], { bFirst: 1 });
    s.reveal(nm(201), "BF");
    s.passUntil((x) => x.decisions.length > 0).expectDecision("A", "choose");
    s.decide("A", [s.id("Boost")]);
    s.expectDecision("B", "choose");
    expect(s.decisionOf("B")!.options).not.toContain("decline");
    s.decide("B", [s.id("Coin2")]);
    s.decide("A", [s.id(nm(201))]);
    settle(s);
    s.expectZone("Coin2", "limbo")
      .expectZone("Boost", "limbo")
      .expectPower(nm(201), 5)
      .expectEffectPoints("B", 0)
      .endWithDecisionOpen();
    // B cannot pay: B reveals its hand and loses 10; Boost is discarded without resolving.
    const poor = scenario({
      A: [card({ name: "AF", power: 1 }), beta(201), boost, ...filler("af", 5)],
      B: [card({ name: "BF", power: 1 }), ...filler("bz", 8, { power: 0 })],
      padTo: 24,
    });
    poor.reveal(nm(201), "BF");
    poor.passUntil((x) => x.decisions.length > 0);
    poor.decide("A", [poor.id("Boost")]);
    settle(poor);
    poor.expectZone("Boost", "limbo").expectPower(nm(201), 3).expectEffectPoints("B", -10);
    expect(poor.state.players[1]!.hand.every((id) => poor.state.cards[id]!.shown)).toBe(true);
    poor.endWithDecisionOpen();
    mark(201);
  });
});

describe("Beta: Fintus, Zum", () => {
  it("#202 Fintus: the next manifestation entering the Confrontation Zone under the opponent this turn is destroyed", () => {
    const s = match([beta(202)], [tiny("Tiny"), tiny("Tiny2")], { bFirst: 9 });
    s.reveal(nm(202), "BF");
    settle(s);
    // B's First entered together with Fintus: it stays.
    s.expectZone("BF", "confrontation");
    giveTo(s, "B");
    s.support("B", "Tiny").pass("A").pass("B");
    settle(s);
    s.expectZone("Tiny", "limbo");
    giveTo(s, "B");
    s.support("B", "Tiny2").pass("A").pass("B");
    settle(s);
    s.expectZone("Tiny2", "confrontation").endWithDecisionOpen();
    mark(202);
  });
});

describe("Beta: scoring at the end of the game", () => {
  it("#205 Piercing Lover in an opponent's vessel costs them 5 points per manifestation of base power 2 or less there", () => {
    const s = match([beta(205), tiny("Tiny")], [], { bFirst: 9 });
    s.reveal(nm(205), "BF");
    giveTo(s, "A");
    s.support("A", "Tiny").pass("B").pass("A");
    advanceUntil(s, (x) => x.phase === "end");
    const st = s.state;
    expect(st.players[1]!.vessel).toEqual(expect.arrayContaining([s.id(nm(205)), s.id("Tiny")]));
    const pl = st.players[1]!;
    const plain =
      pl.effectPoints +
      pl.vessel.reduce((n, id) => n + st.defs[st.cards[id]!.def]!.points, 0) +
      5 * pl.deck.filter((id) => st.defs[st.cards[id]!.def]!.type === "manifestation").length;
    const small = pl.vessel.filter((id) => st.defs[st.cards[id]!.def]!.power <= 2).length;
    expect(small).toBeGreaterThan(0);
    expect(scoreOf(st, 1)).toBe(plain - 5 * small);
    // In its owner's own vessel nothing changes: A's score is the plain sum.
    const a = st.players[0]!;
    expect(scoreOf(st, 0)).toBe(
      a.effectPoints +
        a.vessel.reduce((n, id) => n + st.defs[st.cards[id]!.def]!.points, 0) +
        5 * a.deck.filter((id) => st.defs[st.cards[id]!.def]!.type === "manifestation").length,
    );
    s.endWithDecisionOpen();
    mark(205);
  });
});

// Beta cards #101–#130 behave as their text says (scripts in engine/kartomantik/cards/beta.ts): harness cases (the
// change an effect makes) and scenarios, each under the number of the first card it cites. Cards are found by
// collection number (`beta(n)`); the set is read from ../shared (never copied into the repository).
import { describe, expect, it } from "vitest";
import { hasKeyword, scoreOf, type GameState } from "@/engine/kartomantik";
import { handLimit, hasEffects } from "@/engine/kartomantik/core";
import { endGame } from "@/engine/kartomantik/flow";
import { card } from "../dsl";
import { cast, dump, giveTo, match, nextTurn, pay, settle, tiny, toEndPhase } from "../harness";
import { beta } from "../sets";
import {
  has,
  small,
  nm,
  helper,
  loseFive,
  dumpB,
  inInterzone,
  dumpA,
  withLimbo,
  untilAsked,
  costs,
  harnessCases,
  mark,
} from "./beta-scenarios";

harnessCases({
  104: { as: "support", answers: [["P1"]], delta: { handB: -1 } },
  118: { as: "first", A: [small("Small")], answers: [["Small"]], delta: { czA: 1, limboA: 2 } },
  129: { as: "first", delta: { pointsA: -20 }, check: has("noTribute") },
  130: { as: "will", targets: ["BF"], delta: { czB: -1 } },
});

describe("Beta cards (Interzone)", () => {
  it("#113 Shuk: when you lose points the opponent loses 5; #115 Forfog, #117 Ehgog, #126 Pale Entity punish discards", () => {
    const s = inInterzone(beta(113), [loseFive], [], ["AF", "bf1"]);
    cast(s, "A", "Cost");
    settle(s);
    s.expectEffectPoints("A", -5).expectEffectPoints("B", -5).endWithDecisionOpen();
    for (const n of [115, 117, 126]) {
      const d = inInterzone(beta(n), [], [dumpB], ["AF", "bf1"]);
      cast(d, "B", "DumpB");
      settle(d);
      if (n === 115) d.expectEffectPoints("B", -5);
      if (n === 117) d.expectZone("bf1", "limbo");
      if (n === 126) d.expectEffectPoints("A", 5);
      d.endWithDecisionOpen();
    }
    mark(113, 115, 117, 126);
  });
});

describe("Beta cards (vessels)", () => {
  it("#107 Soul-borer costs the holder of its vessel 5 a turn; #41 Compensating Orchard pays when yours are taken", () => {
    const s = match([beta(107)], [], { bFirst: 9 });
    s.reveal(nm(107), "BF")
      .passTo("placement")
      .choose("B", [`${s.id("BF")}:deck`]);
    nextTurn(s);
    s.expectEffectPoints("B", -5).endWithDecisionOpen();
    const o = match([beta(41), ...pay("phlegmatic", 2)], [card({ name: "Big", power: 9 })], { bFirst: 5 });
    o.reveal("AF", "BF");
    toEndPhase(o);
    cast(o, "A", nm(41));
    settle(o);
    nextTurn(o, "af1", "Big");
    o.passTo("placement");
    settle(o);
    o.expectEffectPoints("A", 5).endWithDecisionOpen();
    mark(107, 41);
  });
});

describe("Beta cards (Limbo)", () => {
  it("#108 Solenero, #112 Mind Parasite, #120 Repelling Urn, #121 Carcass Devourer use the Limbo", () => {
    const s = withLimbo([beta(108)], { bFirst: 9 }, [card({ name: "Big", power: 9 })]);
    nextTurn(s, nm(108), "Big");
    s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(s, [["af1"]]);
    s.expectZone("af1", "hand").endWithDecisionOpen();
    const m = withLimbo([beta(112)], { bFirst: 9 });
    nextTurn(m, nm(112), "bf1");
    settle(m, [["af1"]]);
    m.expectZone("af1", "confrontation").endWithDecisionOpen();
    const u = withLimbo([beta(120)], { bFirst: 9 });
    nextTurn(u, nm(120), "bf1");
    u.expectPower(nm(120), 2).endWithDecisionOpen();
    const c = withLimbo([beta(121)], { bFirst: 9 });
    nextTurn(c, nm(121), "bf1");
    settle(c, [["af1"]]);
    c.expectZone("af1", "exile").expectPower(nm(121), 2).endWithDecisionOpen();
    mark(108, 112, 120, 121);
  });

  it("#119 Reviving Cage, #136 Reforging Fate, #140 Revive, #270 Recover from the Abyss bring Limbo cards back", () => {
    const g = inInterzone(beta(119), [dumpA], [], ["AF", "bf1"]);
    cast(g, "A", "DumpA");
    settle(g, [["af2"]]);
    giveTo(g, "A");
    g.activate("A", nm(119), 0, { targets: ["af2"] });
    settle(g);
    g.expectZone(nm(119), "exile").expectZone("af2", "interzone").endWithDecisionOpen();
    for (const n of [136, 140, 270]) {
      const s = withLimbo([beta(n), ...pay(n === 270 ? "hollow" : "melancholic", 2)], { bFirst: 9 });
      cast(s, "A", nm(n), ["af1"]);
      settle(s);
      s.expectZone("af1", n === 136 ? "confrontation" : n === 140 ? "interzone" : "hand").endWithDecisionOpen();
    }
    mark(119, 136, 140, 270);
  });
});

describe("Beta Atavic wills and late additions", () => {
  it("#114 Lament mills per manifestation; #211 Quorum discards wills for +3 each; #222 Jija makes tokens; #279 Duel Honorably stops Support", () => {
    const l = match([beta(114)], [tiny("Tiny")], { aFirst: 1, bFirst: 5 });
    l.reveal("AF", "BF");
    giveTo(l, "A");
    l.support("A", nm(114)).pass("B").pass("A");
    const deckB = l.state.players[1]!.deck.length;
    settle(l, [["P1"]]);
    expect(l.state.players[1]!.deck.length).toBe(deckB - 1);
    l.endWithDecisionOpen();
    const w1 = card({ name: "Will1", type: "ephemeral_will", t: "hollow", cost: {}, script: { ops: [] } });
    const q = match([beta(211), w1], [], { bFirst: 9 });
    q.reveal(nm(211), "BF");
    settle(q, [["Will1"]]);
    q.expectZone("Will1", "limbo").expectPower(nm(211), 5).endWithDecisionOpen();
    const j = inInterzone(helper(), [beta(222)], [], [nm(222), "bf1"]);
    settle(j, [["P0"]]);
    expect(j.state.sides[0]!.confrontation).toHaveLength(2);
    j.endWithDecisionOpen();
    const d = match([beta(279), tiny("Tiny")], [], { bFirst: 9 });
    d.firsts("AF", "BF");
    cast(d, "A", nm(279));
    settle(d);
    d.passUntil((x) => x.phase === "reaction");
    giveTo(d, "A");
    d.support("A", "Tiny").expectRefused("support_forbidden").endWithDecisionOpen();
    mark(114, 211, 222, 279);
  });
});

describe("Beta: copies, uncovering, borrowed vessel cards, differences", () => {
  it("#122 Armored Pachywyrm: the loser pays 5 per point of difference; #284 Martyrize draws the revealed card's base power", () => {
    const s = match([beta(122)], [], { bFirst: 2 });
    s.reveal(nm(122), "BF").passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(s);
    s.expectEffectPoints("B", -15).endWithDecisionOpen();
    const m = match([beta(284), card({ name: "Big", power: 4 }), card({ name: "Coin", t: "hollow", power: 1 })], [], {
      bFirst: 9,
    });
    m.reveal("AF", "BF");
    giveTo(m, "A");
    const hand = m.state.players[0]!.hand.length;
    m.play("A", nm(284), { tribute: ["Coin"], extra: ["Big"] });
    settle(m);
    m.expectZone("Big", "exile")
      .expectZone(nm(284), "exile")
      .expectHand("A", hand - 3 + 4)
      .endWithDecisionOpen();
    mark(122, 284);
  });
});

describe("Beta: tributes from other zones", () => {
  it("#103 Forgotten Pile pays from the Limbo and is exiled", () => {
    const s = match([dumpA, beta(103), costs("Dark", { melancholic: 2 })], [], { bFirst: 5 });
    s.reveal("AF", "BF");
    cast(s, "A", "DumpA");
    settle(s, [[nm(103)]]);
    s.expectZone(nm(103), "limbo");
    giveTo(s, "A");
    s.play("A", "Dark", { tribute: [nm(103)] })
      .expectZone(nm(103), "exile")
      .endWithDecisionOpen();
    mark(103);
  });
});

describe("Beta 1–200: entering the Limbo", () => {
  it("#110 Zombieswing: entering the Limbo, you may return another target manifestation from your Limbo to your hand", () => {
    const dump2 = card({
      name: "Dump2",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: { ops: [{ op: "discard", who: "you", n: 1 }] },
    });
    const s = withLimbo([beta(110), dump2]);
    cast(s, "A", "Dump2");
    settle(s, [[nm(110)], ["yes"]]);
    s.expectZone(nm(110), "limbo").expectZone("af1", "hand").endWithDecisionOpen();
    mark(110);
  });
});

describe("Beta 1–200: Revelation checks, copies of wills, the Necromancer", () => {
  it("#125 Urolong: exhausted with {H}{H} in the Interzone, a manifestation of your Limbo into Support, without its effects; exiled if it wins", () => {
    const s = inInterzone(beta(125), [dumpA, ...pay("hollow", 1)], [], ["AF", "bf1"]);
    cast(s, "A", "DumpA");
    settle(s, [["af2"]]);
    s.expectZone("af2", "limbo");
    giveTo(s, "A");
    s.activate("A", nm(125), 0, { targets: ["af2"], tribute: ["pay-hollow-1"] });
    settle(s);
    s.expectZone("af2", "confrontation");
    expect([
      s.state.cards[s.id("af2")]!.controller,
      hasEffects(s.state, s.id("af2")),
      s.state.cards[s.id(nm(125))]!.exhausted,
    ]).toEqual([0, false, true]);
    expect(s.state.cards[s.id("af2")]!.memory).toEqual([{ on: "wins", dest: "exile" }]);
    s.endWithDecisionOpen();
    mark(125);
  });
});

describe("Beta 1–200: Support bought in hand or Interzone, offers and distributions", () => {
  it("#111 Diabolical Giant: in hand or in the Interzone, lose 10 points for Support until the end of the turn", () => {
    const s = match([beta(111), beta(111)], [], { bFirst: 5 });
    s.reveal("AF", "BF");
    giveTo(s, "A");
    const [inHand, other] = s.state.players[0]!.hand.filter(
      (id) => s.state.defs[s.state.cards[id]!.def]!.name === nm(111),
    );
    s.act({ type: "playSupport", player: 0, card: inHand! }).expectRefused("no_support");
    s.act({ type: "activate", player: 0, card: inHand!, ability: 0, targets: [], tribute: { cards: [] } });
    settle(s);
    s.expectEffectPoints("A", -10);
    s.act({ type: "playSupport", player: 0, card: inHand! }).pass("B").pass("A");
    expect(s.state.cards[inHand!]!.zone).toBe("confrontation");
    // From the Interzone (put there by hand): the second ability.
    giveTo(s, "A");
    s.act({ type: "manual", player: 0, move: { op: "move", card: other!, to: "interzone" } });
    s.act({ type: "activate", player: 0, card: other!, ability: 0, targets: [], tribute: { cards: [] } }).expectRefused(
      "wrong_phase",
    );
    s.act({ type: "activate", player: 0, card: other!, ability: 1, targets: [], tribute: { cards: [] } });
    settle(s);
    s.expectEffectPoints("A", -20);
    expect(hasKeyword(s.state, other!, "support")).toBe(true);
    s.endWithDecisionOpen();
    mark(111);
  });
});

describe("Beta 1–200: deck bottom, stalemate lock, movable silence", () => {
  it("#121 Carcass Devourer: put at the bottom of the deck, the deck is shuffled", () => {
    const sink = card({
      name: "Sink",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: {
        targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
        ops: [{ op: "move", to: "t0", dest: "deckBottom" }],
      },
    });
    const s = match([beta(121), sink], [], { bFirst: 5 });
    s.reveal(nm(121), "BF");
    settle(s);
    const before = [...s.state.players[0]!.deck];
    cast(s, "A", "Sink", [nm(121)]);
    settle(s);
    const after = s.state.players[0]!.deck;
    expect([...after].sort()).toEqual([...before, s.id(nm(121))].sort());
    // Shuffled: not simply the old deck with the card put under.
    expect(after).not.toEqual([...before, s.id(nm(121))]);
    s.endWithDecisionOpen();
    mark(121);
  });
});

describe("Beta: wills played from the Limbo", () => {
  it("#128 Ergorath: wills may be played from your Limbo for {H} and are then exiled; in the Interzone at the end of the turn, −10 and shuffled into the deck", () => {
    const ping = card({
      name: "Ping",
      type: "ephemeral_will",
      t: "vitreous",
      cost: { vitreous: 3 },
      script: { ops: [{ op: "points", who: "you", n: 5 }] },
    });
    const s = match([beta(128), ping, ...pay("vitreous", 1), ...pay("hollow", 1), tiny("Tiny")], [], { bFirst: 1 });
    s.reveal(nm(128), "BF");
    cast(s, "A", "Ping");
    settle(s);
    s.expectZone("Ping", "limbo").expectZone("pay-vitreous-1", "limbo");
    giveTo(s, "A");
    s.expectLegal("A", (a) => a.type === "playWill" && a.card === s.id("Ping"));
    s.play("A", "Ping").expectRefused("tribute_unpaid");
    s.play("A", "Ping", { tribute: ["pay-hollow-1"] });
    settle(s);
    s.expectEffectPoints("A", 10).expectZone("Ping", "exile");
    giveTo(s, "A");
    s.support("A", "Tiny").pass("B").pass("A");
    s.passTo("placement").choose("A", [`${s.id(nm(128))}:slot0`]);
    for (let i = 0; i < 3 && s.decisionOf("A"); i++)
      s.decide("A", [s.decisionOf("A")!.options.find((o) => o.endsWith(":deck"))!]);
    s.passUntil((x) => x.phase !== "end");
    settle(s);
    s.expectEffectPoints("A", 0).expectZone(nm(128), "deck").endWithDecisionOpen();
    mark(128);
  });
});

describe("Beta: hands limited for a turn", () => {
  it("#109 Possessed Pyramid: taken into an opposing vessel, that player's hand is one smaller the next turn and excess cards are discarded at once", () => {
    const draw3 = card({
      name: "Draw3",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: { ops: [{ op: "draw", who: "you", n: 3 }] },
    });
    const s = match([beta(109)], [draw3], { bFirst: 5 });
    s.reveal(nm(109), "BF");
    expect(handLimit(s.state, 1)).toBe(7);
    nextTurn(s, "af1", "bf1");
    s.expectZone(nm(109), "vessel");
    expect([handLimit(s.state, 0), handLimit(s.state, 1)]).toEqual([7, 6]);
    const deckTop = s.state.players[1]!.deck.slice(0, 3);
    cast(s, "B", "Draw3");
    settle(s);
    // 4 cards + 3 drawn: the last one drawn goes to the Limbo.
    expect([s.state.players[1]!.hand.length, s.state.cards[deckTop[2]!]!.zone]).toEqual([6, "limbo"]);
    s.endWithDecisionOpen();
    mark(109);
  });

  it("#123 Red Plague: in an opposing vessel, each turn that player loses 10 points or has a hand of 5 this turn (the excess discarded at once)", () => {
    const run = (payPoints: boolean) => {
      const s = match([beta(123)], [], { bFirst: 5 });
      s.reveal(nm(123), "BF");
      untilAsked(s, "B", "may");
      s.expectZone(nm(123), "vessel");
      const hand = [...s.state.players[1]!.hand];
      s.decide("B", [payPoints ? "yes" : "no"]);
      settle(s);
      return { s, hand };
    };
    const paid = run(true);
    paid.s.expectEffectPoints("B", -10);
    expect(handLimit(paid.s.state, 1)).toBe(7);
    paid.s.endWithDecisionOpen();
    const capped = run(false);
    capped.s.expectEffectPoints("B", 0);
    expect(handLimit(capped.s.state, 1)).toBe(5);
    expect(capped.hand.length).toBe(6);
    expect([capped.s.state.players[1]!.hand.length, capped.s.state.cards[capped.hand[5]!]!.zone]).toEqual([5, "limbo"]);
    capped.s.endWithDecisionOpen();
    mark(123);
  });
});

describe("Beta: effects an opponent may pay to stop", () => {
  it("#116 Lerxur, the Black Moon: in an opposing vessel, each turn that player discards the top 2 cards of their deck unless they pay {H}{H}", () => {
    const run = (pay: boolean) => {
      const s = match([beta(116)], [card({ name: "Coin2", t: "hollow", power: 2 })], { bFirst: 5 });
      s.reveal(nm(116), "BF");
      const d = untilAsked(s, "B", "unlessPay");
      s.expectZone(nm(116), "vessel");
      const top2 = s.state.players[1]!.deck.slice(0, 2);
      s.decide("B", [pay ? d.options.find((o) => o === s.id("Coin2"))! : "decline"]);
      settle(s);
      expect(top2.map((id) => s.state.cards[id]!.zone)).toEqual(pay ? ["hand", "hand"] : ["limbo", "limbo"]);
      if (pay) s.expectZone("Coin2", "limbo");
      s.endWithDecisionOpen();
    };
    run(false);
    run(true);
    mark(116);
  });
});

describe("Beta: another victory condition", () => {
  it("#129 Half Han: in your Limbo at the end of the game, you win only with −130 points or less (and cannot win otherwise)", () => {
    const s = match([beta(129), dump], [], { bFirst: 5 });
    s.reveal("AF", "BF");
    cast(s, "A", "Dump");
    settle(s, [[nm(129)]]);
    s.expectZone(nm(129), "limbo");
    const endWith = (a: number, b: number) => {
      const st = structuredClone(s.state) as GameState;
      st.players[0]!.effectPoints = a - scoreOf(st, 0) + st.players[0]!.effectPoints;
      st.players[1]!.effectPoints = b - scoreOf(st, 1) + st.players[1]!.effectPoints;
      endGame({ s: st, ev: [] }, "turnLimit");
      return [st.result!.winner, st.result!.points];
    };
    // More points do not win; the opponent does.
    expect(endWith(50, 10)).toEqual([1, [50, 10]]);
    // −130 or less wins.
    expect(endWith(-130, 10)).toEqual([0, [-130, 10]]);
    expect(endWith(-129, -200)).toEqual([1, [-129, -200]]);
    s.endWithDecisionOpen();
    mark(129);
  });
});

describe("Beta: the Limbo and the stalemate", () => {
  it("#124 Otranth: 2 Shackle counters; one comes off per manifestation entering a Limbo; without them it has Support; each turn in the Interzone −10 and the counters back", () => {
    const dumps = [1, 2].map((i) =>
      card({
        name: `Dump${i}`,
        type: "ephemeral_will",
        t: "hollow",
        cost: {},
        script: { ops: [{ op: "discard", who: "you", n: 1 }] },
      }),
    );
    const s = match([beta(124), ...dumps], [], { bFirst: 1 });
    s.reveal(nm(124), "BF");
    settle(s);
    const otranth = s.id(nm(124));
    const shackles = () => s.state.cards[otranth]!.counters.Shackle ?? 0;
    expect([shackles(), hasKeyword(s.state, otranth, "support")]).toEqual([2, false]);
    cast(s, "A", "Dump1");
    settle(s, [["af1"]]);
    expect(shackles()).toBe(1);
    cast(s, "A", "Dump2");
    settle(s, [["af2"]]);
    expect([shackles(), hasKeyword(s.state, otranth, "support")]).toEqual([0, true]);
    s.passTo("placement").choose("A", [`${otranth}:slot0`]);
    nextTurn(s, "af3", "bf1");
    s.expectZone(nm(124), "interzone").expectEffectPoints("A", -10);
    expect(shackles()).toBe(2);
    s.endWithDecisionOpen();
    mark(124);
  });
});

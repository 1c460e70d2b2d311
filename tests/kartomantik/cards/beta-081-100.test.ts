// Beta cards #81–#100 behave as their text says (scripts in engine/kartomantik/cards/beta.ts): harness cases (the
// change an effect makes) and scenarios, each under the number of the first card it cites. Cards are found by
// collection number (`beta(n)`); the set is read from ../shared (never copied into the repository).
import { describe, expect, it } from "vitest";
import { hasKeyword } from "@/engine/kartomantik";
import { outcomeNow } from "@/engine/kartomantik/flow";
import { card, filler, scenario } from "../dsl";
import { cast, giveTo, match, nextTurn, pay, settle, tiny, toEndPhase, zap } from "../harness";
import { beta } from "../sets";
import { has, nm, withLimbo, atavic, counters, harnessCases, tributeCases, mark } from "./beta-scenarios";

harnessCases({
  83: { as: "will", delta: { handA: 1 } },
  84: { as: "will", targets: ["BF"], delta: { czB: -1, deckB: 1 } },
  89: { as: "will", targets: ["AF"], check: (s) => has("persist")(s, s.id("AF")) },
  93: { as: "will", targets: ["BF"], delta: { czB: -1, deckB: 1 } },
});

tributeCases({
  99: "choleric",
  100: "capricious",
});

describe("Beta Atavic wills and late additions", () => {
  it("#94 Atavic Introspection, #141 Atavic Oppression, #188 Atavic Volatility, #235 Atavic Fury: five counters for an effect", () => {
    const v = atavic(94, [], [], { aT: "vitreous" });
    expect(counters(v, 94)).toEqual({ Control: 1 });
    giveTo(v, "A");
    v.act({ type: "manual", player: 0, move: { op: "counters", card: v.id(nm(94)), counter: "Control", delta: 4 } });
    v.activate("A", nm(94), 1, { targets: ["BF"] });
    settle(v);
    v.expectZone("BF", "hand").endWithDecisionOpen();
    const o = atavic(141, [], [], { aT: "melancholic" });
    giveTo(o, "A");
    o.act({ type: "manual", player: 0, move: { op: "counters", card: o.id(nm(141)), counter: "Fatigue", delta: 4 } });
    const handB = o.state.players[1]!.hand.length;
    o.activate("A", nm(141), 1);
    settle(o);
    o.expectHand("B", handB - 1).endWithDecisionOpen();
    const y = atavic(188, [], [], { aT: "capricious" });
    giveTo(y, "A");
    y.act({ type: "manual", player: 0, move: { op: "counters", card: y.id(nm(188)), counter: "Coil", delta: 4 } });
    y.activate("A", nm(188), 1);
    settle(y);
    y.expectZone("AF", "stalemate").expectZone("BF", "stalemate").endWithDecisionOpen();
    const f = atavic(235, [], [], { aT: "choleric" });
    giveTo(f, "A");
    f.act({ type: "manual", player: 0, move: { op: "counters", card: f.id(nm(235)), counter: "Violence", delta: 4 } });
    f.activate("A", nm(235), 1, { targets: ["BF"] });
    settle(f);
    f.expectPower("BF", 3).endWithDecisionOpen();
    mark(94, 141, 188, 235);
  });
});

describe("Beta: copies, uncovering, borrowed vessel cards, differences", () => {
  it("#85 Mirror the Impulse puts a token copy in Support; #88 Consult digs to a manifestation; #66 Skysailing Triad", () => {
    const s = match([beta(85), ...pay("vitreous", 2)], [], { aFirst: 1, bFirst: 9 });
    s.reveal("AF", "BF");
    cast(s, "A", nm(85), ["AF"]);
    settle(s);
    expect(s.state.sides[0]!.confrontation).toHaveLength(2);
    const copy = s.state.sides[0]!.confrontation[1]!;
    expect(s.state.defs[s.state.cards[copy]!.def]!.name).toBe("AF");
    s.endWithDecisionOpen();
    const willFirst = card({ name: "Plan", type: "ephemeral_will", t: "hollow", cost: {}, script: { ops: [] } });
    const c = scenario({
      A: [
        card({ name: "AF", power: 1 }),
        beta(88),
        ...pay("vitreous", 2),
        ...filler("af", 3),
        willFirst,
        card({ name: "Found", power: 4 }),
      ],
      B: [card({ name: "BF", power: 9 }), ...filler("bf", 6)],
      padTo: 24,
    });
    c.reveal("AF", "BF");
    cast(c, "A", nm(88), ["P0"]);
    settle(c);
    c.expectZone("Plan", "limbo").expectZone("Found", "confrontation").endWithDecisionOpen();
    const t = scenario({
      A: [beta(66), ...filler("af", 6), card({ name: "Next", power: 2 })],
      B: [card({ name: "BF", power: 9 }), ...filler("bf", 6)],
      padTo: 24,
    });
    t.reveal(nm(66), "BF");
    settle(t);
    t.expectZone("Next", "confrontation").endWithDecisionOpen();
    mark(85, 88, 66);
  });
});

describe("Beta 1–200: draws, the last to enter, the Limbo left", () => {
  it("#98 Mourning Offal: Support once a card has left a Limbo this turn", () => {
    const raise = card({
      name: "Raise",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: {
        targets: [{ kind: "card", sel: { zone: "limbo", controller: "you" } }],
        ops: [{ op: "move", to: "t0", dest: "hand" }],
      },
    });
    const s = withLimbo([beta(98), raise], { bFirst: 9 });
    giveTo(s, "A");
    s.support("A", nm(98)).expectRefused("no_support");
    cast(s, "A", "Raise", ["af1"]);
    settle(s);
    s.expectZone("af1", "hand");
    giveTo(s, "A");
    s.support("A", nm(98)).pass("B").pass("A");
    s.expectZone(nm(98), "confrontation");
    expect(hasKeyword(s.state, s.id(nm(98)), "support")).toBe(true);
    s.endWithDecisionOpen();
    mark(98);
  });
});

describe("Beta 1–200: exchanged control", () => {
  it("#92 Dominate the Aspects: two manifestations in the Confrontation Zone exchange control; at the Resolution both go under their owners' decks", () => {
    const s = match([beta(92), ...pay("vitreous", 2)], [], { aFirst: 1, bFirst: 5 });
    s.reveal("AF", "BF");
    cast(s, "A", nm(92), ["AF", "BF"]);
    settle(s);
    expect([s.state.cards[s.id("AF")]!.controller, s.state.cards[s.id("BF")]!.controller]).toEqual([1, 0]);
    expect(outcomeNow(s.state).winner).toBe(0);
    toEndPhase(s);
    s.expectZone("AF", "deck").expectZone("BF", "deck");
    expect([s.state.players[0]!.deck.at(-1), s.state.players[1]!.deck.at(-1)]).toEqual([s.id("AF"), s.id("BF")]);
    s.endWithDecisionOpen();
    mark(92);
  });
});

describe("Beta 1–200: Revelation checks, copies of wills, the Necromancer", () => {
  it("#86 Imitate: a copy of a target will on the stack, with a new target", () => {
    const s = match([beta(86), ...pay("vitreous", 2)], [zap], { aFirst: 3, bFirst: 5 });
    s.reveal("AF", "BF");
    giveTo(s, "B");
    s.play("B", "Zap", { targets: ["AF"] });
    s.act({
      type: "playWill",
      player: 0,
      card: s.id(nm(86)),
      targets: [`S${s.state.stack[0]!.id}`],
      tribute: { cards: [s.id("pay-vitreous-1")] },
    });
    settle(s, [["BF"]]);
    s.expectPower("AF", 2).expectPower("BF", 4).expectZone(nm(86), "limbo").endWithDecisionOpen();
    mark(86);
  });
});

describe("Beta: wills played from the Limbo", () => {
  it("#82 Freenya: whenever you play a will from hand, you may play a will from your Limbo for free; it is exiled afterwards", () => {
    const ping = card({
      name: "Ping",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: {
        targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
        ops: [
          { op: "points", who: "you", n: 5 },
          { op: "power", to: "t0", amount: 1, until: "turn" },
        ],
      },
    });
    const pong = card({
      name: "Pong",
      type: "ephemeral_will",
      t: "vitreous",
      cost: { vitreous: 1 },
      script: { ops: [{ op: "points", who: "you", n: 1 }] },
    });
    const s = match([beta(82), ping, pong, card({ name: "Blue", t: "vitreous", power: 1 })], [], { bFirst: 9 });
    s.reveal(nm(82), "BF");
    cast(s, "A", "Ping", [nm(82)]);
    settle(s);
    s.expectZone("Ping", "limbo").expectEffectPoints("A", 5).expectPower(nm(82), 4);
    cast(s, "A", "Pong");
    settle(s, [["Ping"], [nm(82)]]);
    // Ping again (free, from the Limbo), then exiled; Pong paid and resolved.
    s.expectEffectPoints("A", 11)
      .expectPower(nm(82), 5)
      .expectZone("Ping", "exile")
      .expectZone("Pong", "limbo")
      .expectZone("Blue", "limbo");
    s.endWithDecisionOpen();
    mark(82);
  });
});

describe("Beta: winners kept for the next confrontation", () => {
  it("#91 Suspend Judgment: in the Resolution, a player's winning manifestations stay in the Confrontation Zone until the next Resolution", () => {
    const s = match([beta(91), ...pay("vitreous", 2), tiny("Tiny")], [], { aFirst: 6, bFirst: 1 });
    s.reveal("AF", "BF");
    giveTo(s, "A");
    s.support("A", "Tiny").pass("B").pass("A");
    s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    cast(s, "A", nm(91), ["P0"]);
    settle(s);
    s.passTo("end");
    // Not placed: still in the Confrontation Zone; the loser's First was taken.
    s.expectZone("AF", "confrontation").expectZone("Tiny", "confrontation").expectZone("BF", "vessel");
    // Next turn A keeps them (no new First to choose) and they count again.
    for (let i = 0; i < 40 && !(s.state.phase === "choose" && s.state.decisions.length > 0); i++) {
      const d = s.state.decisions[0];
      if (d) s.decide(d.player === 0 ? "A" : "B", d.options.slice(0, Math.max(d.min, 1)));
      else s.pass(s.state.priority === 0 ? "A" : "B");
    }
    expect(s.state.decisions.map((d) => d.player)).toEqual([1]);
    s.endWithDecisionOpen();
    mark(91);
  });
});

describe("Beta: copying a will on the stack, abilities used from the hand", () => {
  it("#81 Malaleuco: from the hand, {B}{B}{B} puts it in a free Interzone space; from the Interzone, exhausting it copies your will on the stack (new target allowed)", () => {
    const boost = card({
      name: "Boost",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: {
        targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
        ops: [{ op: "power", to: "t0", amount: 2, until: "turn" }],
      },
    });
    const s = match([beta(81), ...pay("vitreous", 1), boost, tiny("Tiny")], [], { aFirst: 1, bFirst: 9 });
    s.reveal("AF", "BF");
    giveTo(s, "A");
    s.expectLegal("A", (a) => a.type === "activate" && a.card === s.id(nm(81)) && a.ability === 1);
    s.activate("A", nm(81), 1, { tribute: [nm(81)] }).expectRefused("tribute_invalid");
    s.activate("A", nm(81), 1, { tribute: ["pay-vitreous-1"] });
    settle(s);
    s.expectZone(nm(81), "interzone").expectZone("pay-vitreous-1", "limbo");
    giveTo(s, "A");
    s.support("A", "Tiny").pass("B").pass("A");
    giveTo(s, "A");
    s.play("A", "Boost", { targets: ["AF"] }).pass("B");
    s.activate("A", nm(81), 0, { targets: ["top"] });
    settle(s, [["Tiny"]]);
    // The copy (a token will) boosted Tiny, the will itself AF; the copy is gone.
    s.expectPower("Tiny", 3).expectPower("AF", 3).expectZone("Boost", "limbo");
    expect(Object.values(s.state.cards).some((c) => c.def === "copy:Boost")).toBe(false);
    expect(s.state.cards[s.id(nm(81))]!.exhausted).toBe(true);
    s.endWithDecisionOpen();
    mark(81);
  });
});

describe("Beta: changing the target of what is on the stack", () => {
  it("#90 Scrambling Beacon: 3 Lucore counters; {H}{H}{H} and a counter change the target of a card or effect on the stack that targets a card on the field", () => {
    const s = match([beta(90), ...pay("vitreous", 1), tiny("Tiny", 1), ...pay("hollow", 1)], [zap], {
      aFirst: 6,
      bFirst: 1,
    });
    s.reveal("AF", "BF");
    giveTo(s, "A");
    s.support("A", "Tiny").pass("B").pass("A");
    s.passTo("placement")
      .choose("A", [`${s.id("AF")}:slot0`])
      .choose("A", [`${s.id("Tiny")}:slot1`]);
    cast(s, "A", nm(90));
    settle(s);
    const beacon = s.id(nm(90));
    expect(s.state.cards[beacon]!.counters.Lucore).toBe(3);
    giveTo(s, "B");
    s.play("B", "Zap", { targets: ["AF"] });
    s.activate("A", nm(90), 1, { targets: ["top"], tribute: ["pay-hollow-1"] });
    settle(s, [[`0>${s.id("Tiny")}`]]);
    // Zap hit Tiny (1 → 0: destroyed) instead of AF.
    s.expectPower("AF", 6).expectZone("Tiny", "limbo");
    expect(s.state.cards[beacon]!.counters.Lucore).toBe(2);
    s.endWithDecisionOpen();
    mark(90);
  });
});

describe("Beta: when wills may be played, what the confrontation counts", () => {
  it("#87 Nullifying Hat: exhaust and {H}{H}: a Support's power does not count in the confrontation this turn", () => {
    const bSup = card({ name: "BSup", power: 3, text: "Support." });
    const s = match([beta(87), ...pay("vitreous", 2), tiny("Tiny"), ...pay("hollow", 1)], [bSup], {
      aFirst: 1,
      bFirst: 5,
    });
    s.reveal("AF", "BF");
    toEndPhase(s);
    cast(s, "A", nm(87));
    settle(s);
    s.expectZone(nm(87), "field");
    nextTurn(s, "af1", "bf1");
    giveTo(s, "B");
    s.support("B", "BSup").pass("A").pass("B");
    giveTo(s, "A");
    s.support("A", "Tiny").pass("B").pass("A");
    giveTo(s, "A");
    s.activate("A", nm(87), 0, { targets: ["BSup"], tribute: ["pay-hollow-1"] });
    settle(s);
    expect(s.state.cards[s.id(nm(87))]!.exhausted).toBe(true);
    // B: bf1 1 (+ BSup 3 not counted) against A: af1 1 + Tiny 1.
    s.passTo("placement");
    expect([s.state.players[0]!.wonTurn, s.state.players[1]!.lostTurn]).toEqual([s.state.turn, s.state.turn]);
    s.endWithDecisionOpen();
    mark(87);
  });
});

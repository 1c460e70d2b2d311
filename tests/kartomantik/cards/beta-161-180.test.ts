// Beta cards #161–#180 behave as their text says (scripts in engine/kartomantik/cards/beta.ts): harness cases (the
// change an effect makes) and scenarios, each under the number of the first card it cites. Cards are found by
// collection number (`beta(n)`); the set is read from ../shared (never copied into the repository).
import { describe, expect, it } from "vitest";
import { powerOf } from "@/engine/kartomantik";
import { hasEffects } from "@/engine/kartomantik/core";
import { outcomeNow } from "@/engine/kartomantik/flow";
import { card } from "../dsl";
import { cast, giveTo, match, nextTurn, pay, settle, tiny, toEndPhase, zap } from "../harness";
import { beta } from "../sets";
import { mods, nm, inInterzone, onAFAndTiny, retarget, harnessCases, mark } from "./beta-scenarios";

harnessCases({
  169: { as: "first", check: (s) => expect(mods(s, "BF")).toContain("loseEffects") },
  178: { as: "will", delta: { bFirst: -4 } },
});

describe("Beta cards (Interzone)", () => {
  it("#172 Vexing Thorn trades 2 power for a target's effects; #204 Pimbo is sacrificed for −1 to all", () => {
    const s = inInterzone(beta(172), [], [], ["AF", "bf1"]);
    giveTo(s, "A");
    s.activate("A", nm(172), 0, { targets: ["bf1"] });
    settle(s);
    s.expectPower(nm(172), 3)
      .check((x) => expect(mods(x, "bf1")).toContain("loseEffects"))
      .endWithDecisionOpen();
    const p = inInterzone(beta(204), [], [], ["AF", "bf1"]);
    giveTo(p, "A");
    p.activate("A", nm(204), 0);
    settle(p);
    p.expectZone(nm(204), "limbo").expectZone("AF", "limbo").endWithDecisionOpen();
    mark(172, 204);
  });
});

describe("Beta cards (vessels)", () => {
  it("#162 Sallow Thief takes back one of yours; #209 Tardigramo exiles from the opposing vessel; #213 Vengeful Vilupera", () => {
    for (const n of [162, 209, 213]) {
      const s = match([beta(n)], [], { bFirst: 5 });
      s.reveal("AF", "BF")
        .passTo("placement")
        .choose("B", [`${s.id("BF")}:deck`]);
      nextTurn(s, nm(n), "bf1");
      if (n === 213) {
        s.expectPower(nm(n), 3);
      } else {
        s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
        settle(s, [["AF"]]);
        s.expectZone("AF", n === 162 ? "hand" : "exile");
      }
      s.endWithDecisionOpen();
    }
    mark(162, 209, 213);
  });
});

describe("Beta cards (other scenarios)", () => {
  it("#177 Trim the Excess resets power; #179 Neutralize counters a card on the stack; #221 Imgurd scores power losses", () => {
    const t = match([beta(177), ...pay("capricious", 2)], [], { aFirst: 1, bFirst: 5 });
    t.reveal("AF", "BF");
    t.act({ type: "manual", player: 0, move: { op: "power", card: t.id("BF"), delta: -2 } }).expectPower("BF", 3);
    cast(t, "A", nm(177));
    settle(t);
    t.expectPower("BF", 5).endWithDecisionOpen();
    const n = match([beta(179), ...pay("capricious", 2)], [zap], { aFirst: 5, bFirst: 1 });
    n.reveal("AF", "BF");
    cast(n, "B", "Zap", ["AF"]);
    n.act({
      type: "playWill",
      player: 0,
      card: n.id(nm(179)),
      targets: [`S${n.state.stack[0]!.id}`],
      tribute: { cards: [n.id("pay-capricious-1")] },
    });
    settle(n);
    n.expectZone("Zap", "limbo").expectPower("AF", 5).endWithDecisionOpen();
    const i = match([beta(221), zap], [], { bFirst: 9 });
    i.reveal(nm(221), "BF");
    cast(i, "A", "Zap", ["BF"]);
    settle(i);
    i.expectEffectPoints("A", 5).endWithDecisionOpen();
    mark(177, 179, 221);
  });
});

describe("Beta: what entered a zone this turn, distributions, Worm Bomb", () => {
  it("#174 Worm Bomb destroys what it finds in its new vessel", () => {
    const s = match([beta(174)], [card({ name: "Big", power: 9 })], { bFirst: 5 });
    s.reveal("AF", "BF")
      .passTo("placement")
      .choose("B", [`${s.id("BF")}:deck`]);
    nextTurn(s, nm(174), "Big");
    s.passTo("placement");
    settle(s);
    s.expectZone(nm(174), "vessel").expectZone("AF", "limbo").endWithDecisionOpen();
    mark(174);
  });
});

describe("Beta 1–200: discarded from hand in the Reaction", () => {
  it("#161 Ranba: while the opponent's latest Support has base power ≤ 2, reveal and discard it: that manifestation enters your vessel", () => {
    const s = match([beta(161)], [tiny("T1"), tiny("Big", 3)], { aFirst: 1, bFirst: 5 });
    s.reveal("AF", "BF");
    const act = () =>
      s.act({ type: "activate", player: 0, card: s.id(nm(161)), ability: 0, targets: [], tribute: { cards: [] } });
    giveTo(s, "A");
    act().expectRefused("cost_unpaid");
    giveTo(s, "B");
    s.support("B", "Big").pass("A").pass("B");
    giveTo(s, "B");
    s.support("B", "T1").pass("A").pass("B");
    giveTo(s, "A");
    act();
    s.expectZone(nm(161), "limbo");
    settle(s);
    s.expectZone("T1", "vessel").expectZone("Big", "confrontation");
    expect(s.state.players[0]!.vessel).toContain(s.id("T1"));
    s.endWithDecisionOpen();
    mark(161);
  });
});

describe("Beta 1–200: answering a will from hand", () => {
  it("#163 Unruly Flail: while an opponent's will on the stack targets a manifestation in the Confrontation Zone, Support from hand, neutralizing it", () => {
    const s = match([beta(163)], [zap], { aFirst: 3, bFirst: 5 });
    s.reveal("AF", "BF");
    giveTo(s, "A");
    s.support("A", nm(163)).expectRefused("no_support");
    giveTo(s, "B");
    s.play("B", "Zap", { targets: ["AF"] });
    s.support("A", nm(163));
    settle(s);
    s.expectZone(nm(163), "confrontation").expectZone("Zap", "limbo").expectPower("AF", 3).endWithDecisionOpen();
    mark(163);
  });
});

describe("Beta 1–200: Revelation checks, copies of wills, the Necromancer", () => {
  it("#167 The Stomper: revealed as the First with the highest base power, its controller wins the confrontation; put under the deck, it is shuffled", () => {
    const boost = card({
      name: "Boost",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: {
        targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
        ops: [{ op: "power", to: "t0", amount: 5, until: "turn" }],
      },
    });
    const s = match([beta(167)], [boost], { bFirst: 3 });
    s.reveal(nm(167), "BF");
    settle(s);
    cast(s, "B", "Boost", ["BF"]);
    settle(s);
    s.expectPower("BF", 8);
    expect(outcomeNow(s.state).winner).toBe(0);
    s.passTo("placement");
    s.expectZone("BF", "vessel");
    const before = [...s.state.players[0]!.deck];
    s.choose("A", [`${s.id(nm(167))}:deck`]);
    expect([...s.state.players[0]!.deck].sort()).toEqual([...before, s.id(nm(167))].sort());
    expect(s.state.players[0]!.deck).not.toEqual([...before, s.id(nm(167))]);
    s.endWithDecisionOpen();
    // Not the highest base power (equal): no forced win.
    const t = match([beta(167)], [], { bFirst: 4 });
    t.reveal(nm(167), "BF");
    settle(t);
    expect(t.state.flags["winsConfrontation:0"]).toBeUndefined();
    t.endWithDecisionOpen();
    mark(167);
  });
});

describe("Beta 1–200: deck bottom, stalemate lock, movable silence", () => {
  it("#180 Annihilating Nectar: the chosen manifestation loses its effects; in the End Phase {Y} moves it to another", () => {
    const def = beta(180);
    const s = onAFAndTiny(180);
    const fx = (name: string) => hasEffects(s.state, s.id(name));
    expect([fx("AF"), fx("Tiny")]).toEqual([false, true]);
    retarget(s, 180, "Tiny", ["pay-capricious-2"]);
    expect([fx("AF"), fx("Tiny")]).toEqual([true, false]);
    expect(s.state.cards[s.id(def.name)]!.exhausted).toBe(true);
    // Gone with the will.
    giveTo(s, "A");
    s.act({ type: "manual", player: 0, move: { op: "move", card: s.id(def.name), to: "limbo" } });
    expect(fx("Tiny")).toBe(true);
    s.endWithDecisionOpen();
    mark(180);
  });
});

describe("Beta: control borrowed while the source stays", () => {
  it("#168 Thought Saboteur: a card taken back from the one who borrowed it returns to that borrower when the Saboteur leaves, whose hold still lasts", () => {
    // B's own Saboteur under another name (the same script): each side has one.
    const theirs = { ...beta(168), id: `${beta(168).id}-b`, name: "Saboteur B" };
    const s = match([beta(168)], [theirs], { aFirst: 1, bFirst: 5 });
    s.reveal("AF", "BF")
      .passTo("placement")
      .choose("B", [`${s.id("BF")}:slot0`]);
    const bf = s.id("BF");
    // Turn 2: A's Saboteur takes BF from B's Interzone.
    nextTurn(s, nm(168), "bf1");
    s.passTo("placement").choose("A", [`${s.id(nm(168))}:slot0`]);
    settle(s);
    expect(s.state.cards[bf]!.controller).toBe(0);
    // Turn 3: B's Saboteur takes it back from A's Interzone.
    nextTurn(s, "af1", "Saboteur B");
    s.passTo("placement").choose("B", [`${s.id("Saboteur B")}:slot0`]);
    settle(s, [["BF"]]);
    expect(s.state.cards[bf]!.controller).toBe(1);
    // B's Saboteur leaves the field: BF goes back to A, whose Saboteur still holds it — not to its owner B.
    giveTo(s, "B");
    s.act({ type: "manual", player: 1, move: { op: "move", card: s.id("Saboteur B"), to: "limbo" } });
    expect(s.state.cards[bf]!.controller).toBe(0);
    // Then A's leaves too: BF is B's again.
    giveTo(s, "A");
    s.act({ type: "manual", player: 0, move: { op: "move", card: s.id(nm(168)), to: "limbo" } });
    expect([s.state.cards[bf]!.controller, s.state.sides[1]!.interzone.includes(bf)]).toEqual([1, true]);
    s.endWithDecisionOpen();
  });

  it("#168 Thought Saboteur: entering the Interzone, it takes an opposing Interzone card (or persistent will) for as long as it stays on the field", () => {
    const s = match([beta(168)], [], { aFirst: 1, bFirst: 5 });
    s.reveal("AF", "BF")
      .passTo("placement")
      .choose("B", [`${s.id("BF")}:slot0`]);
    nextTurn(s, nm(168), "bf1");
    s.passTo("placement").choose("A", [`${s.id(nm(168))}:slot0`]);
    settle(s);
    const bf = s.id("BF");
    expect([
      s.state.cards[bf]!.controller,
      s.state.sides[0]!.interzone.indexOf(bf),
      s.state.sides[1]!.interzone.includes(bf),
    ]).toEqual([0, 1, false]);
    // The Saboteur leaves the field: BF goes back under B's control, in B's Interzone.
    s.act({ type: "manual", player: 0, move: { op: "move", card: s.id(nm(168)), to: "limbo" } });
    expect([
      s.state.cards[bf]!.controller,
      s.state.cards[bf]!.zone,
      s.state.sides[1]!.interzone.includes(bf),
      s.state.sides[0]!.interzone.includes(bf),
    ]).toEqual([1, "interzone", true, false]);
    s.endWithDecisionOpen();
    // A persistent will: it moves to A's side of the field and back.
    const bw = card({ name: "BW", type: "persistent_will", t: "hollow", cost: {}, script: { abilities: [] } });
    const w = match([beta(168)], [bw], { aFirst: 1, bFirst: 5 });
    w.reveal("AF", "BF");
    toEndPhase(w);
    cast(w, "B", "BW");
    settle(w);
    nextTurn(w, nm(168), "bf1");
    w.passTo("placement").choose("A", [`${w.id(nm(168))}:slot0`]);
    settle(w);
    expect([w.state.sides[0]!.field, w.state.sides[1]!.field]).toEqual([[w.id("BW")], []]);
    w.act({ type: "manual", player: 0, move: { op: "move", card: w.id(nm(168)), to: "deck" } });
    expect([w.state.sides[0]!.field, w.state.sides[1]!.field, w.state.cards[w.id("BW")]!.controller]).toEqual([
      [],
      [w.id("BW")],
      1,
    ]);
    w.endWithDecisionOpen();
    mark(168);
  });
});

describe("Beta: the Limbo and the stalemate", () => {
  it("#173 Logos, the Lost: losing, it and a winner go to the stalemate and stay there this turn; winning, it may send an Interzone card there", () => {
    const lose = match([beta(173)], [], { bFirst: 5 });
    lose.reveal(nm(173), "BF");
    settle(lose);
    lose.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(lose);
    lose.expectZone(nm(173), "stalemate").expectZone("BF", "stalemate");
    // Nobody takes or places them this turn.
    lose.passUntil((x) => x.phase === "end");
    lose.expectZone(nm(173), "stalemate").expectZone("BF", "stalemate").endWithDecisionOpen();
    const win = match([beta(173)], [card({ name: "Keeper", power: 6 })], { aFirst: 1, bFirst: 5 });
    win
      .reveal("AF", "Keeper")
      .passTo("placement")
      .choose("B", [`${win.id("Keeper")}:slot0`]);
    nextTurn(win, nm(173), "bf1");
    settle(win);
    win.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(win, [["Keeper"]]);
    win.expectZone("Keeper", "stalemate");
    win.passTo("placement");
    for (let i = 0; i < 3 && win.decisionOf("A"); i++)
      win.decide("A", [win.decisionOf("A")!.options.find((o) => o.endsWith(":deck"))!]);
    win.expectZone("Keeper", "stalemate").expectZone("bf1", "vessel").endWithDecisionOpen();
    mark(173);
  });
});

describe("Beta: taking control of manifestations", () => {
  it("#171 Zaguor, Greedy Pedal: when it wins, exiling it takes a manifestation from the opposing vessel into your Interzone", () => {
    const s = match([beta(171)], [], { aFirst: 1, bFirst: 5 });
    s.reveal("AF", "BF");
    nextTurn(s, nm(171), "bf1");
    s.expectZone("AF", "vessel");
    settle(s);
    s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(s, [["AF"], ["yes"]]);
    s.expectZone(nm(171), "exile").expectZone("AF", "interzone");
    expect([
      s.state.cards[s.id("AF")]!.controller,
      s.state.sides[0]!.interzone.includes(s.id("AF")),
      s.state.players[1]!.vessel,
    ]).toEqual([0, true, []]);
    s.endWithDecisionOpen();
    // Declining keeps Zaguor and leaves the card where it is.
    const d = match([beta(171)], [], { aFirst: 1, bFirst: 5 });
    d.reveal("AF", "BF");
    nextTurn(d, nm(171), "bf1");
    settle(d);
    d.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(d, [["AF"], ["no"]]);
    d.expectZone(nm(171), "confrontation").expectZone("AF", "vessel").endWithDecisionOpen();
    mark(171);
  });

  it("#176 Bratto: during a confrontation {H}{H} takes an opposing card from the stalemate into your vessel and puts a token copy of it in Support", () => {
    const s = match([beta(176), ...pay("hollow", 2)], [], { aFirst: 2, bFirst: 2 });
    s.reveal("AF", "BF");
    settle(s);
    s.passUntil((x) => x.phase === "end" || x.turn === 2);
    nextTurn(s, nm(176), "bf1");
    s.expectZone("BF", "stalemate");
    const bf = s.id("BF");
    giveTo(s, "A");
    s.activate("A", nm(176), 0, { targets: ["B:BF"], tribute: ["pay-hollow-1"] });
    settle(s);
    expect(s.state.players[0]!.vessel).toEqual([bf]);
    const copy = s.state.sides[0]!.confrontation.find((id) => s.state.cards[id]!.def.startsWith("copy:"))!;
    expect([
      s.state.defs[s.state.cards[copy]!.def]!.name,
      powerOf(s.state, copy),
      s.state.cards[copy]!.enteredAs,
    ]).toEqual(["BF", 2, "support"]);
    // Not in the End Phase (Bratto won and sits in the Interzone).
    s.passTo("placement");
    for (let i = 0; i < 4 && s.decisionOf("A"); i++) {
      const opts = s.decisionOf("A")!.options;
      s.decide("A", [
        opts.find((o) => o === `${s.id(nm(176))}:slot0`) ?? opts.find((o) => o.endsWith(":deck")) ?? opts[0]!,
      ]);
    }
    toEndPhase(s);
    s.expectZone(nm(176), "interzone");
    giveTo(s, "A");
    s.activate("A", nm(176), 0, { targets: ["A:AF"], tribute: ["pay-hollow-2"] }).expectRefused("wrong_phase");
    s.endWithDecisionOpen();
    mark(176);
  });
});

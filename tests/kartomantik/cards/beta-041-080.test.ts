// Beta cards #41–#80 behave as their text says (scripts in engine/kartomantik/cards/beta.ts): harness cases (the
// change an effect makes) and scenarios, each under the number of the first card it cites. Cards are found by
// collection number (`beta(n)`); the set is read from ../shared (never copied into the repository).
import { describe, expect, it } from "vitest";
import { hasKeyword, powerOf } from "@/engine/kartomantik";
import { card } from "../dsl";
import { cast, dump, giveTo, match, nextTurn, pay, settle, tiny, toEndPhase, zap } from "../harness";
import { beta } from "../sets";
import {
  small,
  mods,
  nm,
  helper,
  inInterzone,
  onAFAndTiny,
  retarget,
  untilAsked,
  atavic,
  counters,
  paidWith,
  harnessCases,
  tributeCases,
  mark,
} from "./beta-scenarios";

harnessCases({
  45: { as: "will", delta: { handA: 3, pointsA: 0 } },
  52: { as: "support", delta: { handA: 1 } },
  55: {
    as: "support",
    delta: { czA: -1, handA: 1 },
    check: (s) => expect(s.state.cards[s.id("AF")]!.lockedTurn).toBe(s.state.turn),
  },
  61: { as: "first", at: "win", check: (s) => expect(s.state.players[0]!.essence).toEqual({ transcendent: 4 }) },
  67: { as: "first", delta: { counters: 4 } },
  72: { as: "first", check: (s, x) => expect(powerOf(s.state, x)).toBe(1 + s.state.players[0]!.hand.length) },
  73: { as: "first", A: [small("Small")], answers: [["Small"]], delta: { czA: 1, handA: 0 } },
  74: { as: "first", at: "win", delta: { handA: -1 } },
});

tributeCases({
  51: "melancholic",
  53: "capricious",
});

describe("Beta cards (Interzone)", () => {
  it("#68 Shababba looks at four cards at the end of the turn; #79 Rajas protects the rest of your Interzone", () => {
    const s = inInterzone(beta(68));
    s.passUntil((x) => x.phase === "endTurn" || x.decisions.length > 0);
    settle(s);
    expect(s.events.some((e) => e.type === "looked" && e.player === 0 && e.cards.length === 4)).toBe(true);
    s.endWithDecisionOpen();
    const r = inInterzone(beta(79), [helper()], [zap], ["Helper", "bf1"]);
    r.passTo("placement").choose("A", [`${r.id("Helper")}:slot1`]);
    nextTurn(r, "af1", "bf2");
    giveTo(r, "B");
    r.act({
      type: "playWill",
      player: 1,
      card: r.id("Zap"),
      targets: [r.id("Helper")],
      tribute: { cards: [] },
    }).expectRefused("bad_targets");
    r.endWithDecisionOpen();
    mark(68, 79);
  });
});

describe("Beta cards (Limbo)", () => {
  it("#57 Reliable Ammonite draws and #105 Filth-eater makes a player discard when used as tribute", () => {
    for (const n of [57, 105]) {
      const w = card({ name: "Pricey", type: "ephemeral_will", t: "hollow", cost: { hollow: 3 }, script: { ops: [] } });
      const s = match([beta(n), w], [], { bFirst: 5 });
      s.reveal("AF", "BF");
      giveTo(s, "A");
      const handB = s.state.players[1]!.hand.length;
      const handA = s.state.players[0]!.hand.length;
      s.play("A", "Pricey", { tribute: [nm(n)] });
      settle(s, n === 105 ? [["P1"]] : []);
      if (n === 57) s.expectHand("A", handA - 2 + 1);
      else s.expectHand("B", handB - 1);
      s.endWithDecisionOpen();
    }
    mark(57, 105);
  });
});

describe("Beta cards (other scenarios)", () => {
  it("#49 Artificial Thinker has Support and +2 with five wills in the Limbo", () => {
    const wills = Array.from({ length: 5 }, (_, i) =>
      card({ name: `W${i}`, type: "ephemeral_will", t: "hollow", cost: {}, script: { ops: [] } }),
    );
    const s = match([...wills, beta(49)], [], { aFirst: 1, bFirst: 9 });
    s.reveal("AF", "BF");
    for (const w of wills) {
      cast(s, "A", w.name);
      settle(s);
    }
    s.expectZone("W4", "limbo").check((x) => expect(hasKeyword(x.state, x.id(nm(49)), "support")).toBe(true));
    giveTo(s, "A");
    s.support("A", nm(49)).pass("B").pass("A");
    s.expectPower(nm(49), 3).endWithDecisionOpen();
    mark(49);
  });

  it("#58 Chiff and Chaff returns an opposing Support", () => {
    const chainIt = card({
      name: "ChainIt",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: { ops: [{ op: "chain", from: ["hand"], sel: { basePowerMin: 3 } }] },
    });
    const s = match([beta(58), chainIt], [tiny("Tiny")], { aFirst: 1, bFirst: 2 });
    s.reveal("AF", "BF").expectPriority("A").pass("A").support("B", "Tiny").pass("A").pass("B");
    cast(s, "A", "ChainIt");
    settle(s, [[nm(58)]]);
    s.expectZone("Tiny", "hand").endWithDecisionOpen();
    mark(58);
  });

  it("#78 Pigon returns a Support; #217 Bolbakazim −2; #220 Gornagor gains Persist (#203 Thornmaster: below)", () => {
    const p = match([beta(78), card({ name: "C2", t: "hollow", power: 2 })], [tiny("Tiny")], { aFirst: 1, bFirst: 9 });
    p.reveal(nm(78), "BF").pass("A").support("B", "Tiny");
    p.pass("A").pass("B");
    giveTo(p, "A");
    p.activate("A", nm(78), 0, { targets: ["Tiny"], tribute: ["C2"] });
    settle(p);
    p.expectZone("Tiny", "hand").endWithDecisionOpen();
    const b = match([beta(217), card({ name: "C2", t: "hollow", power: 2 })], [], { bFirst: 9 });
    b.reveal(nm(217), "BF").activate("A", nm(217), 0, { targets: ["BF"], tribute: ["C2"] });
    settle(b);
    b.expectPower("BF", 7).endWithDecisionOpen();
    const g = match([beta(220), card({ name: "C3", t: "hollow", power: 3 })], [], { bFirst: 9 });
    g.reveal(nm(220), "BF").activate("A", nm(220), 0, { tribute: ["C3"] });
    settle(g);
    expect(hasKeyword(g.state, g.id(nm(220)), "persist")).toBe(true);
    g.endWithDecisionOpen();
    mark(78, 217, 220);
  });

  it("#80 Blue Entity: your other manifestations there +1 whenever you play a will", () => {
    const s = match([beta(80), tiny("Tiny"), zap], [], { bFirst: 9 });
    s.reveal(nm(80), "BF").support("A", "Tiny").pass("B").pass("A");
    cast(s, "A", "Zap", ["BF"]);
    settle(s);
    s.expectPower("Tiny", 2).endWithDecisionOpen();
    mark(80);
  });
});

describe("Beta Atavic wills and late additions", () => {
  it("#47 Atavic Welcome: a Union counter per {G} card you play; five make two tokens in Support; ten reward Supports", () => {
    const s = atavic(47);
    // The First Manifestation (AF, phlegmatic) was played at the Revelation.
    expect(counters(s, 47)).toEqual({ Union: 1 });
    giveTo(s, "A");
    s.act({ type: "manual", player: 0, move: { op: "counters", card: s.id(nm(47)), counter: "Union", delta: 9 } });
    s.activate("A", nm(47), 1);
    settle(s);
    expect(s.state.sides[0]!.confrontation).toHaveLength(3);
    expect(counters(s, 47)).toEqual({ Union: 5 });
    s.endWithDecisionOpen();
    const t = atavic(47, [tiny("Tiny")]);
    giveTo(t, "A");
    t.act({ type: "manual", player: 0, move: { op: "counters", card: t.id(nm(47)), counter: "Union", delta: 9 } });
    t.support("A", "Tiny").pass("B").pass("A");
    settle(t);
    t.expectEffectPoints("A", 5).endWithDecisionOpen();
    mark(47);
  });
});

describe("Beta 1–200: wills paid for come back", () => {
  it("#65 Coral Skull: used as tribute for a will, that will may return from your Limbo to your hand at the end of the turn", () => {
    const s = paidWith(65, "vitreous", 9);
    s.expectZone("Spell", "hand").endWithDecisionOpen();
    mark(65);
  });
});

describe("Beta 1–200: a free will", () => {
  it("#63 Inspired Nimbus: entering an opponent's vessel, its owner may play a will without paying its tribute cost this turn (one)", () => {
    const costly = (name: string) =>
      card({
        name,
        type: "ephemeral_will",
        t: "vitreous",
        cost: { vitreous: 3 },
        script: { ops: [{ op: "points", who: "you", n: 1 }] },
      });
    const s = match([beta(63), costly("C1"), costly("C2")], [], { bFirst: 9 });
    s.reveal(nm(63), "BF");
    toEndPhase(s);
    s.expectZone(nm(63), "vessel");
    settle(s);
    giveTo(s, "A");
    s.play("A", "C2", { tribute: [] });
    settle(s);
    s.expectEffectPoints("A", 1);
    giveTo(s, "A");
    s.play("A", "C1", { tribute: [] }).expectRefused("tribute_unpaid");
    s.endWithDecisionOpen();
    mark(63);
  });
});

describe("Beta 1–200: draws, the last to enter, the Limbo left", () => {
  it("#76 Shymon: exhausted and −2, next turn the target opponent cannot draw outside the Recovery Phase", () => {
    const draw1 = card({
      name: "Draw1",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: { ops: [{ op: "draw", who: "you", n: 1 }] },
    });
    const draw2 = card({ name: "Draw2", type: "ephemeral_will", t: "hollow", cost: {}, script: draw1.script });
    const s = match([beta(76)], [draw1, draw2], { bFirst: 9 });
    s.reveal(nm(76), "BF");
    giveTo(s, "A");
    s.activate("A", nm(76), 0, { targets: ["P1"] });
    settle(s);
    s.expectPower(nm(76), 2);
    expect(s.state.cards[s.id(nm(76))]!.exhausted).toBe(true);
    // This turn B still draws.
    const h = s.state.players[1]!.hand.length;
    cast(s, "B", "Draw1");
    settle(s);
    s.expectHand("B", h);
    nextTurn(s, "af1", "bf1");
    const h2 = s.state.players[1]!.hand.length;
    cast(s, "B", "Draw2");
    settle(s);
    s.expectHand("B", h2 - 1).endWithDecisionOpen();
    mark(76);
  });
});

describe("Beta: tributes remembered for the end of the turn", () => {
  it("#69 Jurat, the Strategist: if it wins, at the end of the turn the manifestations you used as tribute this turn return to their owners' hands", () => {
    const costly = card({
      name: "Costly",
      type: "ephemeral_will",
      t: "vitreous",
      cost: { vitreous: 2 },
      script: { ops: [] },
    });
    const run = (bFirst: number) => {
      const s = match([beta(69), costly, ...pay("vitreous", 1), dump], [], { bFirst });
      s.reveal(nm(69), "BF");
      cast(s, "A", "Costly");
      settle(s);
      cast(s, "A", "Dump");
      settle(s, [["af1"]]);
      s.expectZone("pay-vitreous-1", "limbo").expectZone("af1", "limbo");
      s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
      settle(s);
      toEndPhase(s);
      s.passUntil((x) => x.phase !== "end");
      settle(s);
      return s;
    };
    const won = run(1);
    // The tribute comes back; the discarded card does not.
    won.expectZone("pay-vitreous-1", "hand").expectZone("af1", "limbo").endWithDecisionOpen();
    const lost = run(9);
    lost.expectZone("pay-vitreous-1", "limbo").endWithDecisionOpen();
    mark(69);
  });
});

describe("Beta: effects an opponent may pay to stop", () => {
  it("#56 Refrain Repeater: used as tribute, it returns from the Limbo to the hand at the end of the turn unless an opponent pays {H}", () => {
    const costly = card({
      name: "Costly",
      type: "ephemeral_will",
      t: "vitreous",
      cost: { vitreous: 2 },
      script: { ops: [] },
    });
    const run = (answer: (d: { options: string[] }) => string) => {
      const s = match([beta(56), costly], [card({ name: "Coin", t: "hollow", power: 1 })], { bFirst: 5 });
      s.reveal("AF", "BF");
      giveTo(s, "A");
      s.play("A", "Costly", { tribute: [nm(56)] });
      settle(s);
      s.expectZone(nm(56), "limbo");
      const d = untilAsked(s, "B", "unlessPay");
      s.decide("B", [answer(d)]);
      settle(s);
      return s;
    };
    const kept = run(() => "decline");
    kept.expectZone(nm(56), "hand").endWithDecisionOpen();
    const paid = run((d) => d.options.find((o) => o !== "decline")!);
    paid.expectZone(nm(56), "limbo").expectZone("Coin", "limbo").endWithDecisionOpen();
    mark(56);
  });
});

describe("Beta: Interzone cards that cannot be replaced", () => {
  it("#60 Venerable Viper: when it loses, the opposing Interzone's cards lose their effects and cannot be replaced until the end of the next turn", () => {
    const v = match([beta(60)], [card({ name: "Keeper", power: 6 }), card({ name: "Big", power: 9 })], {
      aFirst: 1,
      bFirst: 2,
    });
    v.reveal("AF", "Keeper")
      .passTo("placement")
      .choose("B", [`${v.id("Keeper")}:slot0`]);
    nextTurn(v, "af1", "Big");
    giveTo(v, "A");
    v.support("A", nm(60)).pass("B").pass("A");
    v.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(v);
    expect(mods(v, "Keeper")).toEqual(expect.arrayContaining(["loseEffects", "keyword"]));
    v.passTo("placement");
    // Big may go to any space but Keeper's.
    expect(v.decisionOf("B")!.options).toEqual([`${v.id("Big")}:deck`, `${v.id("Big")}:slot1`, `${v.id("Big")}:slot2`]);
    v.choose("B", [`${v.id("Big")}:slot1`]);
    v.expectZone("Keeper", "interzone").endWithDecisionOpen();
    mark(60);
  });
});

describe("Beta: Supports that count, copy and answer", () => {
  it("#58 Chiff and Chaff has Support from hand once an opponent put a manifestation into Support from their Interzone this turn", () => {
    const bSup = card({ name: "BSup", power: 5, text: "Support." });
    const s = match([beta(58)], [bSup], { aFirst: 1, bFirst: 1 });
    s.reveal("AF", "BSup")
      .passTo("placement")
      .choose("B", [`${s.id("BSup")}:slot0`]);
    nextTurn(s, "af1", "bf1");
    const fromHand = () => hasKeyword(s.state, s.id(nm(58)), "supportFromHand");
    expect(fromHand()).toBe(false);
    giveTo(s, "B");
    s.support("B", "BSup").pass("A").pass("B");
    expect(fromHand()).toBe(true);
    s.expectZone("BSup", "confrontation");
    giveTo(s, "A");
    s.support("A", nm(58)).pass("B").pass("A");
    settle(s);
    s.expectZone(nm(58), "confrontation").expectZone("BSup", "hand");
    s.endWithDecisionOpen();
    mark(58);
  });

  it("#75 Gomeran, Echo Mistress: a token copy of each non-token manifestation entering your Support; put under the deck, it is shuffled", () => {
    const s = match([beta(75), tiny("T1")], [], { bFirst: 1 });
    s.reveal(nm(75), "BF");
    giveTo(s, "A");
    s.support("A", "T1").pass("B").pass("A");
    settle(s);
    const copies = () => s.state.sides[0]!.confrontation.filter((id) => s.state.cards[id]!.def === "copy:T1");
    // One copy, and the copy (a token) is not copied again.
    expect(copies()).toHaveLength(1);
    expect(s.state.sides[0]!.confrontation).toHaveLength(3);
    expect(powerOf(s.state, copies()[0]!)).toBe(1);
    s.passTo("placement");
    const before = [...s.state.players[0]!.deck];
    s.choose("A", [`${s.id(nm(75))}:deck`]);
    expect([...s.state.players[0]!.deck].sort()).toEqual([...before, s.id(nm(75))].sort());
    expect(s.state.players[0]!.deck).not.toEqual([...before, s.id(nm(75))]);
    s.endWithDecisionOpen();
    mark(75);
  });
});

describe("Beta persistent wills whose target changes in the End Phase", () => {
  it("#42 Altruistic Inflorescence gives Support to the chosen manifestation; {G}{G}{G} in the End Phase gives it to another", () => {
    const s = onAFAndTiny(42);
    const sup = (name: string) => hasKeyword(s.state, s.id(name), "support");
    expect([sup("AF"), sup("Tiny")]).toEqual([true, true]);
    retarget(s, 42, "Tiny", ["pay-phlegmatic-2"]);
    // AF has no Support of its own any more.
    expect(sup("AF")).toBe(false);
    s.expectZone("pay-phlegmatic-2", "limbo").endWithDecisionOpen();
    mark(42);
  });
});

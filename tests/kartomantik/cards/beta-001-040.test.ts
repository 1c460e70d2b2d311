// Beta cards #1–#40 behave as their text says (scripts in engine/kartomantik/cards/beta.ts): harness cases (the
// change an effect makes) and scenarios, each under the number of the first card it cites. Cards are found by
// collection number (`beta(n)`); the set is read from ../shared (never copied into the repository).
import { describe, expect, it } from "vitest";
import { eventsFor, hasKeyword, powerOf, type CardDef } from "@/engine/kartomantik";
import { card } from "../dsl";
import { cast, giveTo, match, nextTurn, pay, settle, tiny, toEndPhase, zap } from "../harness";
import { beta } from "../sets";
import {
  small,
  nm,
  helper,
  inInterzone,
  onAFAndTiny,
  retarget,
  untilAsked,
  onField,
  hollowFirst,
  costs,
  harnessCases,
  tributeCases,
  mark,
} from "./beta-scenarios";

harnessCases({
  3: { as: "support", at: "win", delta: { vesselB: 1, pointsB: 10 } },
  11: { as: "support", delta: { czB: 1, handB: -1 } },
  13: { as: "support", delta: { aFirst: 2 } },
  22: {
    as: "first",
    A: [small("Small")],
    answers: [["Small"]],
    delta: { czA: 1 },
    check: (s) => expect(s.state.cards[s.id("Small")]!.memory).toEqual([{ on: "wins", dest: "vessel" }]),
  },
  23: { as: "first", delta: { czA: 1, deckA: -1 } },
  27: { as: "first", delta: { czA: 1, czB: 1 } },
  37: { as: "will", targets: ["P1"], delta: { pointsA: 5 } },
  40: { as: "will", targets: ["AF"], delta: { aFirst: 1 } },
});

tributeCases({
  5: "vitreous",
  6: "melancholic",
});

describe("Beta cards (Interzone)", () => {
  it("#14 Pinpia Psychobulb, #15 Floating Dancer count your Interzone when they win", () => {
    for (const n of [14, 15]) {
      const s = inInterzone(helper(), [beta(n)], [], [nm(n), "bf1"]);
      s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
      settle(s);
      if (n === 14) expect(s.state.players[0]!.essence).toEqual({ transcendent: 1 });
      else s.expectEffectPoints("A", 5);
      s.endWithDecisionOpen();
    }
    mark(14, 15);
  });

  it("#21 Spontaneous Incubator: +10 at the start of each turn from the Interzone; #26 Prospero: +1 to your First per Interzone card", () => {
    const s = inInterzone(beta(21), [], [], ["af1", "bf1"]);
    s.expectEffectPoints("A", 10).endWithDecisionOpen();
    const p = inInterzone(beta(26), [], [], ["AF", "bf1"]);
    p.expectPower("AF", 2).endWithDecisionOpen();
    mark(21, 26);
  });

  it("#20 Pan Zuto puts an Interzone card into Support; #36 Unite Impulses gives the Interzone Support", () => {
    const s = inInterzone(helper(), [beta(20)], [], [nm(20), "bf1"]);
    settle(s);
    s.expectZone("Helper", "confrontation").endWithDecisionOpen();
    const u = inInterzone(card({ name: "Plain", power: 6 }), [beta(36), ...pay("phlegmatic", 1)], [], ["AF", "bf1"]);
    cast(u, "A", nm(36));
    settle(u);
    u.check((x) => expect(hasKeyword(x.state, x.id("Plain"), "support")).toBe(true)).endWithDecisionOpen();
    mark(20, 36);
  });

  it("#32 Mazzolong draws when you put a manifestation in Support; #77 Callus draws and #64 Ohmom grows when you play a will", () => {
    const s = inInterzone(beta(32), [tiny("Tiny")], [], ["AF", "bf1"]);
    giveTo(s, "A");
    const hand = s.state.players[0]!.hand.length;
    s.support("A", "Tiny").pass("B").pass("A");
    settle(s);
    s.expectHand("A", hand).endWithDecisionOpen();
    for (const n of [77, 64]) {
      const w = inInterzone(beta(n), [zap], [], ["AF", "bf1"]);
      const h = w.state.players[0]!.hand.length;
      cast(w, "A", "Zap", ["bf1"]);
      settle(w, [["AF"]]);
      if (n === 77) w.expectHand("A", h);
      else w.expectPower("AF", 2);
      w.endWithDecisionOpen();
    }
    mark(32, 77, 64);
  });

  it('#32 Mazzolong does not draw for a token an effect puts in Support (#85): "mettere" is a move, not playing', () => {
    // Regolamento, "Giocare e Spostare": "Se una carta ad esempio, parla di “mettere” qualcosa in un'area, quello è uno
    // spostamento […] e perciò non sono considerate come “giocate”"; Mazzolong: "ogniqualvolta giochi una
    // manifestazione in Supporto, pesca una carta".
    const s = inInterzone(beta(32), [beta(85), ...pay("vitreous", 1)], [], ["af1", "bf1"]);
    settle(s);
    const hand = s.state.players[0]!.hand.length;
    cast(s, "A", nm(85), ["af1"]);
    settle(s);
    expect(s.state.sides[0]!.confrontation, "the token is in Support").toHaveLength(2);
    // Mirror the Impulse and its one-card tribute left the hand; nothing was drawn.
    expect(s.state.players[0]!.hand.length).toBe(hand - 2);
    s.endWithDecisionOpen();
  });
});

describe("Beta cards (vessels)", () => {
  it("#8 Graceful Petal, #24 Stampeding Brood, #70 Hermeto reward their owner when taken", () => {
    for (const n of [8, 24, 70]) {
      const s = match([beta(n)], [], { bFirst: 9 });
      s.reveal(nm(n), "BF");
      const hand = s.state.players[0]!.hand.length;
      s.passTo("placement");
      settle(s);
      s.expectZone(nm(n), "vessel");
      if (n === 8) s.expectEffectPoints("A", 20);
      if (n === 24) expect(s.state.sides[0]!.interzone.filter(Boolean)).toHaveLength(2);
      if (n === 70) s.expectHand("A", hand + 1);
      s.endWithDecisionOpen();
    }
    mark(8, 24, 70);
  });

  it("#24 Stampeding Brood: “puts up to two tokens” — its owner chooses two, one or none", () => {
    for (const [answer, n] of [
      ["twoTokens", 2],
      ["oneToken", 1],
      ["noToken", 0],
    ] as const) {
      const s = match([beta(24)], [], { bFirst: 9 });
      s.reveal(nm(24), "BF");
      s.passTo("placement");
      for (let i = 0; i < 10 && !s.state.decisions.some((d) => d.player === 0 && d.kind === "choose"); i++) {
        const d = s.state.decisions[0];
        if (d) s.decide(d.player === 0 ? "A" : "B", [d.options.find((o) => o.endsWith(":deck")) ?? d.options[0]!]);
        else s.pass(s.state.priority === 0 ? "A" : "B");
      }
      s.expectDecision("A", "choose");
      expect(s.decisionOf("A")!.options).toEqual(["twoTokens", "oneToken", "noToken"]);
      s.decide("A", [answer]);
      settle(s);
      expect(s.state.sides[0]!.interzone.filter(Boolean)).toHaveLength(n);
      s.endWithDecisionOpen();
    }
  });
});

describe("Beta persistent wills", () => {
  it("#39 Intoxicating Blossom collects Petals as your manifestations enter; #46 Heartening Monument +1 there", () => {
    const s = onField(39, [hollowFirst()], [], ["HF", "bf1"]);
    settle(s);
    expect(s.state.cards[s.id(nm(39))]!.counters).toEqual({ Petal: 1 });
    s.endWithDecisionOpen();
    const m = onField(46, [hollowFirst()], [], ["HF", "bf1"]);
    m.expectPower("HF", 3).endWithDecisionOpen();
    mark(39, 46);
  });
});

describe("Beta cards (other scenarios)", () => {
  it("#12 Sprawling Tentacle +1 with four manifestations there; #29 Herbaceous Whisperer +1 to your Supports; #28 Mobile Sanctuary protects them", () => {
    const s = match([beta(12), tiny("Tiny")], [], { aFirst: 1, bFirst: 9 });
    s.reveal("AF", "BF").support("A", "Tiny").pass("B").pass("A");
    s.support("A", nm(12)).pass("B").pass("A");
    s.expectPower(nm(12), 2).endWithDecisionOpen();
    for (const n of [29, 28]) {
      const w = match([beta(n), tiny("Tiny")], [card({ name: "Big", power: 9 })], { bFirst: 1 });
      w.reveal(nm(n), "Big");
      giveTo(w, "A");
      w.support("A", "Tiny").pass("B").pass("A");
      if (n === 29) w.expectPower("Tiny", 2);
      else expect(hasKeyword(w.state, w.id("Tiny"), "protected")).toBe(true);
      w.endWithDecisionOpen();
    }
    mark(12, 29, 28);
  });

  it("#25 Agrupol counts your cards in the vessels when it wins", () => {
    const s = match([beta(25)], [], { bFirst: 5 });
    s.reveal("AF", "BF")
      .passTo("placement")
      .choose("B", [`${s.id("BF")}:deck`]);
    nextTurn(s, nm(25), "bf1");
    s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(s);
    s.expectEffectPoints("A", 5).endWithDecisionOpen();
    mark(25);
  });
});

describe("Beta: tributes from other zones", () => {
  it("#7 World Spore pays {G}{G} from the Interzone; #216 Solar Apparition pays from the Interzone", () => {
    const s = match([beta(7), costs("Grow", { phlegmatic: 2 })], [], { aFirst: 1, bFirst: 1, bT: "hollow" });
    s.reveal("AF", "BF");
    giveTo(s, "A");
    s.support("A", nm(7)).pass("B").pass("A");
    s.passTo("placement")
      .choose("A", [`${s.id(nm(7))}:slot0`])
      .choose("A", [`${s.id("AF")}:deck`]);
    nextTurn(s, "af1", "bf1");
    giveTo(s, "A");
    s.play("A", "Grow", { tribute: [nm(7)] })
      .expectZone(nm(7), "limbo")
      .endWithDecisionOpen();
    const a = inInterzone(beta(216), [costs("Burn", { choleric: 3 })], [], ["AF", "bf1"]);
    giveTo(a, "A");
    a.play("A", "Burn", { tribute: [nm(216)] })
      .expectZone(nm(216), "limbo")
      .endWithDecisionOpen();
    mark(7, 216);
  });

  it("#7 World Spore: a token copy of it (#75 Gomeran) pays from the Interzone and, gone to the Limbo, ceases to exist (README: “a token that leaves the field ceases to exist”)", () => {
    const s = match([beta(75), beta(7), costs("Grow", { phlegmatic: 2 })], [], { bFirst: 1, bT: "hollow" });
    s.reveal(nm(75), "BF");
    giveTo(s, "A");
    s.support("A", nm(7)).pass("B").pass("A");
    settle(s);
    const token = s.state.sides[0]!.confrontation.find((id) => s.state.cards[id]!.def === `copy:${beta(7).id}`)!;
    expect(token).toBeDefined();
    // A wins: the token copy takes an Interzone space, the rest goes under the deck.
    s.passTo("placement");
    for (let i = 0; i < 3 && s.state.decisions[0]?.kind === "placeWon"; i++) {
      const options = s.decisionOf("A")!.options;
      s.choose("A", [
        options.includes(`${token}:slot0`) ? `${token}:slot0` : options.find((o) => o.endsWith(":deck"))!,
      ]);
    }
    expect(s.state.cards[token]!.zone).toBe("interzone");
    nextTurn(s, "af1", "bf1");
    giveTo(s, "A");
    s.act({ type: "playWill", player: 0, card: s.id("Grow"), tribute: { cards: [token] } }).expectZone("Grow", "stack");
    expect(s.state.cards[token]).toBeUndefined();
    s.endWithDecisionOpen();
  });
});

describe("Beta: more Interzone spaces", () => {
  it("#33 Tong and #43 Cozy Bunk add Interzone spaces", () => {
    const s = inInterzone(beta(33), [card({ name: "Big", power: 9 })], [], ["Big", "bf1"]);
    s.passTo("placement");
    expect(s.decisionOf("A")!.options).toContain(`${s.id("Big")}:slot5`);
    s.choose("A", [`${s.id("Big")}:slot5`]);
    expect(s.state.sides[0]!.interzone.filter(Boolean)).toHaveLength(2);
    s.endWithDecisionOpen();
    const b = match([beta(43), ...pay("phlegmatic", 2), card({ name: "Big", t: "hollow", power: 9 })], [], {
      bFirst: 5,
    });
    b.reveal("AF", "BF");
    toEndPhase(b);
    cast(b, "A", nm(43));
    settle(b);
    nextTurn(b, "Big", "bf1");
    b.passTo("placement");
    expect(b.decisionOf("A")!.options).toEqual([
      `${b.id("Big")}:deck`,
      ...[0, 1, 2, 3].map((i) => `${b.id("Big")}:slot${i}`),
    ]);
    b.endWithDecisionOpen();
    mark(33, 43);
  });
});

describe("Beta 1–200: Chains together, Support boosted after a loss", () => {
  it("#27 Advocate of Catharsis: both players Chain from hand at the same time (the first choice hidden, both enter together)", () => {
    const s = match([beta(27), tiny("TA")], [tiny("TB")], { bFirst: 1 });
    s.firsts(nm(27), "BF").passUntil((x) => x.phase !== "beforeRevelation");
    // B chooses first; nothing has entered yet when A chooses.
    untilAsked(s, "B", "chain");
    s.decide("B", [s.id("TB")]);
    s.expectZone("TB", "hand");
    expect(eventsFor(s.events, 0).findLast((e) => e.type === "decided" && e.player === 1)).toMatchObject({
      kind: "choose",
      choice: ["?"],
    });
    s.decide("A", [s.id("TA")]);
    s.expectZone("TA", "confrontation").expectZone("TB", "confrontation");
    s.endWithDecisionOpen();
    mark(27);
  });

  it("#17 Stoic Snoozer: entering after a lost confrontation, your manifestations entering as Support this turn get +1", () => {
    const s = match([beta(17), tiny("Tiny")], [], { aFirst: 1, bFirst: 5 });
    s.reveal("AF", "BF");
    nextTurn(s, nm(17), "bf1");
    settle(s);
    giveTo(s, "A");
    s.support("A", "Tiny").pass("B").pass("A");
    settle(s);
    s.expectPower("Tiny", 2).expectPower(nm(17), 2).endWithDecisionOpen();
    // Without a loss the turn before: no bonus.
    const t = match([beta(17), tiny("Tiny")], [], { bFirst: 5 });
    t.reveal(nm(17), "BF");
    giveTo(t, "A");
    t.support("A", "Tiny").pass("B").pass("A");
    settle(t);
    t.expectPower("Tiny", 1).endWithDecisionOpen();
    mark(17);
  });
});

describe("Beta 1–200: Revelation checks, copies of wills, the Necromancer", () => {
  it("#19 Jondo: in the Interzone with a base power above your First's, Support this turn; winning as Support, exiled", () => {
    const s = inInterzone(
      beta(19),
      [card({ name: "Big", power: 5 })],
      [card({ name: "W2", t: "hollow", power: 1 })],
      ["AF", "W2"],
    );
    settle(s);
    expect(hasKeyword(s.state, s.id(nm(19)), "support")).toBe(true);
    giveTo(s, "A");
    s.support("A", nm(19)).pass("B").pass("A");
    s.expectZone(nm(19), "confrontation");
    s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(s);
    s.expectZone(nm(19), "exile").endWithDecisionOpen();
    // A First with a base power as high: no Support.
    const t = inInterzone(
      beta(19),
      [card({ name: "Big", power: 5 })],
      [card({ name: "W2", t: "hollow", power: 1 })],
      ["Big", "W2"],
    );
    settle(t);
    expect(hasKeyword(t.state, t.id(nm(19)), "support")).toBe(false);
    t.endWithDecisionOpen();
    mark(19);
  });
});

describe("Beta 1–200: Support bought in hand or Interzone, offers and distributions", () => {
  it("#16 Echo of the Wilds: losing, a total of +3 over any number of target manifestations in your Interzone, each at least +1", () => {
    const s = inInterzone(helper(), [beta(16)], [card({ name: "Big", power: 9 })], [nm(16), "Big"]);
    s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    // One target (Helper), the others left empty: it takes all three.
    settle(s, [["Helper"], [""], [""]]);
    s.expectPower("Helper", 9).endWithDecisionOpen();
    mark(16);
  });
});

describe("Beta: answering changes of power", () => {
  it("#18 Guart, the Slinger: an opposing manifestation gains power → one of yours +1; one of yours loses power → an opposing one −1", () => {
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
    const g = match([beta(18)], [boost, zap], { bFirst: 5 });
    g.reveal(nm(18), "BF");
    cast(g, "B", "Boost", ["BF"]);
    settle(g);
    g.expectPower("BF", 7).expectPower(nm(18), 4);
    cast(g, "B", "Zap", [nm(18)]);
    settle(g);
    // No chain: BF's loss and Guart's own gain are not what it watches.
    g.expectPower(nm(18), 3).expectPower("BF", 6);
    expect(g.state.stack).toEqual([]);
    g.endWithDecisionOpen();
    mark(18);
  });
});

describe("Beta: Supports that count, copy and answer", () => {
  it("#35 Gargullo: each non-token Support of yours gets +1 per other non-token manifestation of yours there", () => {
    const makeToken = card({
      name: "MakeToken",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: { ops: [{ op: "token", power: 1, temperament: "hollow", n: 1, where: "support" }] },
    });
    const s = match([beta(35), tiny("T1"), tiny("T2"), makeToken], [], { bFirst: 9 });
    s.reveal(nm(35), "BF");
    giveTo(s, "A");
    s.support("A", "T1").pass("B").pass("A");
    // Gargullo (First) is the other one: T1 1 + 1.
    s.expectPower("T1", 2);
    giveTo(s, "A");
    s.support("A", "T2").pass("B").pass("A");
    cast(s, "A", "MakeToken");
    settle(s);
    const token = s.state.sides[0]!.confrontation.find((id) => s.state.defs[s.state.cards[id]!.def]!.token)!;
    // Tokens neither count nor get the bonus; the First gets none.
    s.expectPower("T1", 3).expectPower("T2", 3).expectPower(nm(35), 1);
    expect(powerOf(s.state, token)).toBe(1);
    s.endWithDecisionOpen();
    mark(35);
  });
});

describe("Beta: shuffled when put at the bottom of the deck", () => {
  it("#25 Agrupol, Ponderer of Fields: put at the bottom of the deck, the deck is shuffled (a plain card just goes under)", () => {
    const placeOnDeck = (first: CardDef) => {
      const s = match([first], [], { bFirst: 1 });
      s.reveal(first.name, "BF").passTo("placement");
      const before = [...s.state.players[0]!.deck];
      s.choose("A", [`${s.id(first.name)}:deck`]);
      return { s, before, after: s.state.players[0]!.deck };
    };
    const plain = placeOnDeck(card({ name: "Plain", t: "phlegmatic", power: 5 }));
    expect(plain.after).toEqual([...plain.before, plain.s.id("Plain")]);
    plain.s.endWithDecisionOpen();
    const a = placeOnDeck(beta(25));
    expect([...a.after].sort()).toEqual([...a.before, a.s.id(nm(25))].sort());
    expect(a.after).not.toEqual([...a.before, a.s.id(nm(25))]);
    a.s.endWithDecisionOpen();
    mark(25);
  });
});

describe("Beta persistent wills whose target changes in the End Phase", () => {
  it("#38 Armored Husk protects the chosen manifestation; in the End Phase {G} moves the protection; it ends when the Husk leaves", () => {
    const s = onAFAndTiny(38, [zap]);
    const prot = (name: string) => hasKeyword(s.state, s.id(name), "protected");
    expect([prot("AF"), prot("Tiny")]).toEqual([true, false]);
    // B cannot target the protected card.
    giveTo(s, "B");
    s.play("B", "Zap", { targets: ["AF"] }).expectRefused("bad_targets");
    retarget(s, 38, "Tiny", ["pay-phlegmatic-2"]);
    expect([prot("AF"), prot("Tiny")]).toEqual([false, true]);
    s.expectZone("pay-phlegmatic-2", "limbo");
    expect(s.state.cards[s.id(nm(38))]!.exhausted).toBe(true);
    // Outside the End Phase the change is refused (and it is ready again next turn).
    nextTurn(s, "af1", "bf1");
    giveTo(s, "A");
    s.activate("A", nm(38), 2, { targets: ["AF"], tribute: ["af2"] }).expectRefused("wrong_phase");
    // The protection is the will's: gone when the will leaves the field.
    s.act({ type: "manual", player: 0, move: { op: "move", card: s.id(nm(38)), to: "limbo" } });
    expect(prot("Tiny")).toBe(false);
    s.endWithDecisionOpen();
    mark(38);
  });
});

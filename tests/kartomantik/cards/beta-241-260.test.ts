// Beta cards #241–#260 behave as their text says (scripts in engine/kartomantik/cards/beta.ts): harness cases (the
// change an effect makes) and scenarios, each under the number of the first card it cites. Cards are found by
// collection number (`beta(n)`); the set is read from ../shared (never copied into the repository).
import { describe, expect, it } from "vitest";
import { checkTribute, handRevealed, hasKeyword, powerOf, temperamentOf, viewFor } from "@/engine/kartomantik";
import { canBeFirst } from "@/engine/kartomantik/flow";
import { card } from "../dsl";
import { cast, giveTo, match, nextTurn, pay, settle, tiny, toEndPhase, zap } from "../harness";
import { beta } from "../sets";
import {
  mods,
  nm,
  loseFive,
  dumpA,
  willInPlay,
  advanceUntil,
  rolled,
  wills,
  persistentThen,
  harnessCases,
  tributeCases,
  mark,
} from "./beta-scenarios";

harnessCases({
  256: { as: "support", delta: { deckA: -1, limboA: 1 } },
  260: {
    as: "first",
    check: (s, x) => {
      const v = s.events.find((e) => e.type === "rolled");
      expect(powerOf(s.state, x)).toBe(v && v.type === "rolled" && v.value % 2 === 0 ? 10 : 2);
    },
  },
});

tributeCases({
  257: "choleric",
});

describe("Beta: reaching exactly 0 power", () => {
  it("#243 Greed Trap takes an opposing manifestation at exactly 0 and rolls when an opponent plays a will", () => {
    const s = persistentThen(
      243,
      [zap],
      [card({ name: "ZapB", type: "ephemeral_will", t: "hollow", cost: {}, script: { ops: [] } })],
    );
    const bFirst = s.state.sides[1]!.confrontation[0]!;
    giveTo(s, "A");
    s.act({ type: "playWill", player: 0, card: s.id("A:Zap"), targets: [bFirst], tribute: { cards: [] } });
    settle(s);
    expect(s.state.cards[bFirst]!.zone).toBe("vessel");
    expect(s.state.players[0]!.vessel).toContain(bFirst);
    s.endWithDecisionOpen();
    const t = persistentThen(
      243,
      [],
      [card({ name: "ZapB", type: "ephemeral_will", t: "hollow", cost: {}, script: { ops: [] } })],
    );
    cast(t, "B", "ZapB");
    settle(t);
    expect(t.events.some((e) => e.type === "rolled" && e.player === 0)).toBe(true);
    t.endWithDecisionOpen();
    mark(243);
  });
});

describe("Beta: copies, uncovering, borrowed vessel cards, differences", () => {
  it("#252 Zum: five effects, each once per turn", () => {
    const payers = [card({ name: "R1", t: "choleric", power: 1 }), card({ name: "R2", t: "choleric", power: 1 })];
    const s = match([beta(252), ...payers], [], { bFirst: 9 });
    s.reveal(nm(252), "BF");
    giveTo(s, "A");
    s.activate("A", nm(252), 0, { targets: ["BF"], tribute: ["R1"] });
    settle(s);
    s.expectPower("BF", 8);
    giveTo(s, "A");
    s.activate("A", nm(252), 0, { targets: ["BF"], tribute: ["R2"] })
      .expectRefused("cost_unpaid")
      .endWithDecisionOpen();
    mark(252);
  });
});

describe("Beta: Numbi, Buddhan the Dark, Censor, Soul-devouring Dunes, Ononok, Qu Lom", () => {
  it("#247 Ononok: when it enters the Interzone it is exiled and each player shuffles Limbo and Interzone into the deck", () => {
    const s = match([beta(247), dumpA], [], { bFirst: 0 });
    s.reveal(nm(247), "BF");
    cast(s, "A", "DumpA");
    settle(s);
    expect(s.state.players[0]!.limbo.length).toBe(2);
    const cards = Object.keys(s.state.cards).length;
    s.passTo("placement").choose("A", [`${s.id(nm(247))}:slot0`]);
    settle(s);
    s.expectZone(nm(247), "exile");
    for (const p of [0, 1]) {
      expect(s.state.players[p]!.limbo).toEqual([]);
      expect(s.state.sides[p]!.interzone.filter(Boolean)).toEqual([]);
    }
    expect(s.state.cards[s.id("DumpA")]!.zone).toBe("deck");
    expect(Object.keys(s.state.cards).length).toBe(cards);
    s.endWithDecisionOpen();
    mark(247);
  });

  it("#250 Qu Lom: used as tribute, at the end of that turn a D6 returns it to the hand (even) or exiles it (odd)", () => {
    const costly = card({
      name: "Costly2",
      type: "ephemeral_will",
      t: "hollow",
      cost: { hollow: 2 },
      script: { ops: [] },
    });
    const s = match([beta(250), costly], [], { bFirst: 5 });
    s.reveal("AF", "BF");
    giveTo(s, "A");
    s.play("A", "Costly2", { tribute: [nm(250)] });
    settle(s);
    s.expectZone(nm(250), "limbo");
    expect(rolled(s)).toEqual([]);
    advanceUntil(s, (x) => x.turn === 2 && x.phase === "choose");
    const rolls = rolled(s);
    expect(rolls).toHaveLength(1);
    s.expectZone(nm(250), rolls[0]! % 2 === 0 ? "hand" : "exile");
    // Not again the next turn.
    advanceUntil(s, (x) => x.turn === 3);
    expect(rolled(s)).toHaveLength(1);
    s.endWithDecisionOpen();
    mark(250);
  });
});

describe("Beta: Alchemical Press", () => {
  it("#241 Alchemical Press enters with 5 Formula counters; whenever you play a will you may discard a card to draw one", () => {
    const s = willInPlay(241, [zap, card({ name: "Junk", t: "hollow", power: 1 })], [], ["af1", "bf1"]);
    expect(s.state.cards[s.id(nm(241))]!.counters).toEqual({ Formula: 5 });
    const hand = s.state.players[0]!.hand.length;
    const top = s.state.players[0]!.deck[0]!;
    cast(s, "A", "Zap", ["bf1"]);
    settle(s, [["yes"], ["Junk"]]);
    s.expectZone("Junk", "limbo").expectHand("A", hand - 1);
    expect(s.state.cards[top]!.zone).toBe("hand");
    s.endWithDecisionOpen();
    mark(241);
  });

  it("#241 Alchemical Press: Limbo manifestations pay tributes while it has Formula counters, each exiled for a counter", () => {
    const costly = card({
      name: "Cost2",
      type: "ephemeral_will",
      t: "hollow",
      cost: { hollow: 2 },
      script: { ops: [] },
    });
    const dump2 = card({
      name: "Dump2",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: { ops: [{ op: "discard", who: "you", n: 2 }] },
    });
    // A's opening hand: AF, the Press, one payer per temperament, Cost2, Dump2, L1; L2 and H1 come with the next draw.
    const s = match(
      [
        beta(241),
        ...pay("vitreous", 1),
        ...pay("melancholic", 1),
        costly,
        dump2,
        ...["L1", "L2", "H1"].map((name) => card({ name, t: "hollow", power: 1 })),
      ],
      [],
      { bFirst: 5 },
    );
    s.reveal("AF", "BF");
    toEndPhase(s);
    cast(s, "A", nm(241));
    settle(s);
    nextTurn(s, "af1", "bf1");
    const press = s.id(nm(241));
    cast(s, "A", "Dump2");
    settle(s, [["no"], ["L1", "L2"]]);
    const [l1, l2] = [s.id("L1"), s.id("L2")];
    expect(checkTribute(s.state, 0, { hollow: 2 }, [l1, l2]).ok).toBe(true);
    // With one counter left, one Limbo card at most.
    giveTo(s, "A");
    s.act({ type: "manual", player: 0, move: { op: "counters", card: press, counter: "Formula", delta: -4 } });
    expect(checkTribute(s.state, 0, { hollow: 2 }, [l1, l2]).ok).toBe(false);
    s.play("A", "Cost2", { tribute: ["L1", "H1"] });
    settle(s, [["no"]]);
    s.expectZone("L1", "exile").expectZone("H1", "limbo");
    expect(s.state.cards[press]!.counters).toEqual({ Formula: 0 });
    expect(checkTribute(s.state, 0, { hollow: 1 }, [l2]).ok).toBe(false);
    s.endWithDecisionOpen();
  });
});

describe("Beta: tributes from the vessel and the field", () => {
  const costly = (name: string, t: string) =>
    card({ name, type: "ephemeral_will", t, cost: { [t]: 1 }, script: { ops: [] } });
  it("#246 Brabataba: you may pay with the manifestations in your vessel as {T}; they are exiled", () => {
    const s = match([beta(246), costly("CostT", "transcendent")], [], { aFirst: 6, bFirst: 1 });
    s.reveal("AF", "BF");
    advanceUntil(s, (x) => x.phase === "end");
    s.expectZone("BF", "vessel");
    expect(checkTribute(s.state, 0, { transcendent: 1 }, [s.id("BF")]).ok).toBe(false);
    nextTurn(s, nm(246), "bf1");
    expect(checkTribute(s.state, 0, { transcendent: 1 }, [s.id("BF")]).ok).toBe(true);
    // Not for the opponent, whose vessel it is not.
    expect(checkTribute(s.state, 1, { transcendent: 1 }, [s.id("BF")]).ok).toBe(false);
    giveTo(s, "A");
    s.play("A", "CostT", { tribute: ["BF"] });
    settle(s);
    s.expectZone("BF", "exile").expectZone("CostT", "limbo").endWithDecisionOpen();
    mark(246);
  });

  it("#255 Orator of the Absurd: every player may pay with the manifestations on the field they control", () => {
    const s = match([beta(255), tiny("Tiny"), costly("CostG", "phlegmatic")], [], { bFirst: 9 });
    s.reveal(nm(255), "BF");
    giveTo(s, "A");
    s.support("A", "Tiny").pass("B").pass("A");
    expect(checkTribute(s.state, 1, { phlegmatic: 1 }, [s.id("BF")]).ok).toBe(true);
    expect(checkTribute(s.state, 1, { phlegmatic: 1 }, [s.id("Tiny")]).ok).toBe(false);
    giveTo(s, "A");
    s.play("A", "CostG", { tribute: ["Tiny"] });
    settle(s);
    s.expectZone("Tiny", "limbo").endWithDecisionOpen();
    const plain = match([tiny("Tiny")], [], { bFirst: 9 });
    plain.reveal("AF", "BF");
    expect(checkTribute(plain.state, 1, { phlegmatic: 1 }, [plain.id("BF")]).ok).toBe(false);
    plain.endWithDecisionOpen();
    mark(255);
  });
});

describe("Beta: Melancholic Mirror", () => {
  it("#242 Melancholic Mirror: as you use a manifestation as tribute you may exhaust it for a token copy of that manifestation in Support", () => {
    const costly = (name: string) =>
      card({ name, type: "ephemeral_will", t: "hollow", cost: { hollow: 2 }, script: { ops: [] } });
    const s = willInPlay(
      242,
      [
        costly("CostA"),
        card({ name: "H2", t: "hollow", power: 2 }),
        costly("CostB"),
        card({ name: "H3", t: "hollow", power: 2 }),
      ],
      [],
      ["af1", "bf1"],
    );
    const h2 = s.id("H2");
    giveTo(s, "A");
    s.play("A", "CostA", { tribute: ["H2"] });
    settle(s, [["yes"]]);
    expect(s.state.cards[s.id(nm(242))]!.exhausted).toBe(true);
    const copies = s.state.sides[0]!.confrontation.filter(
      (id) => s.state.cards[id]!.def === `copy:${s.state.cards[h2]!.def}`,
    );
    expect(copies).toHaveLength(1);
    expect(powerOf(s.state, copies[0]!)).toBe(2);
    // Exhausted: the next tribute makes no copy.
    giveTo(s, "A");
    s.play("A", "CostB", { tribute: ["H3"] });
    settle(s);
    expect(s.state.sides[0]!.confrontation).toHaveLength(2);
    s.endWithDecisionOpen();
    mark(242);
  });
});

describe("Beta: Zizek", () => {
  it("#253 Zizek cannot enter the Confrontation Zone unless you have 6 wills in your Limbo", () => {
    const s = match([beta(253), ...wills("W", 6)], [], { bFirst: 5 });
    const zizek = s.id(nm(253));
    expect(s.decisionOf("A")!.options).not.toContain(zizek);
    s.reveal("AF", "BF");
    giveTo(s, "A");
    for (const w of ["W1", "W2", "W3", "W4", "W5"])
      s.act({ type: "manual", player: 0, move: { op: "move", card: s.id(w), to: "limbo" } });
    expect(canBeFirst(s.state, zizek)).toBe(false);
    s.act({ type: "manual", player: 0, move: { op: "move", card: s.id("W6"), to: "limbo" } });
    expect(canBeFirst(s.state, zizek)).toBe(true);
    s.endWithDecisionOpen();
    mark(253);
  });

  it("#253 Zizek: used as tribute, its excess essence is not lost at the end of the turn", () => {
    const costT = card({
      name: "CostT",
      type: "ephemeral_will",
      t: "transcendent",
      cost: { transcendent: 2 },
      script: { ops: [] },
    });
    for (const payer of [beta(253), card({ name: "T5", t: "transcendent", power: 5 })]) {
      const s = match([payer, costT], [], { bFirst: 5 });
      s.reveal("AF", "BF");
      giveTo(s, "A");
      s.play("A", "CostT", { tribute: [payer.name] });
      settle(s);
      expect(s.state.players[0]!.essence).toEqual({ transcendent: 3 });
      advanceUntil(s, (x) => x.turn === 2);
      expect(s.state.players[0]!.essence).toEqual(payer.name === "T5" ? {} : { transcendent: 3 });
      s.endWithDecisionOpen();
    }
  });
});

describe("Beta: Buddhan the Transcended", () => {
  it("#251 Buddhan the Transcended loses a Quiet counter per power loss, discard or point loss; with none it is {H} and exiles from each vessel each turn", () => {
    const s = match([beta(251), loseFive, zap, dumpA], [], { bFirst: 2 });
    const b = s.id(nm(251));
    s.reveal(nm(251), "BF");
    settle(s);
    const quiet = () => s.state.cards[b]!.counters.Quiet;
    expect(quiet()).toBe(3);
    cast(s, "A", "Cost");
    settle(s);
    expect(quiet()).toBe(2);
    cast(s, "A", "Zap", ["BF"]);
    settle(s);
    expect(quiet()).toBe(1);
    expect(temperamentOf(s.state, b)).toBe("transcendent");
    cast(s, "A", "DumpA");
    settle(s, [["af1"]]);
    expect(quiet()).toBe(0);
    expect(temperamentOf(s.state, b)).toBe("hollow");
    s.passTo("placement").choose("A", [`${b}:slot0`]);
    settle(s);
    s.expectZone("BF", "vessel");
    advanceUntil(s, (x) => x.turn === 2 && x.phase === "choose");
    s.expectZone("BF", "exile").expectZone(nm(251), "interzone").endWithDecisionOpen();
    mark(251);
  });
});

describe("Beta: Gorte", () => {
  it("#254 Gorte, Timeless: opponents play with their hand revealed; an opponent may pay {H}{H}{H}{H} to strip its effects", () => {
    const s = match([beta(254)], [card({ name: "H4", t: "hollow", power: 4 })], { bFirst: 1 });
    s.reveal(nm(254), "BF");
    const gorte = s.id(nm(254));
    expect(handRevealed(s.state, 1)).toBe(true);
    expect(handRevealed(s.state, 0)).toBe(false);
    expect(
      viewFor(s.state, 0)
        .players[1]!.shownHand.map((c) => c.iid)
        .sort(),
    ).toEqual([...s.state.players[1]!.hand].sort());
    expect(viewFor(s.state, "spectator").players[1]!.shownHand).toHaveLength(s.state.players[1]!.hand.length);
    // Its controller cannot use it; the opponent can.
    giveTo(s, "A");
    s.act({ type: "activate", player: 0, card: gorte, ability: 1, targets: [], tribute: { cards: [] } }).expectRefused(
      "not_your_card",
    );
    giveTo(s, "B");
    s.expectLegal("B", (a) => a.type === "activate" && a.card === gorte);
    s.act({ type: "activate", player: 1, card: gorte, ability: 1, targets: [], tribute: { cards: [s.id("H4")] } });
    settle(s);
    expect(mods(s, nm(254))).toContain("loseEffects");
    expect(handRevealed(s.state, 1)).toBe(false);
    expect(viewFor(s.state, 0).players[1]!.shownHand).toEqual([]);
    s.endWithDecisionOpen();
    mark(254);
  });
});

describe("Beta: Fintus, Zum", () => {
  it("#252 Zum gains Support once all five of its effects were used in a turn", () => {
    const payers = [
      ["R1", "choleric"],
      ["Y1", "capricious"],
      ["G1", "phlegmatic"],
      ["B1", "vitreous"],
      ["P1", "melancholic"],
    ].map(([name, t]) => card({ name: name!, t, power: 1 }));
    const s = match([beta(252), ...payers], [], { bFirst: 9 });
    s.reveal(nm(252), "BF");
    const uses: [string, string[]][] = [
      ["R1", ["BF"]],
      ["Y1", ["BF"]],
      ["G1", [nm(252)]],
      ["B1", ["P0"]],
      ["P1", ["P1"]],
    ];
    for (const [i, [payer, targets]] of uses.entries()) {
      expect(hasKeyword(s.state, s.id(nm(252)), "support")).toBe(false);
      giveTo(s, "A");
      s.activate("A", nm(252), i, { targets, tribute: [payer] });
      settle(s);
    }
    expect(hasKeyword(s.state, s.id(nm(252)), "support")).toBe(true);
    s.endWithDecisionOpen();
    mark(252);
  });
});

describe("Beta: Extortionist Womb", () => {
  it("#244 Extortionist Womb: the opponent shows their hand and Chains the manifestation you choose, or you get two 2-power {H} tokens", () => {
    const s = willInPlay(244, [], [], ["af1", "bf1"]);
    settle(s, [["showHand"], ["bf2"]]);
    s.expectZone("bf2", "confrontation");
    expect(s.state.cards[s.id("bf2")]!.controller).toBe(1);
    expect(s.state.sides[0]!.confrontation).toHaveLength(1);
    expect(s.events.some((e) => e.type === "looked" && e.player === 0 && e.cards.includes(s.id("bf3")))).toBe(true);
    s.endWithDecisionOpen();
    const k = willInPlay(244, [], [], ["af1", "bf1"]);
    settle(k, [["keepHidden"]]);
    const tokens = k.state.sides[0]!.confrontation.filter((id) => id.startsWith("k"));
    expect(tokens.map((id) => powerOf(k.state, id))).toEqual([2, 2]);
    expect(k.state.sides[1]!.confrontation).toHaveLength(1);
    k.endWithDecisionOpen();
    mark(244);
  });
});

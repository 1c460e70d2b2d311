// Beta cards #211–#240 behave as their text says (scripts in engine/kartomantik/cards/beta.ts): harness cases (the
// change an effect makes) and scenarios, each under the number of the first card it cites. Cards are found by
// collection number (`beta(n)`); the set is read from ../shared (never copied into the repository).
import { describe, expect, it } from "vitest";
import { card, type Scenario } from "../dsl";
import { cast, giveTo, match, nextTurn, pay, settle, tiny, toEndPhase, zap } from "../harness";
import { beta } from "../sets";
import {
  nm,
  helper,
  inInterzone,
  dumpA,
  willInPlay,
  kill,
  advanceUntil,
  onField,
  persistentThen,
  harnessCases,
  mark,
} from "./beta-scenarios";

harnessCases({
  218: { as: "support", delta: { bFirst: -2 } },
  226: { as: "will", aPower: 3, delta: { aFirst: -1, bFirst: -1 } },
  228: { as: "will", targets: ["BF"], delta: { bFirst: -3 } },
  229: {
    as: "will",
    targets: ["AF"],
    delta: { aFirst: 6 },
    check: (s) => expect(s.state.cards[s.id("AF")]!.memory).toEqual([{ on: "wins", dest: "exile" }]),
  },
});

describe("Beta cards (Interzone)", () => {
  it("#214 Bell: +2 to a lone manifestation of yours there; #215 Grudge Weaver counts lost confrontations; #262 Worn Old Shape", () => {
    const s = inInterzone(beta(214), [], [], ["AF", "bf1"]);
    s.expectPower("AF", 3).endWithDecisionOpen();
    const g = inInterzone(beta(215), [], [card({ name: "Big", power: 9 })], ["af1", "Big"]);
    g.passTo("placement").choose("B", [`${g.id("Big")}:deck`]);
    settle(g);
    expect(g.state.cards[g.id(nm(215))]!.counters).toEqual({ Grudge: 1 });
    g.endWithDecisionOpen();
    const w = match([beta(262)], [card({ name: "Three", power: 3 })], { aFirst: 1 });
    w.reveal("AF", "Three").support("A", nm(262)).pass("B").pass("A");
    w.passTo("placement")
      .choose("A", [`${w.id(nm(262))}:slot0`])
      .choose("A", [`${w.id("AF")}:deck`]);
    nextTurn(w, "af1", "bf1");
    giveTo(w, "A");
    w.support("A", nm(262)).pass("B").pass("A");
    settle(w);
    w.expectZone(nm(262), "confrontation").expectPower(nm(262), 2).endWithDecisionOpen();
    mark(214, 215, 262);
  });
});

describe("Beta persistent wills", () => {
  it("#231 Honor and Respect: +10 for a lone winner; #268 Essence Forager: a transcendent essence each turn; #294 Essence Cauldron keeps essence", () => {
    const h = onField(231, [card({ name: "Big", t: "hollow", power: 9 })], [], ["Big", "bf1"]);
    h.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(h);
    h.expectEffectPoints("A", 10).endWithDecisionOpen();
    const f = onField(268, [], [], ["af1", "bf1"]);
    expect(f.state.players[0]!.essence).toEqual({ transcendent: 1 });
    f.endWithDecisionOpen();
    const c = onField(294);
    const before = c.state.players[0]!.essence;
    expect(Object.keys(before).length).toBeGreaterThan(0);
    nextTurn(c);
    expect(c.state.players[0]!.essence).toEqual(before);
    c.endWithDecisionOpen();
    mark(231, 268, 294);
  });

  it("#240 Conflux of Catastrophe and #245 Watchtower weaken opposing manifestations", () => {
    const s = onField(240, [dumpA], [card({ name: "BX", t: "hollow", power: 3 })], ["af1", "BX"]);
    cast(s, "A", "DumpA");
    settle(s, [["af2"], ["BX"]]);
    s.expectPower("BX", 2).endWithDecisionOpen();
    const w = onField(245, [zap], [card({ name: "BX", t: "hollow", power: 3 })], ["af1", "BX"]);
    cast(w, "A", "Zap", ["BX"]);
    settle(w, [["BX"]]);
    w.expectPower("BX", 1).endWithDecisionOpen();
    mark(240, 245);
  });
});

describe("Beta: reaching exactly 0 power", () => {
  it("#233 Life Sustainer: a manifestation at exactly 0 stays but loses its effects", () => {
    const zero = card({
      name: "Zero",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: {
        targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
        ops: [{ op: "setPower", to: "t0", amount: 0, until: "turn" }],
      },
    });
    const s = persistentThen(233, [], [zero]);
    const aFirst = s.state.sides[0]!.confrontation[0]!;
    giveTo(s, "B");
    s.act({ type: "playWill", player: 1, card: s.id("Zero"), targets: [aFirst], tribute: { cards: [] } });
    settle(s);
    expect(s.state.cards[aFirst]!.zone).toBe("confrontation");
    expect(s.state.cards[aFirst]!.mods.map((m) => m.kind)).toContain("loseEffects");
    s.endWithDecisionOpen();
    mark(233);
  });
});

describe("Beta: Numbi, Buddhan the Dark, Censor, Soul-devouring Dunes, Ononok, Qu Lom", () => {
  it("#236 Soul-devouring Dunes: at the start of the turn each player discards three cards from the bottom of the deck or loses 10 points", () => {
    const def = beta(236);
    const s = match([def, ...pay("melancholic", 2), ...pay("capricious", 2)], [], { bFirst: 5 });
    s.reveal("AF", "BF");
    toEndPhase(s);
    cast(s, "A", def.name);
    settle(s);
    s.expectZone(def.name, "field");
    advanceUntil(s, (x) => x.decisions[0]?.prompt === "mode");
    expect(s.decisionOf("A")!.options).toEqual(["discard3FromBottom", "lose10Points"]);
    const bottom = s.state.players[0]!.deck.slice(-3);
    const pointsB = s.state.players[1]!.effectPoints;
    s.decide("A", ["discard3FromBottom"]).decide("B", ["lose10Points"]);
    settle(s);
    expect(bottom.map((id) => s.state.cards[id]!.zone)).toEqual(["limbo", "limbo", "limbo"]);
    s.expectEffectPoints("A", 0).expectEffectPoints("B", pointsB - 10);
    s.endWithDecisionOpen();
    mark(236);
  });
});

describe("Beta: Solar Apparition", () => {
  it("#216 Solar Apparition: an ephemeral will it pays for reduces power by 2 more; not a will paid otherwise", () => {
    const burn = (name: string) =>
      card({
        name,
        type: "ephemeral_will",
        t: "choleric",
        cost: { choleric: 1 },
        script: {
          targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
          ops: [{ op: "power", to: "t0", amount: -1, until: "turn" }],
        },
      });
    const s = inInterzone(beta(216), [burn("Burn"), burn("Burn2")], [card({ name: "Big", power: 9 })], ["AF", "Big"]);
    giveTo(s, "A");
    s.play("A", "Burn", { targets: ["Big"], tribute: [nm(216)] });
    settle(s);
    s.expectZone(nm(216), "limbo").expectPower("Big", 6);
    giveTo(s, "A");
    // Paid by the excess essence Solar Apparition left: no card of it this time.
    s.play("A", "Burn2", { targets: ["Big"], tribute: [] });
    settle(s);
    s.expectPower("Big", 5).endWithDecisionOpen();
    mark(216);
  });
});

describe("Beta: Damage", () => {
  /** B holds Keeper (6) and Keeper2 (4) in its Interzone; turn 2 is revealed. */
  function twoKept() {
    const d = match(
      [beta(227), ...pay("choleric", 2)],
      [card({ name: "Keeper", power: 6 }), card({ name: "Keeper2", power: 4 })],
      { aFirst: 1, bFirst: 2 },
    );
    d.reveal("AF", "Keeper");
    giveTo(d, "B");
    d.act({ type: "manual", player: 1, move: { op: "move", card: d.id("Keeper2"), to: "interzone", slot: 1 } });
    d.passTo("placement").choose("B", [`${d.id("Keeper")}:slot0`]);
    return nextTurn(d, "af1", "bf1");
  }
  const play = (d: Scenario, targets: string[]) => {
    giveTo(d, "A");
    const x = d.id(nm(227));
    return d.act({
      type: "playWill",
      player: 0,
      card: x,
      targets: targets.map((t) => (t ? d.id(t) : "")),
      tribute: { cards: [d.id("pay-choleric-1")] },
    });
  };
  it("#227 Damage: a total of −3 distributed among any number of target manifestations in an opposing Interzone, each at least −1", () => {
    const d = twoKept();
    play(d, ["", "", ""]).expectRefused("bad_targets");
    play(d, ["Keeper", "Keeper2", ""]);
    // The first point goes where A says; then Keeper2 must still get one.
    d.passUntil((x) => x.decisions.length > 0);
    expect(d.decisionOf("A")!.options).toEqual([d.id("Keeper"), d.id("Keeper2")]);
    d.decide("A", [d.id("Keeper")]).decide("A", [d.id("Keeper")]);
    settle(d);
    d.expectPower("Keeper", 4).expectPower("Keeper2", 3).endWithDecisionOpen();
    // One target takes all three.
    const one = twoKept();
    play(one, ["Keeper", "", ""]);
    settle(one);
    one.expectPower("Keeper", 3).expectPower("Keeper2", 4).endWithDecisionOpen();
    mark(227);
  });
});

describe("Beta: Nullify Reason", () => {
  it("#224 Nullify Reason: this turn the target player's manifestations about to enter their Interzone, deck or Limbo are exiled instead", () => {
    const kill2 = card({ name: "Kill2", type: "ephemeral_will", t: "hollow", cost: {}, script: kill.script });
    const s = match([beta(224), ...pay("choleric", 1), kill, kill2], [tiny("Tiny")], { aFirst: 1, bFirst: 5 });
    s.reveal("AF", "BF");
    cast(s, "A", nm(224), ["P1"]);
    settle(s);
    giveTo(s, "B");
    s.support("B", "Tiny").pass("A").pass("B");
    cast(s, "A", "Kill", ["Tiny"]);
    settle(s);
    s.expectZone("Tiny", "exile");
    // A's own manifestation still goes to the Limbo.
    cast(s, "A", "Kill2", ["AF"]);
    settle(s);
    s.expectZone("AF", "limbo");
    // B wins and places BF: to the deck means the exile this turn.
    s.passTo("placement").choose("B", [`${s.id("BF")}:deck`]);
    s.expectZone("BF", "exile").endWithDecisionOpen();
    mark(224);
  });
});

describe("Beta: Obelisk of Friendship", () => {
  it("#239 Obelisk of Friendship: after the Revelation both gift a hidden manifestation into the other's vessel; the higher base power's giver gets +3 on their First", () => {
    const s = willInPlay(
      239,
      [card({ name: "G3", t: "hollow", power: 3 })],
      [card({ name: "B2", t: "hollow", power: 2 })],
      ["af1", "bf1"],
    );
    s.passUntil((x) => x.decisions.length > 0).expectDecision("A", "choose");
    s.decide("A", [s.id("G3")]);
    // B does not see A's gift before choosing its own.
    s.expectZone("G3", "hand").expectDecision("B", "choose");
    expect(s.decisionOf("B")!.min).toBe(1);
    s.decide("B", [s.id("B2")]);
    settle(s);
    expect(s.state.players[1]!.vessel).toContain(s.id("G3"));
    expect(s.state.players[0]!.vessel).toContain(s.id("B2"));
    s.expectPower("af1", 4).expectPower("bf1", 1).endWithDecisionOpen();
    const no = willInPlay(239, [card({ name: "G3", t: "hollow", power: 3 })], [], ["af1", "bf1"]);
    settle(no, [[]]);
    no.expectZone("G3", "hand").expectPower("af1", 1).endWithDecisionOpen();
    mark(239);
  });
});

describe("Beta: Everspring", () => {
  it("#238 Everspring: a Tear counter per lost confrontation; remove 3: exile up to 3 targets in an opposing vessel worth at most 60 points together", () => {
    const s = willInPlay(
      238,
      [card({ name: "Fat", power: 1, points: 55 })],
      [card({ name: "Big", power: 9 })],
      ["Fat", "Big"],
    );
    const ever = s.id(nm(238));
    toEndPhase(s);
    expect(s.state.cards[ever]!.counters).toEqual({ Tear: 1 });
    expect(s.state.players[1]!.vessel).toEqual(expect.arrayContaining([s.id("AF"), s.id("Fat")]));
    const use = (targets: string[]) =>
      s.act({
        type: "activate",
        player: 0,
        card: ever,
        ability: 1,
        targets: targets.map((t) => (t ? s.id(t) : "")),
        tribute: { cards: [] },
      });
    giveTo(s, "A");
    use(["Fat", "", ""]).expectRefused("cost_unpaid");
    s.act({ type: "manual", player: 0, move: { op: "counters", card: ever, counter: "Tear", delta: 2 } });
    // 10 + 55 points: over 60.
    use(["AF", "Fat", ""]).expectRefused("bad_targets");
    use(["", "", ""]).expectRefused("bad_targets");
    use(["Fat", "", ""]);
    settle(s);
    s.expectZone("Fat", "exile").expectZone("AF", "vessel");
    expect(s.state.cards[ever]!.counters).toEqual({ Tear: 0 });
    s.endWithDecisionOpen();
    mark(238);
  });
});

describe("Beta: Jija", () => {
  it("#222 Jija: sacrifice a token she made and lose 5 points for −2 on a target; put on the bottom of the deck, the deck is shuffled", () => {
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
    const s = inInterzone(helper(), [beta(222), sink], [], [nm(222), "bf1"]);
    settle(s, [["P0"]]);
    const jija = s.id(nm(222));
    const tokens = s.state.sides[0]!.confrontation.filter((id) => s.state.cards[id]!.def.endsWith(`:by:${jija}`));
    expect(tokens).toHaveLength(1);
    const points = s.state.players[0]!.effectPoints;
    giveTo(s, "A");
    s.act({
      type: "activate",
      player: 0,
      card: jija,
      ability: 1,
      targets: [s.id("bf1")],
      tribute: { cards: [] },
      extra: [s.id("Helper")],
    }).expectRefused("cost_unpaid");
    s.act({
      type: "activate",
      player: 0,
      card: jija,
      ability: 1,
      targets: [s.id("bf1")],
      tribute: { cards: [] },
      extra: [tokens[0]!],
    });
    settle(s);
    s.expectZone("bf1", "limbo").expectEffectPoints("A", points - 5);
    expect(s.state.cards[tokens[0]!]).toBeUndefined();
    giveTo(s, "A");
    s.act({
      type: "activate",
      player: 0,
      card: jija,
      ability: 1,
      targets: [s.id("AF")],
      tribute: { cards: [] },
      extra: [],
    }).expectRefused("cost_unpaid");
    const deck = [...s.state.players[0]!.deck];
    cast(s, "A", "Sink", [nm(222)]);
    settle(s);
    s.expectZone(nm(222), "deck");
    expect([...s.state.players[0]!.deck].sort()).toEqual([...deck, jija].sort());
    expect(s.state.players[0]!.deck).not.toEqual([...deck, jija]);
    s.endWithDecisionOpen();
    mark(222);
  });
});

describe("Beta: Wretched Arena", () => {
  it("#234 Wretched Arena: before the Revelation, pay {H}{H}{H}: nobody may put manifestations in Support this turn", () => {
    const def = beta(234);
    const s = match(
      [
        def,
        ...pay("choleric", 1),
        card({ name: "C3", t: "hollow", power: 3 }),
        card({ name: "First3", t: "hollow", power: 3 }),
      ],
      [tiny("Tiny")],
      { bFirst: 5 },
    );
    s.reveal("AF", "BF");
    toEndPhase(s);
    cast(s, "A", def.name);
    settle(s);
    s.expectZone(def.name, "field");
    // After the Revelation it cannot be used.
    giveTo(s, "A");
    s.act({
      type: "activate",
      player: 0,
      card: s.id(def.name),
      ability: 0,
      targets: [],
      tribute: { cards: [s.id("C3")] },
    }).expectRefused("wrong_phase");
    advanceUntil(s, (x) => x.turn === 2 && x.phase === "choose" && x.decisions.length === 2);
    s.firsts("First3", "bf1");
    giveTo(s, "A");
    // The secret First Manifestation cannot pay.
    s.activate("A", def.name, 0, { tribute: ["First3"] }).expectRefused("tribute_invalid");
    s.activate("A", def.name, 0, { tribute: ["C3"] });
    settle(s);
    s.expectZone("C3", "limbo").passUntil((x) => x.phase === "reaction");
    giveTo(s, "B");
    s.support("B", "Tiny").expectRefused("support_forbidden").endWithDecisionOpen();
    mark(234);
  });
});

describe("Beta: answers unless {H}{H} is paid; destroyed opposing manifestations", () => {
  it("#240 Conflux of Catastrophe: +5 points and #245 Watchtower: a {T} essence when an opposing manifestation on the field is destroyed", () => {
    for (const n of [240, 245]) {
      const s = willInPlay(
        n,
        [kill, card({ name: "Kill2", type: "ephemeral_will", t: "hollow", cost: {}, script: kill.script })],
        [],
        ["af1", "bf1"],
      );
      const points = s.state.players[0]!.effectPoints;
      cast(s, "A", "Kill", ["bf1"]);
      settle(s, [["bf1"]]);
      s.expectZone("bf1", "limbo");
      if (n === 240) s.expectEffectPoints("A", points + 5);
      else expect(s.state.players[0]!.essence.transcendent).toBe(1);
      // Your own manifestation destroyed: nothing.
      cast(s, "A", "Kill2", ["af1"]);
      settle(s, [["AF"]]);
      s.expectZone("af1", "limbo");
      if (n === 240) s.expectEffectPoints("A", points + 5);
      else expect(s.state.players[0]!.essence.transcendent).toBe(1);
      s.endWithDecisionOpen();
    }
    mark(240, 245);
  });
});

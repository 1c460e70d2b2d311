// Demo cards #201–#240 (bzd-201…bzd-240) behave as their text says (scripts in engine/kartomantik/cards/demo.ts):
// harness cases (the change an effect makes) and scenarios, each under the number of the first card it cites.
// Cards are found by collection number (`demo(n)`, `N(n)` for the name; a bare number in `match`/`duel`).
import { describe, expect, it } from "vitest";
import { findTribute, powerOf, temperamentOf, type CardDef } from "@/engine/kartomantik";
import { card, filler, scenario } from "../dsl";
import { cast, dump, giveTo, nextTurn, pay, settle, tiny, toEndPhase } from "../harness";
import { demo } from "../sets";
import { has, match, mark, N, onField, zapAt, counters, demoCases } from "./demo-scenarios";

demoCases({
  205: { as: "will", targets: ["P1"], delta: { handB: -1 } },
  // The tribute went to the Limbo and is Chained back out of it; the will itself ends there.
  207: {
    as: "will",
    delta: { czA: 1, limboA: 0 },
    check: (s) =>
      expect(s.state.cards[s.state.sides[0]!.confrontation[1]!]!.memory).toEqual([{ on: "loses", dest: "exile" }]),
  },
  208: { as: "will", delta: { handA: 0 }, check: (s) => expect(s.state.players[0]!.limbo).toHaveLength(2) },
  210: { as: "will", delta: { handA: 0, handB: -1 } },
  211: { as: "will", targets: ["BF"], delta: { bFirst: -2 } },
  217: {
    as: "will",
    targets: ["BF"],
    answers: [["vitreous"]],
    delta: { handA: 1 },
    check: (s) => expect(temperamentOf(s.state, s.id("BF"))).toBe("vitreous"),
  },
  218: { as: "will", delta: { handA: 2, handB: 2, pointsA: 5 } },
  219: { as: "will", delta: { czA: 1 }, check: (s) => has("protected")(s, s.state.sides[0]!.confrontation[1]!) },
  222: {
    as: "will",
    targets: ["AF"],
    delta: { aFirst: 2 },
    check: (s) => expect(temperamentOf(s.state, s.id("AF"))).toBe("transcendent"),
  },
  227: { as: "will", delta: { pointsA: -5, handA: 2 } },
  228: [
    { as: "will", targets: ["AF"], delta: { aFirst: 2, pointsA: -5, pointsB: 0 } },
    { as: "will", targets: ["BF"], delta: { bFirst: 2, pointsA: 0, pointsB: -5 } },
  ],
  229: {
    as: "will",
    targets: ["BF"],
    check: (s) => expect(s.state.cards[s.id("BF")]!.mods.some((m) => m.kind === "loseEffects")).toBe(true),
  },
  230: { as: "will", targets: ["BF"], delta: { pointsA: -10, czB: -1, deckB: 1 } },
  232: { as: "will", targets: ["BF"], check: (s) => expect(temperamentOf(s.state, s.id("BF"))).toBe("hollow") },
});

describe("demo set persistent wills", () => {
  it("bzd-226 Pact of Gratitude draws when you win; bzd-236 Idol of Indifference costs the loser 5", () => {
    const s = onField(226, [card({ name: "Big", power: 9 })], [], ["Big", "bf1"]);
    s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    const hand = s.state.players[0]!.hand.length;
    settle(s);
    s.expectHand("A", hand + 1).endWithDecisionOpen();
    const i = onField(236);
    i.passUntil((x) => x.phase !== "end");
    settle(i);
    i.expectEffectPoints("A", -5).endWithDecisionOpen();
    mark(226, 236);
  });
});

describe("demo set: more wills and persistent wills", () => {
  it("bzd-202 Trapdoor Stage weakens an opposing Support; bzd-212 Willow of Lament counts opposing discards", () => {
    const s = onField(202, [], [tiny("Tiny", 3)], ["af1", "bf1"]);
    giveTo(s, "B");
    s.support("B", "Tiny").pass("A").pass("B");
    settle(s);
    s.expectPower("Tiny", 1).endWithDecisionOpen();
    const w = onField(212, [], [27], ["af1", N(27)]);
    settle(w);
    expect(counters(w, 212)).toEqual({ Sorrow: 1 });
    w.endWithDecisionOpen();
    mark(202, 212);
  });

  it("bzd-203 Magpie's Nest: a Trinket counter when your manifestation enters an opposing vessel", () => {
    const s = onField(203, [], [card({ name: "Big", power: 9 })], ["af1", "Big"]);
    s.passTo("placement");
    settle(s);
    expect(counters(s, 203)).toEqual({ Trinket: 1 });
    s.endWithDecisionOpen();
    mark(203);
  });

  it("bzd-213 Faded Portrait returns a Limbo manifestation when you lost; bzd-239 Tidal Memory recycles one", () => {
    const s = onField(213);
    const limbo = s.state.players[0]!.limbo.filter(
      (id) => s.state.defs[s.state.cards[id]!.def]!.type === "manifestation",
    );
    expect(limbo.length).toBeGreaterThan(0);
    s.passUntil((x) => x.phase !== "end");
    settle(s);
    s.check((x) => expect(x.state.cards[limbo[0]!]!.zone).toBe("hand")).endWithDecisionOpen();
    const t = onField(239);
    const payer = t.state.players[0]!.limbo.find(
      (id) => t.state.defs[t.state.cards[id]!.def]!.type === "manifestation",
    )!;
    t.passUntil((x) => x.phase !== "end");
    settle(t, [[payer]]);
    t.check((x) => expect(x.state.cards[payer]!.zone).toBe("deck")).endWithDecisionOpen();
    mark(213, 239);
  });

  it("bzd-215 Reliquary of Lost Things exiles a Limbo manifestation for −2; bzd-216 Dried Herbarium counts your discards", () => {
    const s = onField(215, [], [], ["af1", "bf1"]);
    const fodder = s.state.players[0]!.limbo.find(
      (id) => s.state.defs[s.state.cards[id]!.def]!.type === "manifestation",
    )!;
    giveTo(s, "A");
    s.act({
      type: "activate",
      player: 0,
      card: s.id(N(215)),
      ability: 0,
      targets: [s.id("bf1")],
      tribute: { cards: [] },
      extra: [fodder],
    });
    settle(s);
    s.expectZone("bf1", "limbo")
      .check((x) => expect(x.state.cards[fodder]!.zone).toBe("exile"))
      .endWithDecisionOpen();
    const h = onField(216, [dump], [], ["af1", "bf1"]);
    cast(h, "A", "Dump");
    settle(h);
    expect(counters(h, 216)).toEqual({ Memory: 1 });
    h.endWithDecisionOpen();
    mark(215, 216);
  });

  it("bzd-220 Shared Understanding returns the stalemate zone to the decks; bzd-224 Dais of Reconciliation rewards a stalemate", () => {
    const s = match([220, ...pay("transcendent", 1)], [], { aFirst: 2, bFirst: 2 });
    s.reveal("AF", "BF").passTo("end").expectZone("AF", "stalemate");
    giveTo(s, "A");
    cast(s, "A", N(220));
    settle(s);
    s.expectZone("AF", "deck").expectZone("BF", "deck").expectEffectPoints("A", 5).endWithDecisionOpen();
    const d = onField(224, [card({ name: "Even", power: 1 })], [], ["Even", "bf1"]);
    d.passTo("end");
    settle(d);
    d.expectEffectPoints("A", 5).endWithDecisionOpen();
    mark(220, 224);
  });

  it("bzd-231 Scrape the Bottom exiles two Limbo cards for 3 hollow essence; bzd-233 Swallowing Void removes a persistent will", () => {
    const s = match([dump, 231], [], { bFirst: 5 });
    s.reveal("AF", "BF");
    cast(s, "A", "Dump");
    settle(s, [["af1"]]);
    const limbo = [...s.state.players[0]!.limbo];
    expect(limbo).toHaveLength(2);
    giveTo(s, "A");
    s.act({ type: "playWill", player: 0, card: s.id(N(231)), tribute: { cards: [] }, extra: limbo });
    settle(s);
    s.check((x) => expect(x.state.players[0]!.essence).toEqual({ hollow: 3 })).endWithDecisionOpen();
    const v = match([233, ...pay("hollow", 1)], [193, ...pay("vitreous", 1)], { bFirst: 5 });
    v.reveal("AF", "BF");
    toEndPhase(v);
    cast(v, "B", N(193));
    settle(v);
    nextTurn(v, "af1", "bf1");
    cast(v, "A", N(233), [N(193)]);
    settle(v);
    v.expectZone(N(193), "deck").endWithDecisionOpen();
    mark(231, 233);
  });

  it("bzd-234 Engine of Apathy, bzd-235 Hoarder's Jar, bzd-237 Garden of Remembrance, bzd-238 Powder Keg Carnival", () => {
    const mid = card({ name: "Mid", t: "vitreous", power: 5 });
    const e = onField(234, [mid], [], ["Mid", "bf1"]);
    giveTo(e, "A");
    const hand = e.state.players[0]!.hand.length;
    e.activate("A", N(234), 0);
    settle(e);
    e.expectHand("A", hand + 1)
      .expectEffectPoints("A", -5)
      .endWithDecisionOpen();
    const j = onField(
      235,
      [zapAt("Zap2", { hollow: 1 }), card({ name: "Coin3", t: "vitreous", power: 3 }), mid],
      [],
      ["Mid", "bf1"],
    );
    giveTo(j, "A");
    j.play("A", "Zap2", { targets: ["bf1"], tribute: ["Coin3"] });
    settle(j);
    expect(counters(j, 235)).toEqual({ Residue: 1 });
    j.endWithDecisionOpen();
    const g = onField(237, [], [zapAt("Zap")], ["af1", "bf1"]);
    cast(g, "B", "Zap", ["af1"]);
    settle(g);
    g.expectZone("af1", "limbo");
    expect(counters(g, 237)).toEqual({ Sprout: 1 });
    g.endWithDecisionOpen();
    const k = onField(238, [zapAt("Zap")], [], ["af1", "bf1"]);
    cast(k, "A", "Zap", ["bf1"]);
    settle(k);
    k.expectZone("bf1", "limbo").expectPower("af1", 2).endWithDecisionOpen();
    mark(234, 235, 237, 238);
  });
});

describe("demo set cards (rewritten texts: persistent wills)", () => {
  /** The will on A's field after turn 1, then turn 2 revealed; `seed` varies the match's PRNG (dice). */
  function onField(n: number, extraA: CardDef[] = [], extraB: CardDef[] = [], reveal2?: [string, string], seed = 1) {
    const def = demo(n);
    const payers = Object.keys(def.cost).flatMap((t) => pay(t, 2));
    const a = [card({ name: "AF", t: "phlegmatic", power: 1 }), def, ...payers, ...extraA, ...filler("af", 4)];
    const b = [card({ name: "BF", t: "phlegmatic", power: 5 }), ...extraB, ...filler("bf", 4)];
    const s = scenario({ A: a, B: b, padTo: 26, seed });
    s.reveal("AF", "BF");
    toEndPhase(s);
    cast(s, "A", def.name);
    settle(s);
    s.expectZone(def.name, "field");
    if (reveal2) nextTurn(s, reveal2[0], reveal2[1]);
    return s;
  }

  it("bzd-204 Dice of Spite exhausts and rolls: on 4+ it neutralizes an ephemeral will targeting your manifestation", () => {
    const rolls: number[] = [];
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const s = onField(204, [card({ name: "Guard", t: "hollow", power: 4 })], [zapAt("Zap")], ["Guard", "bf1"], seed);
      const before = powerOf(s.state, s.id("Guard"));
      cast(s, "B", "Zap", ["Guard"]);
      s.expectPriority("A");
      s.act({
        type: "activate",
        player: 0,
        card: s.id(N(204)),
        ability: 0,
        targets: [`S${s.state.stack[0]!.id}`],
        tribute: { cards: [] },
      });
      settle(s);
      const rolled = s.events.find((e) => e.type === "rolled");
      expect(rolled && rolled.type === "rolled" && rolled.sides).toBe(6);
      const value = rolled && rolled.type === "rolled" ? rolled.value : 0;
      rolls.push(value);
      s.check((x) => expect(x.state.cards[x.id(N(204))]!.exhausted).toBe(true)).expectZone("Zap", "limbo");
      s.expectPower("Guard", value >= 4 ? before : before - 1);
      if (value >= 4) s.expectEvent({ type: "neutralized" });
      s.endWithDecisionOpen();
    }
    // Both outcomes of the die were exercised.
    expect(rolls.some((v) => v >= 4) && rolls.some((v) => v < 4)).toBe(true);
    mark(204);
  });

  it("bzd-223 Lantern of Accord exhausts for 1 {T} excess essence, which pays a symbol of another temperament", () => {
    const s = onField(223, [zapAt("Zap2", { vitreous: 1 })], [], ["af1", "bf1"]);
    giveTo(s, "A");
    s.activate("A", N(223), 0);
    settle(s);
    s.check((x) => expect(x.state.players[0]!.essence).toEqual({ transcendent: 1 })).check((x) =>
      expect(x.state.cards[x.id(N(223))]!.exhausted).toBe(true),
    );
    giveTo(s, "A");
    // Zap2 costs {B} and is paid by the {T} excess essence alone: bf1 (power 1) drops to 0 and is destroyed.
    s.play("A", "Zap2", { targets: ["bf1"], tribute: [] });
    settle(s);
    s.expectZone("Zap2", "limbo")
      .expectZone("bf1", "limbo")
      .check((x) => expect(x.state.players[0]!.essence.transcendent ?? 0).toBe(0));
    s.endWithDecisionOpen();
    mark(223);
  });

  it("bzd-240 Puppeteer's Crossbar returns your manifestation to hand and Chains one from your Interzone", () => {
    const s = onField(240, [card({ name: "Puppet", t: "hollow", power: 4 })], [], ["af1", "bf1"]);
    giveTo(s, "A");
    s.act({ type: "manual", player: 0, move: { op: "move", card: s.id("Puppet"), to: "interzone", slot: 0 } });
    s.expectZone("Puppet", "interzone");
    giveTo(s, "A");
    s.act({
      type: "activate",
      player: 0,
      card: s.id(N(240)),
      ability: 0,
      targets: [s.id("af1")],
      tribute: { cards: findTribute(s.state, 0, { vitreous: 1 })! },
    });
    settle(s);
    s.expectZone("af1", "hand")
      .expectZone("Puppet", "confrontation")
      .check((x) => expect(x.state.cards[x.id("Puppet")]!.enteredAs).toBe("support"));
    s.check((x) => expect(x.state.cards[x.id(N(240))]!.exhausted).toBe(true)).endWithDecisionOpen();
    mark(240);
  });
});

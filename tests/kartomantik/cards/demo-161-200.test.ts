// Demo cards #161–#200 (bzd-161…bzd-200) behave as their text says (scripts in engine/kartomantik/cards/demo.ts):
// harness cases (the change an effect makes) and scenarios, each under the number of the first card it cites.
// Cards are found by collection number (`demo(n)`, `N(n)` for the name; a bare number in `match`/`duel`).
import { describe, expect, it } from "vitest";
import { findTribute, powerOf, temperamentOf } from "@/engine/kartomantik";
import { card, type Scenario } from "../dsl";
import { cast, dump, giveTo, nextTurn, pay, settle, tiny } from "../harness";
import { demo } from "../sets";
import { has, small, will, match, mark, N, onField, zapAt, counters, demoCases } from "./demo-scenarios";

demoCases({
  161: { as: "will", check: (s) => has("supportFromHand")(s, s.id("af2")) },
  162: { as: "will", delta: { handA: 1 } },
  163: { as: "will", delta: { aFirst: 1 } },
  164: { as: "will", targets: ["AF"], delta: { aFirst: 2 }, check: (s) => has("protected")(s, s.id("AF")) },
  165: {
    as: "will",
    A: [small("S1"), small("S2")],
    answers: [["S1", "S2"]],
    delta: { czA: 2 },
    check: (s) => s.expectZone("S1", "confrontation").expectZone("S2", "confrontation"),
  },
  167: {
    as: "will",
    targets: ["AF"],
    delta: { czA: -1, handA: 1 },
    check: (s) => s.expectZone("AF", "interzone"),
  },
  172: { as: "will", targets: ["AF"], delta: { aFirst: 4 } },
  174: { as: "will", aPower: 4, bPower: 3, targets: ["BF"], delta: { czB: -1 } },
  175: { as: "will", targets: ["AF"], delta: { aFirst: 3 } },
  176: { as: "will", delta: { czA: -1 } },
  178: { as: "will", targets: ["AF"], delta: { aFirst: 5 }, check: (s) => has("persist")(s, s.id("AF")) },
  183: { as: "will", delta: { handA: 1 } },
  186: { as: "will", targets: ["AF", "BF"], delta: { aFirst: 4 } },
  187: { as: "will", delta: { handA: 1, deckA: -1 } },
  188: { as: "will", targets: ["BF"], delta: { czB: -1 }, check: (s) => s.expectZone("BF", "stalemate") },
  189: { as: "will", delta: { handA: 0, deckA: 0 }, check: (s) => s.expectEvent({ type: "drew", player: 0 }) },
  195: { as: "will", targets: ["AF", "BF"], delta: { aFirst: 4, bFirst: -4 } },
  198: { as: "will", targets: ["P1"], B: [will("Secret Plan")], delta: { handB: -1, deckB: 1 } },
});

describe("demo set cards (turn scenarios)", () => {
  it("bzd-166 Count the Seasons grows the Interzone for good; bzd-167 keeps the moved card there", () => {
    const s = match([166, ...pay("phlegmatic", 2)], [], { aFirst: 3, bFirst: 1 });
    s.reveal("AF", "BF")
      .passTo("placement")
      .choose("A", [`${s.id("AF")}:slot0`]);
    s.passTo("end");
    cast(s, "A", N(166));
    settle(s);
    s.expectPower("AF", 4).check((x) => expect(x.state.cards[x.id("AF")]!.counters).toEqual({ Growth: 1 }));
    s.passTo("choose").expectPower("AF", 4).endWithDecisionOpen();
    mark(166);
  });
});

describe("demo set persistent wills", () => {
  it("bzd-168 Nursery of Echoes: +5 at the end of a turn with three manifestations in your Interzone", () => {
    const s = onField(168);
    giveTo(s, "A");
    for (const [i, n] of ["af1", "af2", "af3"].entries())
      s.act({ type: "manual", player: 0, move: { op: "move", card: s.id(n), to: "interzone", slot: i } });
    s.passUntil((x) => x.phase !== "end");
    settle(s);
    s.expectEffectPoints("A", 5).endWithDecisionOpen();
    mark(168);
  });

  it("bzd-170 Moss Cradle, bzd-181 Smoldering Spite, bzd-201 Weathervane of Moods exhaust for an effect", () => {
    for (const [id, target, check] of [
      [170, "AF", (s: Scenario) => s.expectPower("AF2", 2)],
      [181, "BF", (s: Scenario) => s.expectPower("BF2", 4)],
      [201, "BF", (s: Scenario) => expect(temperamentOf(s.state, s.id("BF2"))).toBe("capricious")],
    ] as const) {
      const s = onField(
        id,
        [card({ name: "AF2", t: "hollow", power: 1 })],
        [card({ name: "BF2", t: "hollow", power: 5 })],
      );
      nextTurn(s, "AF2", "BF2");
      giveTo(s, "A");
      s.activate("A", N(id), 0, { targets: [target === "AF" ? "AF2" : "BF2"] });
      settle(s);
      check(s.check(() => undefined) as Scenario);
      s.endWithDecisionOpen();
    }
    mark(170, 181, 201);
  });

  it("bzd-171 Common Hearth and bzd-225 Halo of the Listener gain a counter each turn", () => {
    for (const [id, counter] of [
      [171, "Kinship"],
      [225, "Light"],
    ] as const) {
      const s = onField(id);
      nextTurn(s);
      s.check((x) => expect(x.state.cards[x.id(N(id))]!.counters).toEqual({ [counter]: 1 })).endWithDecisionOpen();
    }
    mark(171, 225);
  });

  it("bzd-182 Altar of the Red Tide: +2 to your strong manifestations there; bzd-214 Ashen Veil: −1 to the opposing First", () => {
    const s = onField(182, [card({ name: "Big", power: 4 })], [card({ name: "BF2", power: 3 })], ["Big", "BF2"]);
    s.expectPower("Big", 6).endWithDecisionOpen();
    const v = onField(214, [card({ name: "AF2", power: 2 })], [card({ name: "BF2", power: 3 })], ["AF2", "BF2"]);
    v.expectPower("BF2", 2).endWithDecisionOpen();
    mark(182, 214);
  });

  it("bzd-193 Glacial Archive: the hand limit is 8", () => {
    const s = onField(193);
    nextTurn(s);
    s.expectHand("A", 7)
      .check((x) => expect(x.state.players[0]!.hand.length + 1).toBe(8))
      .endWithDecisionOpen();
    mark(193);
  });
});

describe("demo set: more wills and persistent wills", () => {
  it("bzd-177 Clench the Fists is played before the Revelation on the secret First Manifestation", () => {
    const s = match([177, ...pay("choleric")], [], { aFirst: 2, bFirst: 3 });
    s.firsts("AF", "BF").expectPhase("beforeRevelation");
    cast(s, "A", N(177));
    settle(s);
    s.passUntil((x) => x.phase === "reaction")
      .expectPower("AF", 4)
      .endWithDecisionOpen();
    mark(177);
  });

  it("bzd-179 Ember Banner gains Ardor when your First is the stronger one, spent for +2", () => {
    const s = onField(179, [card({ name: "Big", t: "hollow", power: 4 })], [], ["Big", "bf1"]);
    settle(s);
    expect(counters(s, 179)).toEqual({ Ardor: 1 });
    giveTo(s, "A");
    s.activate("A", N(179), 1, { targets: ["Big"] });
    settle(s);
    s.expectPower("Big", 6).endWithDecisionOpen();
    mark(179);
  });

  it("bzd-180 Furnace of Grudges: a Grudge counter per lost confrontation, turned into First power at the Revelation", () => {
    const s = onField(
      180,
      [card({ name: "Low", t: "hollow", power: 1 })],
      [card({ name: "Big", power: 9 })],
      ["Low", "Big"],
    );
    s.passTo("placement").choose("B", [`${s.id("Big")}:deck`]);
    settle(s);
    expect(counters(s, 180)).toEqual({ Grudge: 1 });
    nextTurn(s);
    settle(s);
    s.check((x) => {
      const first = x.state.sides[0]!.confrontation[0]!;
      expect(powerOf(x.state, first)).toBe(x.state.defs[x.state.cards[first]!.def]!.power + 1);
      expect(x.state.cards[x.id(N(180))]!.counters).toEqual({ Grudge: 0 });
    });
    s.endWithDecisionOpen();
    mark(180);
  });

  it("bzd-184 Cold Rebuttal, bzd-194 Cut the Thread, bzd-221 Moment of Clarity neutralize an ephemeral will", () => {
    for (const id of [184, 194, 221]) {
      const temp = Object.keys(demo(id).cost)[0]!;
      const s = match([id, ...pay(temp, 2)], [zapAt("Zap")], { aFirst: 5, bFirst: 1 });
      s.reveal("AF", "BF");
      cast(s, "B", "Zap", ["AF"]);
      s.expectPriority("A");
      const x = s.id(N(id));
      const tribute = findTribute(s.state, 0, demo(id).cost, [x])!;
      s.act({
        type: "playWill",
        player: 0,
        card: x,
        targets: [`S${s.state.stack[0]!.id}`],
        tribute: { cards: tribute },
      });
      settle(s);
      s.expectPower("AF", 5).expectEvent({ type: "neutralized" });
      if (id === 184) s.check((y) => expect(y.state.players[1]!.deck[0]).toBe(y.id("Zap")));
      else s.expectZone("Zap", "limbo");
      s.endWithDecisionOpen();
    }
    mark(184, 194, 221);
  });

  it("bzd-190 Lens of Foresight looks at the top card each turn; bzd-191 Crystal Ledger counts opposing wills", () => {
    const s = onField(190);
    nextTurn(s);
    expect(s.events.filter((e) => e.type === "looked" && e.player === 0)).toHaveLength(1);
    s.endWithDecisionOpen();
    const l = onField(191, [], [zapAt("Zap")], ["af1", "bf1"]);
    cast(l, "B", "Zap", ["af1"]);
    settle(l);
    expect(counters(l, 191)).toEqual({ Insight: 1 });
    l.endWithDecisionOpen();
    mark(190, 191);
  });

  it("bzd-192 Pane of Stillness puts a small Confrontation Zone card on top of its deck", () => {
    const more = [card({ name: "Blue1", t: "vitreous", power: 3 })];
    const s = onField(192, more, [], ["af1", "bf1"]);
    giveTo(s, "A");
    s.activate("A", N(192), 0, { targets: ["bf1"], tribute: ["Blue1"] });
    settle(s);
    s.expectZone("bf1", "deck").endWithDecisionOpen();
    mark(192);
  });

  it("bzd-196 Feigned Stumble, bzd-199 Switch the Cups, bzd-200 Topsy-Turvy, bzd-206 Fading Hue", () => {
    const f = match([196, ...pay("capricious", 1)], [tiny("Tiny", 1)], { aFirst: 4, bFirst: 3 });
    f.reveal("AF", "BF").expectPriority("B").support("B", "Tiny").pass("A").pass("B");
    cast(f, "A", N(196), ["AF"]);
    settle(f);
    f.expectPower("AF", 7).endWithDecisionOpen();
    const c = match([199, tiny(), ...pay("capricious", 1)], [], { bFirst: 9 });
    c.reveal("AF", "BF").support("A", "Tiny").pass("B").pass("A");
    cast(c, "A", N(199), ["Tiny"]);
    settle(c, [["Tiny"]]);
    c.expectZone("Tiny", "confrontation")
      .expectEvent({ type: "moved", card: c.id("Tiny"), from: "confrontation", to: "hand" })
      .endWithDecisionOpen();
    const t = match([200, ...pay("capricious", 1)], [], { aFirst: 2, bFirst: 2, bT: "vitreous" });
    t.reveal("AF", "BF");
    cast(t, "A", N(200));
    settle(t);
    t.passUntil((x) => x.phase === "resolution")
      .expectEvent({ type: "confrontation", winner: 1, byTemperament: true })
      .endWithDecisionOpen();
    const h = match([dump, 206, ...pay("melancholic", 1)], [], { bFirst: 5 });
    h.reveal("AF", "BF");
    cast(h, "A", "Dump");
    settle(h, [["af1"]]);
    cast(h, "A", N(206), ["BF"]);
    settle(h);
    h.expectPower("BF", 4).endWithDecisionOpen();
    mark(196, 199, 200, 206);
  });
});

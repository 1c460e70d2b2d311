// Card-effect rules (§3.2): modifiers and counters kept between field and stalemate zone and lost
// elsewhere; Protected; "cannot" beats "can"; owner vs controller; effect memory; Persist; the
// manual fallback; card scripts validated when a set is loaded.
import { describe, expect, it } from "vitest";
import { eventsFor, loadSet } from "@/engine/kartomantik";
import { card, filler, scenario } from "./dsl";
import { giveTo } from "./harness";

const eph = (name: string, script: object, cost: Record<string, number> = { hollow: 1 }) =>
  card({ name, type: "ephemeral_will", t: "hollow", cost, script });
const target = (sel: object) => [{ kind: "card", sel }];

describe("modifiers and counters", () => {
  it("§3.2 modifiers and counters survive field ↔ stalemate zone and are lost in the Limbo, vessel, deck, hand, exile", () => {
    const grow = eph("Grow", {
      targets: target({ zone: "field", controller: "any" }),
      ops: [
        { op: "power", to: "t0", amount: 1, until: "permanent" },
        { op: "counters", to: "t0", counter: "Seed", n: 2 },
      ],
    });
    const s = scenario({
      A: [card({ name: "Oak", power: 2 }), grow, ...filler("a", 5)],
      B: [card({ name: "Fern", power: 3 }), card({ name: "Fir", power: 9 }), ...filler("b", 5)],
    });
    s.reveal("Oak", "Fern")
      .play("A", "Grow", { targets: ["Oak"], tribute: ["a1"] })
      .resolveStack();
    s.expectPower("Oak", 3).check((x) => expect(x.state.cards[x.id("Oak")]!.counters).toEqual({ Seed: 2 }));
    // 3 vs 3, phlegmatic vs phlegmatic: stalemate; the modifier and counters come along.
    s.passTo("end").expectZone("Oak", "stalemate").expectPower("Oak", 3);
    s.passTo("choose").reveal("a2", "Fir").passTo("placement");
    // B wins: Oak enters B's vessel and loses everything.
    s.expectZone("Oak", "vessel")
      .expectPower("Oak", 2)
      .check((x) => expect(x.state.cards[x.id("Oak")]!.counters).toEqual({}));
    s.endWithDecisionOpen();
  });

  it("§3.2 Segnalini: counters an effect would put on a card that has left the field are not put (it does not bring them back)", () => {
    // "I Segnalini seguono le stesse regole dei Modificatori": they last "solo finché la carta rimane nel Campo
    // Cartomantico o nella Zona di Stallo". Charger's trigger resolves after Charger went back to the hand
    // ("Indipendenza degli Effetti": it resolves all the same), so no counter lands on the hand card, and none comes
    // back with it when it is played again.
    const charger = card({
      name: "Charger",
      power: 2,
      text: "When Charger enters the Confrontation Zone, put 2 Charge counters on it.",
      script: {
        abilities: [
          {
            kind: "trigger",
            trigger: { on: "enterConfrontation" },
            ops: [{ op: "counters", to: "self", counter: "Charge", n: 2 }],
          },
        ],
      },
    });
    const bounce = eph(
      "Bounce",
      {
        targets: target({ zone: "confrontation", controller: "opponent" }),
        ops: [{ op: "move", to: "t0", dest: "ownerHand" }],
      },
      {},
    );
    const s = scenario({
      A: [charger, ...filler("a", 6)],
      B: [card({ name: "Fern", power: 3 }), bounce, ...filler("b", 5)],
    });
    s.reveal("Charger", "Fern").expectStack(["Charger#0"]).expectPriority("B");
    s.play("B", "Bounce", { targets: ["Charger"] }).resolveStack();
    s.expectZone("Charger", "hand").check((x) => expect(x.state.cards[x.id("Charger")]!.counters).toEqual({}));
    s.passTo("placement").choose("B", [`${s.id("Fern")}:deck`]);
    s.passTo("choose").reveal("Charger", "b1").expectStack(["Charger#0"]);
    s.check((x) => expect(x.state.cards[x.id("Charger")]!.counters).toEqual({}));
    s.resolveStack().check((x) => expect(x.state.cards[x.id("Charger")]!.counters).toEqual({ Charge: 2 }));
    s.passTo("placement").endWithDecisionOpen();
  });

  it("§3.2 power is base power plus modifiers; a target left at 0 power is destroyed", () => {
    const sap = eph("Sap", {
      targets: target({ zone: "field", controller: "any" }),
      ops: [{ op: "power", to: "t0", amount: -2, until: "turn" }],
    });
    const s = scenario({
      A: [card({ name: "Oak", power: 1 }), sap, ...filler("a", 5)],
      B: [card({ name: "Fern", power: 2 }), ...filler("b", 6)],
    });
    s.reveal("Oak", "Fern")
      .play("A", "Sap", { targets: ["Fern"], tribute: ["a1"] })
      .resolveStack();
    s.expectZone("Fern", "limbo")
      .passTo("placement")
      .choose("A", [`${s.id("Oak")}:deck`]);
  });
});

describe("reading effects", () => {
  it("§3.2 Protected: an opponent's card cannot target it", () => {
    const shield = card({
      name: "Shield",
      power: 2,
      text: "As long as this is in the Confrontation Zone, it is Protected.",
      script: {
        abilities: [
          { kind: "static", effect: { kind: "keyword", to: "self", keyword: "protected", where: "confrontation" } },
        ],
      },
    });
    const sap = eph("Sap", {
      targets: target({ zone: "field", controller: "any" }),
      ops: [{ op: "power", to: "t0", amount: -1, until: "turn" }],
    });
    const s = scenario({
      A: [card({ name: "Oak", power: 1 }), sap, ...filler("a", 5)],
      B: [shield, ...filler("b", 6)],
    });
    s.reveal("Oak", "Shield")
      .play("A", "Sap", { targets: ["Shield"], tribute: ["a1"] })
      .expectRefused("bad_targets");
    s.expectLegal("A", (a) => a.type === "playWill" && (a.targets ?? []).includes(s.id("Shield")), false);
    // A may still target its own manifestation.
    s.play("A", "Sap", { targets: ["Oak"], tribute: ["a1"] })
      .resolveStack()
      .expectZone("Oak", "limbo");
    s.passTo("placement").choose("B", [`${s.id("Shield")}:deck`]);
  });

  it("§3.2 golden rule: 'players cannot put manifestations into Support' beats Support and Chain", () => {
    const pin = eph("Pin", { ops: [{ op: "flag", flag: "noSupport" }] }, {});
    const chain = eph("Rally", { ops: [{ op: "chain", from: ["hand"] }] }, {});
    const s = scenario({
      A: [
        card({ name: "Oak", power: 1 }),
        pin,
        chain,
        card({ name: "Helper", power: 2, text: "Support." }),
        ...filler("a", 3),
      ],
      B: [card({ name: "Fern", power: 3 }), ...filler("b", 6)],
    });
    s.reveal("Oak", "Fern").play("A", "Pin").resolveStack().expectPriority("A");
    s.support("A", "Helper").expectRefused("support_forbidden");
    s.play("A", "Rally").resolveStack().expectZone("Helper", "hand").expectNoDecision();
    s.passTo("placement").choose("B", [`${s.id("Fern")}:deck`]);
  });

  it("§3.2 Chain puts a manifestation in Support as played; its memory rule applies when the confrontation ends", () => {
    const call = eph("Call", { ops: [{ op: "chain", from: ["limbo"], memory: { on: "wins", dest: "exile" } }] });
    const s = scenario({
      A: [
        card({ name: "Oak", power: 1 }),
        call,
        card({ name: "Ghost", power: 6 }),
        card({ name: "Elm", power: 1 }),
        ...filler("a", 3),
      ],
      B: [card({ name: "Fern", power: 3 }), card({ name: "Fir", power: 2 }), ...filler("b", 5)],
    });
    s.reveal("Oak", "Fern")
      .pass("A")
      .pass("B")
      .passTo("placement")
      .choose("B", [`${s.id("Fern")}:deck`]);
    // Put Ghost into the Limbo as a tribute, then Chain it from there.
    s.passTo("choose")
      .reveal("Elm", "Fir")
      .play("A", "Call", { tribute: ["Ghost"] })
      .expectZone("Ghost", "limbo")
      .pass("B")
      .pass("A");
    s.expectDecision("A", "choose").choose("A", ["Ghost"]).expectZone("Ghost", "confrontation");
    s.expectEvent({ type: "played", player: 0, card: s.id("Ghost") });
    s.passTo("placement")
      .expectZone("Ghost", "exile")
      .choose("A", [`${s.id("Elm")}:deck`]);
  });

  it("§4.2.3 Stallo: the stalemate is leaving the field, so 'if it would leave the field, exile it instead' exiles it", () => {
    // "tutte le Manifestazioni … nell'Area di Confronto lasciano il campo e vengono spostate nella Zona di Stallo":
    // a Chained card that remembers "if it would leave the field, exile it instead" (Grave Gardener, bzd-112) is
    // exiled instead of entering the stalemate.
    const recall = eph("Recall", {
      ops: [{ op: "chain", from: ["limbo"], memory: { on: "leavesField", dest: "exile" } }],
    });
    const s = scenario({
      A: [card({ name: "Oak", power: 1 }), recall, card({ name: "Ghost", power: 1 }), ...filler("a", 4)],
      B: [card({ name: "Fern", power: 2 }), ...filler("b", 6)],
    });
    s.reveal("Oak", "Fern")
      .play("A", "Recall", { tribute: ["Ghost"] })
      .expectZone("Ghost", "limbo");
    s.pass("B").pass("A").expectDecision("A", "choose").choose("A", ["Ghost"]).expectZone("Ghost", "confrontation");
    // 2 against 2, both last entries phlegmatic: a stalemate.
    s.passTo("end");
    s.expectEvent({ type: "confrontation", winner: null });
    s.expectZone("Oak", "stalemate").expectZone("Fern", "stalemate").expectZone("Ghost", "exile");
    s.endWithDecisionOpen();
  });

  it("§4.2.3 Stallo: a stalemate is not a loss — 'if it loses the confrontation, exile it' does not apply, 'otherwise' does", () => {
    // "In caso di pareggio tutte le manifestazioni nell'Area di Confronto vengono spostate nella Zona di Stallo":
    // nobody lost. Call from the Limbo (bzd-207): "If the Chained manifestation loses the confrontation, exile it
    // instead of putting it into an Empathic Vessel": it goes into the stalemate. Twist the Soul (#132): "If the
    // manifestation wins the confrontation it returns to your Empathic Vessel, otherwise it returns to its owner's
    // hand".
    const call = eph("Call", { ops: [{ op: "chain", from: ["limbo"], memory: { on: "loses", dest: "exile" } }] });
    const twist = eph("Twist", {
      ops: [{ op: "chain", from: ["hand"], memory: { on: "notWins", dest: "hand" } }],
    });
    const s = scenario({
      A: [card({ name: "Oak", power: 1 }), call, twist, card({ name: "Ghost", power: 1 }), ...filler("a", 3)],
      B: [card({ name: "Fern", power: 3 }), ...filler("b", 6)],
    });
    s.reveal("Oak", "Fern").play("A", "Call", { tribute: ["Ghost"] });
    s.pass("B").pass("A").expectDecision("A", "choose").choose("A", ["Ghost"]).expectZone("Ghost", "confrontation");
    s.expectPriority("A")
      .play("A", "Twist", { tribute: ["a1"] })
      .pass("B")
      .pass("A");
    s.expectDecision("A", "choose").choose("A", ["a2"]).expectZone("a2", "confrontation");
    // 3 against 3, both last entries phlegmatic: a stalemate.
    s.passTo("end");
    s.expectEvent({ type: "confrontation", winner: null });
    s.expectZone("Oak", "stalemate").expectZone("Fern", "stalemate").expectZone("Ghost", "stalemate");
    s.expectZone("a2", "hand");
    s.endWithDecisionOpen();
  });

  it("§3.2 owner and controller: a card taken into the vessel stays owned by its owner", () => {
    const s = scenario({
      A: [card({ name: "Oak", power: 3 }), ...filler("a", 6)],
      B: [card({ name: "Fern", power: 1 }), ...filler("b", 6)],
    });
    s.reveal("Oak", "Fern").passTo("placement");
    s.check((x) => {
      const fern = x.state.cards[x.id("Fern")]!;
      expect([fern.owner, fern.controller, fern.zone]).toEqual([1, 1, "vessel"]);
      expect(x.state.players[0]!.vessel).toContain(fern.iid);
    });
    s.choose("A", [`${s.id("Oak")}:deck`]);
  });

  it("Persist: a winning First Manifestation with Persist stays as next turn's First Manifestation", () => {
    const s = scenario({
      A: [card({ name: "Colossus", power: 7, text: "Persist. (If it wins, it stays.)" }), ...filler("a", 6)],
      B: filler("b", 7),
    });
    s.reveal("Colossus", "b1").passTo("end").expectZone("Colossus", "confrontation");
    s.passTo("choose").check((x) => expect(x.decisionOf("A")).toBeUndefined());
    s.reveal(null, "b2").expectZone("Colossus", "confrontation").passTo("end");
  });
});

describe("manual fallback", () => {
  it("a manual will asks its controller to apply the text with logged moves the opponent sees", () => {
    const odd = card({ name: "Odd", type: "ephemeral_will", t: "hollow", text: "Something no op expresses." });
    expect(odd.automation).toBe("manual");
    const s = scenario({
      A: [card({ name: "Oak", power: 1 }), odd, ...filler("a", 5)],
      B: [card({ name: "Fern", power: 3 }), ...filler("b", 6)],
    });
    s.reveal("Oak", "Fern").play("A", "Odd").pass("B").pass("A").expectDecision("A", "manualResolve");
    s.act({ type: "manual", player: 0, move: { op: "power", card: s.id("Oak"), delta: 3 } }).expectPower("Oak", 4);
    s.act({ type: "manual", player: 0, move: { op: "points", delta: 5 } }).expectEffectPoints("A", 5);
    s.act({ type: "manual", player: 1, move: { op: "points", delta: 50 } }).expectRefused("not_your_priority");
    s.act({ type: "manual", player: 0, move: { op: "move", card: s.id("b2"), to: "limbo" } }).expectRefused("bad_move");
    s.decide("A", ["done"]).expectZone("Odd", "limbo");
    const seen = eventsFor(s.events, 1).filter((e) => e.type === "manual");
    expect(seen).toHaveLength(2);
    s.passTo("placement").choose("A", [`${s.id("Oak")}:deck`]);
  });
});

describe("entering the field (§1.3.6)", () => {
  it("§1.3.6 the Interzone is part of the field: a manifestation put there from the hand enters the field; one placed there from the Confrontation Zone does not again", () => {
    const greeter = card({
      name: "Greeter",
      power: 1,
      script: {
        abilities: [{ kind: "trigger", trigger: { on: "enterField" }, ops: [{ op: "points", who: "you", n: 5 }] }],
      },
    });
    const stash = eph("Stash", {
      targets: [{ kind: "card", sel: { zone: "hand", controller: "you" } }],
      ops: [{ op: "move", to: "t0", dest: "interzone" }],
    });
    const s = scenario({
      A: [card({ name: "Oak", power: 3 }), stash, greeter, ...filler("a", 4)],
      B: [card({ name: "Fern", power: 1 }), ...filler("b", 6)],
    });
    s.reveal("Oak", "Fern")
      .pass("B")
      .play("A", "Stash", { targets: ["Greeter"], tribute: ["a1"] })
      .resolveStack();
    s.expectZone("Greeter", "interzone").resolveStack().expectEffectPoints("A", 5);
    // Oak wins and is placed in the Interzone from the Confrontation Zone: already on the field.
    s.passTo("placement")
      .choose("A", [`${s.id("Oak")}:slot1`])
      .expectZone("Oak", "interzone")
      .expectEffectPoints("A", 5);
    s.endWithDecisionOpen();
  });
});

describe("hidden information in the log", () => {
  it("§1.1 an automatic pass looks like any pass to the opponent and spectators (it would tell them the hand has no answer)", () => {
    const s = scenario({
      A: [card({ name: "Oak", power: 3 }), ...filler("a", 6)],
      B: [card({ name: "Fern", power: 2 }), ...filler("b", 6)],
      autoPass: true,
    });
    s.reveal("Oak", "Fern").passTo("placement");
    const auto = s.events.filter((e) => e.type === "passed" && e.auto);
    expect(auto.length).toBeGreaterThan(0);
    const passer = auto[0]!.type === "passed" ? auto[0]!.player : -1;
    const mine = eventsFor(s.events, passer as 0 | 1).filter((e) => e.type === "passed" && e.player === passer);
    expect(mine.some((e) => e.type === "passed" && e.auto)).toBe(true);
    for (const viewer of [1 - passer, "spectator"] as const) {
      const theirs = eventsFor(s.events, viewer as 0 | 1 | "spectator").filter(
        (e) => e.type === "passed" && e.player === passer,
      );
      expect(theirs.length).toBe(mine.length);
      expect(theirs.every((e) => e.type === "passed" && !e.auto)).toBe(true);
    }
    expect(eventsFor(s.events, "judge").filter((e) => e.type === "passed" && e.auto)).toHaveLength(auto.length);
    s.endWithDecisionOpen();
  });
});

describe("loading card scripts", () => {
  const raw = [
    {
      id: "x1",
      name: "Broken",
      type: "ephemeral_will",
      effect: "Do it.",
      powerCost: "{R}",
      cost: 1,
      temperaments: ["choleric"],
    },
  ];
  it("an unknown op is a load error naming the card", () => {
    const r = loadSet(raw, { x1: { ops: [{ op: "teleport" }] } });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors[0]).toEqual(expect.objectContaining({ card: "x1", name: "Broken" }));
  });
  it("an unknown field, trigger or a script for a missing card is refused too", () => {
    expect(loadSet(raw, { x1: { ops: [], colour: "red" } }).ok).toBe(false);
    expect(loadSet(raw, { x1: { abilities: [{ kind: "trigger", trigger: { on: "whenever" }, ops: [] }] } }).ok).toBe(
      false,
    );
    expect(loadSet(raw, { nope: {} }).ok).toBe(false);
    const ok = loadSet(raw, { x1: { ops: [{ op: "draw", who: "you", n: 1 }] } });
    expect(ok.ok && ok.cards[0]?.automation).toBe("automated");
  });
});

describe("play and move (§3.2 'Giocare e Spostare')", () => {
  it("Support from the Interzone is a move (not played); a Chained card is played", () => {
    const watcher = card({
      name: "Counter",
      type: "persistent_will",
      t: "hollow",
      cost: {},
      script: {
        abilities: [{ kind: "trigger", trigger: { on: "youPlayCard" }, ops: [{ op: "points", who: "you", n: 1 }] }],
      },
    });
    const call = eph("Call", { ops: [{ op: "chain", from: ["hand"] }] }, {});
    const s = scenario({
      A: [
        card({ name: "Helper", power: 4, text: "Support." }),
        watcher,
        call,
        card({ name: "Elm", power: 1 }),
        card({ name: "Pal", power: 1 }),
        ...filler("a", 2),
      ],
      B: [card({ name: "Fern", power: 1 }), card({ name: "Fir", power: 9 }), ...filler("b", 5)],
    });
    s.reveal("Helper", "Fern")
      .passTo("placement")
      .choose("A", [`${s.id("Helper")}:slot0`]);
    giveTo(s, "A");
    s.play("A", "Counter").resolveStack().expectZone("Counter", "field");
    s.passTo("choose").reveal("Elm", "Fir");
    // Revealing the First Manifestation is playing it: +1.
    s.resolveStack().expectEffectPoints("A", 1);
    giveTo(s, "A");
    s.support("A", "Helper").resolveStack().expectZone("Helper", "confrontation");
    s.check((x) => expect(x.events.filter((e) => e.type === "played" && e.card === x.id("Helper"))).toHaveLength(0));
    s.expectEffectPoints("A", 1);
    giveTo(s, "A");
    // Playing the will is playing a card (+1); the Chained Pal is played too (+1).
    s.play("A", "Call")
      .passUntil((x) => x.decisions.length > 0)
      .choose("A", ["Pal"]);
    s.resolveStack()
      .expectEffectPoints("A", 3)
      .expectEvent({ type: "played", card: s.id("Pal") });
    s.passTo("placement").endWithDecisionOpen();
  });
});

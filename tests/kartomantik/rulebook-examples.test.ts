// The rulebook's worked examples: §2.1.1 (a tribute of 2+3 for a cost of 4) and §2.3.1 cases 1
// and 2 (Opprimere and Responsabilizzare on Gar Fild), with test cards carrying those texts.
import { describe, expect, it } from "vitest";
import { card, filler, scenario } from "./dsl";

const garFild = card({ name: "Gar Fild, il malleabile", t: "vitreous", power: 3, points: 20 });
const opprimere = card({
  name: "Opprimere",
  type: "ephemeral_will",
  t: "choleric",
  cost: { choleric: 2 },
  text: "Una manifestazione bersaglio in campo prende -3 Forza fino alla fine del turno.",
  script: {
    targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
    ops: [{ op: "power", to: "t0", amount: -3, until: "turn" }],
  },
});
const responsabilizzare = card({
  name: "Responsabilizzare",
  type: "ephemeral_will",
  t: "vitreous",
  cost: { vitreous: 2 },
  text: "Una manifestazione bersaglio in campo prende forza pari alla sua forza base.",
  script: {
    targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
    ops: [{ op: "power", to: "t0", amount: { basePowerOf: "t0" }, until: "permanent" }],
  },
});
const ember = (name: string, power: number) => card({ name, t: "choleric", power, points: 5 });
const glass = (name: string, power: number) => card({ name, t: "vitreous", power, points: 5 });

describe("§2.3.1 stack examples", () => {
  it("§2.3.1 case 1: Responsabilizzare resolves first (6), then Opprimere (3): Gar Fild survives", () => {
    const s = scenario({
      A: [card({ name: "Oak", power: 2 }), opprimere, ember("Ember", 2), ...filler("a", 4)],
      B: [garFild, responsabilizzare, glass("Shard", 2), ...filler("b", 4)],
    });
    s.reveal("Oak", "Gar Fild, il malleabile").expectPhase("reaction");
    // A would lose (2 < 3), so A holds priority (§2.2).
    s.expectPriority("A").play("A", "Opprimere", { targets: ["Gar Fild, il malleabile"], tribute: ["Ember"] });
    s.expectPriority("B").play("B", "Responsabilizzare", { targets: ["Gar Fild, il malleabile"], tribute: ["Shard"] });
    s.expectStack(["Opprimere", "Responsabilizzare"]).expectPriority("A");
    s.pass("A").pass("B");
    // Top first: Responsabilizzare doubles Gar Fild's power to 6.
    s.expectStack(["Opprimere"]).expectPower("Gar Fild, il malleabile", 6).expectZone("Responsabilizzare", "limbo");
    // §2.3.4: the player who does not control the top item may interrupt.
    s.expectPriority("B").pass("B").pass("A");
    s.expectStack([])
      .expectPower("Gar Fild, il malleabile", 3)
      .expectZone("Gar Fild, il malleabile", "confrontation")
      .expectZone("Opprimere", "limbo");
    s.passTo("placement").choose("B", [`${s.id("Gar Fild, il malleabile")}:deck`]);
  });

  it("§2.3.1 case 2: Opprimere resolves first (3−3=0, destroyed); Responsabilizzare then finds no target", () => {
    const s = scenario({
      A: [card({ name: "Titan", power: 4 }), opprimere, ember("Ember", 2), ...filler("a", 4)],
      B: [garFild, responsabilizzare, glass("Shard", 2), ...filler("b", 4)],
    });
    s.reveal("Titan", "Gar Fild, il malleabile").expectPriority("B");
    s.play("B", "Responsabilizzare", { targets: ["Gar Fild, il malleabile"], tribute: ["Shard"] });
    s.expectPriority("A").play("A", "Opprimere", { targets: ["Gar Fild, il malleabile"], tribute: ["Ember"] });
    s.pass("B").pass("A");
    s.expectZone("Gar Fild, il malleabile", "limbo").expectEvent({
      type: "destroyed",
      card: s.id("Gar Fild, il malleabile"),
    });
    s.expectPriority("A").pass("A").pass("B");
    const resp = s.events.filter((e) => e.type === "resolved");
    expect(resp.at(-1)).toEqual(expect.objectContaining({ fizzled: true }));
    s.expectZone("Responsabilizzare", "limbo").expectStack([]);
    s.passTo("placement").choose("A", [`${s.id("Titan")}:deck`]);
  });
});

describe("§2.1.1 tribute example", () => {
  const incenerire = card({
    name: "Incenerire",
    type: "ephemeral_will",
    t: "choleric",
    cost: { choleric: 4 },
    script: { ops: [] },
  });
  const spark = card({
    name: "Spark",
    type: "ephemeral_will",
    t: "choleric",
    cost: { choleric: 1 },
    script: { ops: [] },
  });

  it("§2.1.1 paying 4 with base power 2+3 leaves 1 excess essence, spent first on the next tribute", () => {
    const s = scenario({
      A: [
        card({ name: "Oak", power: 1 }),
        incenerire,
        spark,
        ember("Two", 2),
        ember("Three", 3),
        ember("One", 1),
        ...filler("a", 1),
      ],
      B: filler("b", 7),
    });
    s.reveal("Oak", "b1").expectPriority("A");
    // Neither alone suffices.
    s.play("A", "Incenerire", { tribute: ["Three"] }).expectRefused("tribute_unpaid");
    s.play("A", "Incenerire", { tribute: ["Two", "Three"] });
    s.expectZone("Two", "limbo").expectZone("Three", "limbo").expectZone("Incenerire", "stack");
    s.check((x) => expect(x.state.players[0]!.essence).toEqual({ choleric: 1 }));
    s.expectEvent({ type: "shown", player: 0 });
    s.resolveStack().expectZone("Incenerire", "limbo");
    // §2.1: excess essence must be used first — adding a card is refused, none is needed.
    s.expectPriority("A")
      .play("A", "Spark", { tribute: ["One"] })
      .expectRefused("tribute_invalid");
    s.play("A", "Spark").check((x) => expect(x.state.players[0]!.essence).toEqual({}));
    s.resolveStack().passTo("end");
  });

  it("§2.1 Essenze in Eccesso: an essence a card keeps past the turn stays when a tribute uses the turn's own excess", () => {
    // "Qualsiasi Essenza in Eccesso non utilizzata entro la fine del turno in cui è generata viene persa": the turn's
    // excess (1, from Incenerire) is what goes first; the 4 essences the card says are "not lost at the end of the
    // turn" (as #61 Gar Fild's) are still there at the next turn.
    const hoard = card({
      name: "Hoard",
      t: "phlegmatic",
      power: 5,
      text: "If Hoard wins the confrontation, gain 4 {R} essences. These essences are not lost at the end of the turn.",
      script: {
        abilities: [
          {
            kind: "trigger",
            trigger: { on: "wins" },
            ops: [{ op: "essence", temperament: "choleric", n: 4, keep: true }],
          },
        ],
      },
    });
    const s = scenario({
      A: [hoard, incenerire, spark, ember("Two", 2), ember("Three", 3), ...filler("a", 2)],
      B: filler("b", 7),
    });
    s.reveal("Hoard", "b1")
      .pass("B")
      .play("A", "Incenerire", { tribute: ["Two", "Three"] })
      .resolveStack();
    s.check((x) => expect(x.state.players[0]!.essence).toEqual({ choleric: 1 }));
    s.passUntil((x) => x.phase === "resolution" && x.stack.length === 0 && x.triggers.length === 0);
    s.check((x) => expect(x.state.players[0]!.essence).toEqual({ choleric: 5 }));
    s.passTo("placement").choose("A", [`${s.id("Hoard")}:deck`]);
    // The end phase: Spark's {R} is paid from the excess, which is 1 of this turn's and 4 kept.
    s.expectPhase("end").play("A", "Spark").resolveStack();
    s.check((x) => expect(x.state.players[0]!.essence).toEqual({ choleric: 4 }));
    s.passTo("choose").check((x) => expect(x.state.players[0]!.essence).toEqual({ choleric: 4 }));
    s.endWithDecisionOpen();
  });

  it("§2.1 excess essence not used by the end of the turn is lost", () => {
    const s = scenario({
      A: [card({ name: "Oak", power: 1 }), incenerire, ember("Two", 2), ember("Three", 3), ...filler("a", 3)],
      B: filler("b", 7),
    });
    s.reveal("Oak", "b1")
      .play("A", "Incenerire", { tribute: ["Two", "Three"] })
      .resolveStack();
    s.passTo("end").check((x) => expect(x.state.players[0]!.essence).toEqual({ choleric: 1 }));
    s.passTo("choose").check((x) => expect(x.state.players[0]!.essence).toEqual({}));
    s.reveal("a1", "b2").passTo("end");
  });
});

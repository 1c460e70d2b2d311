// Playing cards: timing (§1.2, §4.2.2–4.2.4), Support (§3.1), the stack (§2.3) and triggered
// effects (§3.1 "Innescati": simultaneous triggers, the holder's first, owners order their own).
import { describe, expect, it } from "vitest";
import { legalActions } from "@/engine/kartomantik";
import { card, filler, scenario } from "./dsl";

const eph = (name: string, script: object, cost: Record<string, number> = {}) =>
  card({ name, type: "ephemeral_will", t: "hollow", cost, script });
const pers = (name: string, script: object, cost: Record<string, number> = {}) =>
  card({ name, type: "persistent_will", t: "hollow", cost, script });
const draw1 = { ops: [{ op: "draw", who: "you", n: 1 }] };

describe("timing", () => {
  it("§1.2 a persistent will is played only in the end phase, with an empty stack", () => {
    const s = scenario({
      A: [card({ name: "Oak", power: 3 }), pers("Banner", {}), eph("Quick", draw1), ...filler("a", 4)],
      B: filler("b", 7),
    });
    s.reveal("Oak", "b1").pass("B").play("A", "Banner").expectRefused("wrong_phase");
    s.passTo("placement")
      .choose("A", [`${s.id("Oak")}:deck`])
      .expectPhase("end");
    s.play("A", "Quick").pass("B").expectPriority("A").play("A", "Banner").expectRefused("stack_not_empty");
    s.pass("A").expectStack([]).pass("B").play("A", "Banner").resolveStack().expectZone("Banner", "field");
    s.passTo("choose").endWithDecisionOpen();
  });

  it("§4.2.2 ephemeral wills are played from the Reaction; not before the Revelation unless the card says so", () => {
    const early = eph("Early", { timing: "beforeRevelation", ops: [{ op: "points", who: "you", n: 5 }] });
    const s = scenario({
      A: [card({ name: "Oak", power: 1 }), eph("Quick", draw1), early, ...filler("a", 4)],
      B: [card({ name: "Fern", power: 3 }), ...filler("b", 6)],
    });
    s.firsts("Oak", "Fern").expectPhase("beforeRevelation");
    s.play("A", "Quick").expectRefused("wrong_phase");
    s.play("A", "Early").resolveStack().expectEffectPoints("A", 5).expectPhase("beforeRevelation");
    s.passUntil((x) => x.phase === "reaction")
      .play("A", "Early")
      .expectRefused("not_in_hand");
    s.passTo("placement").choose("B", [`${s.id("Fern")}:deck`]);
  });

  it("§4.2.2 Rivelazione 1: the secretly chosen First Manifestation is set apart from the hand: it cannot pay a tribute before the Revelation", () => {
    const early = eph(
      "Early",
      { timing: "beforeRevelation", ops: [{ op: "points", who: "you", n: 5 }] },
      { hollow: 1 },
    );
    const s = scenario({
      A: [card({ name: "Oak", power: 1 }), early, card({ name: "Spare", power: 1 }), ...filler("a", 4)],
      B: [card({ name: "Fern", power: 3 }), ...filler("b", 6)],
    });
    s.firsts("Oak", "Fern").expectPhase("beforeRevelation");
    s.expectLegal("A", (a) => a.type === "playWill" && a.tribute?.cards.includes(s.id("Oak")) === true, false);
    s.play("A", "Early", { tribute: ["Oak"] }).expectRefused("tribute_invalid");
    s.expectZone("Oak", "hand")
      .play("A", "Early", { tribute: ["Spare"] })
      .resolveStack()
      .expectEffectPoints("A", 5);
    s.passUntil((x) => x.phase === "reaction")
      .expectZone("Oak", "confrontation")
      .expectZone("Spare", "limbo");
    s.passTo("placement").choose("B", [`${s.id("Fern")}:deck`]);
  });

  it("§3.1 Support from hand or from the Interzone; 'Support from hand' only from hand", () => {
    const s = scenario({
      A: [
        card({ name: "Oak", power: 3 }),
        card({ name: "Helper", power: 1, text: "Support." }),
        card({ name: "Pal", power: 1, text: "Support from hand." }),
        ...filler("a", 4),
      ],
      B: [card({ name: "Fern", power: 5 }), ...filler("b", 6)],
    });
    s.reveal("Oak", "Fern").expectPriority("A").support("A", "a1").expectRefused("no_support");
    s.support("A", "Helper").expectStack(["Helper"]).expectZone("Helper", "stack").resolveStack();
    s.expectZone("Helper", "confrontation").pass("A").pass("B");
    s.expectPhase("resolution");
    s.passTo("placement")
      .choose("B", [`${s.id("Fern")}:slot0`])
      .passTo("choose");
    s.reveal("a1", "b1").passTo("end");
  });

  it("§3.1 Support from the Interzone puts only the effect on the stack; the card moves when it resolves", () => {
    const s = scenario({
      A: [card({ name: "Helper", power: 4, text: "Support." }), card({ name: "Oak", power: 2 }), ...filler("a", 5)],
      B: [card({ name: "Fern", power: 1 }), card({ name: "Fir", power: 5 }), ...filler("b", 5)],
    });
    s.reveal("Helper", "Fern")
      .passTo("placement")
      .choose("A", [`${s.id("Helper")}:slot2`]);
    s.passTo("choose").reveal("Oak", "Fir").expectPriority("A").support("A", "Helper");
    s.expectStack(["supportFromInterzone"]).expectZone("Helper", "interzone").resolveStack();
    s.expectZone("Helper", "confrontation").expectPower("Helper", 4);
    s.check((x) => expect(x.state.sides[0]!.interzone).toEqual([null, null, null]));
    s.passTo("placement").endWithDecisionOpen();
  });
});

describe("triggers", () => {
  const onEnter = (name: string, power: number, pts: number) =>
    card({
      name,
      power,
      text: "When this enters the Confrontation Zone, you gain points.",
      script: {
        abilities: [
          { kind: "trigger", trigger: { on: "enterConfrontation" }, ops: [{ op: "points", who: "you", n: pts }] },
        ],
      },
    });

  it("§3.1 simultaneous triggers of both players: the holder's go on the stack first, so the other's resolve first", () => {
    const s = scenario({ A: [onEnter("Bee", 1, 5), ...filler("a", 6)], B: [onEnter("Wasp", 3, 7), ...filler("b", 6)] });
    s.reveal("Bee", "Wasp");
    // A would lose (1 < 3): A holds priority, so A's trigger goes on first (bottom).
    s.expectStack(["Bee#0", "Wasp#0"]).expectPriority("A");
    s.pass("A").pass("B").expectEffectPoints("B", 7).expectEffectPoints("A", 0);
    s.resolveStack().expectEffectPoints("A", 5);
    s.passTo("placement").choose("B", [`${s.id("Wasp")}:deck`]);
  });

  /** A persistent will whose controller gains `pts` whenever they win a confrontation. */
  const watcher = (name: string, pts: number) =>
    pers(name, {
      abilities: [{ kind: "trigger", trigger: { on: "youWin" }, ops: [{ op: "points", who: "you", n: pts }] }],
    });

  it("§3.1 a player with several simultaneous triggers orders them", () => {
    const s = scenario({
      A: [
        card({ name: "Oak", power: 5 }),
        card({ name: "Elm", power: 5 }),
        watcher("One", 1),
        watcher("Two", 2),
        ...filler("a", 3),
      ],
      B: filler("b", 7),
    });
    s.reveal("Oak", "b1")
      .passTo("placement")
      .choose("A", [`${s.id("Oak")}:deck`]);
    s.play("A", "One").resolveStack().pass("B").play("A", "Two").resolveStack().passTo("choose");
    s.reveal("Elm", "b2").expectPhase("reaction").pass("B").pass("A");
    s.expectDecision("A", "orderTriggers");
    s.decide("A", ["1", "0"]).expectStack(["Two#0", "One#0"]);
    s.resolveStack().expectEffectPoints("A", 3);
    s.passTo("placement").endWithDecisionOpen();
  });

  it("§3.1 “each player orders their own”: with three triggers, every one of the six orders is a legal action", () => {
    const s = scenario({
      A: [
        card({ name: "Oak", power: 5 }),
        card({ name: "Elm", power: 5 }),
        watcher("One", 1),
        watcher("Two", 2),
        watcher("Three", 4),
        ...filler("a", 2),
      ],
      B: filler("b", 7),
    });
    s.reveal("Oak", "b1")
      .passTo("placement")
      .choose("A", [`${s.id("Oak")}:deck`]);
    s.play("A", "One").resolveStack().pass("B").play("A", "Two").resolveStack().pass("B");
    s.play("A", "Three").resolveStack().passTo("choose");
    s.reveal("Elm", "b2").expectPhase("reaction").pass("B").pass("A");
    s.expectDecision("A", "orderTriggers");
    const orders = legalActions(s.state, 0).flatMap((a) => (a.type === "decide" ? [a.choice.join("")] : []));
    expect(orders.sort()).toEqual(["012", "021", "102", "120", "201", "210"]);
    s.decide("A", ["1", "2", "0"]).expectStack(["Two#0", "Three#0", "One#0"]);
    s.resolveStack().expectEffectPoints("A", 7);
    s.passTo("placement").endWithDecisionOpen();
  });

  it("§4.2.2 Reazione: the 'after the Revelation' effects trigger even when a Revelation trigger went on the stack first", () => {
    // "Vengono innescati tutti gli effetti 'dopo la Rivelazione.'" — after the Revelation's own triggers (Rivelazione
    // 4–5) have resolved, the Reaction opens with them.
    const after = pers("Afterglow", {
      abilities: [{ kind: "trigger", trigger: { on: "afterRevelation" }, ops: [{ op: "points", who: "you", n: 3 }] }],
    });
    const s = scenario({
      A: [
        card({ name: "Oak", power: 5 }),
        after,
        onEnter("Bee", 1, 5),
        card({ name: "Elm", power: 1 }),
        ...filler("a", 3),
      ],
      B: filler("b", 7),
    });
    s.reveal("Oak", "b1")
      .passTo("placement")
      .choose("A", [`${s.id("Oak")}:deck`]);
    s.play("A", "Afterglow").resolveStack().expectZone("Afterglow", "field").passTo("choose");
    // Turn 2: Bee's "when it enters" trigger goes on the stack at the Revelation; once it resolves, Afterglow triggers.
    s.reveal("Bee", "b2").expectPhase("reaction").expectStack(["Bee#0"]);
    s.pass("B").pass("A").expectEffectPoints("A", 5).expectStack(["Afterglow#0"]);
    s.resolveStack().expectEffectPoints("A", 8).expectPhase("reaction");
    s.expectEvent({ type: "phase", phase: "reaction" });
    s.passTo("resolution").endWithDecisionOpen();
  });

  it("§3.2 a trigger's target is declared as it goes on the stack; no legal target, no trigger", () => {
    const zap = card({
      name: "Zap",
      power: 2,
      text: "When this enters the Confrontation Zone, target manifestation an opponent controls there gets -1 power until the end of the turn.",
      script: {
        abilities: [
          {
            kind: "trigger",
            trigger: { on: "enterConfrontation" },
            targets: [{ kind: "card", sel: { zone: "confrontation", controller: "opponent" } }],
            ops: [{ op: "power", to: "t0", amount: -1, until: "turn" }],
          },
        ],
      },
    });
    const s = scenario({ A: [zap, ...filler("a", 6)], B: [card({ name: "Fern", power: 3 }), ...filler("b", 6)] });
    s.reveal("Zap", "Fern").expectStack(["Zap#0"]).resolveStack().expectPower("Fern", 2);
    s.passTo("end").passTo("choose").endWithDecisionOpen();
  });
});

// Recovery phase (§4.2.1), mulligans, the end phase (§4.2.4) and the end of the game (§4.4).
import { describe, expect, it } from "vitest";
import { createGame, scoreOf } from "@/engine/kartomantik";
import { card, filler, scenario } from "./dsl";
import { giveTo } from "./harness";

const noFirst = (prefix: string, n: number) =>
  filler(prefix, n, { text: "Support from hand.\nCannot be played as First Manifestation." });

describe("recovery", () => {
  it("§4.2.1 both players draw up to 7 at the start of the game", () => {
    const s = scenario({ A: filler("a", 7), B: filler("b", 7) });
    s.expectHand("A", 7).expectHand("B", 7).expectPhase("choose");
    s.reveal("a1", "b1").passTo("end");
  });

  it("§4.2.1 first turn: a voluntary mulligan is allowed once, even with a First Manifestation, for −10 points", () => {
    const s = scenario({ A: filler("a", 7), B: filler("b", 7), keep: false });
    s.expectDecision("A", "mulligan").expectDecision("B", "mulligan");
    s.decide("A", ["mulligan"]).decide("B", ["keep"]);
    s.expectEvent({ type: "mulligan", player: 0, voluntary: true });
    s.check((x) => {
      expect(x.state.players[0]!.voluntaryMulligans).toBe(1);
      expect(x.state.players[0]!.hand).toHaveLength(7);
    });
    s.reveal(s.decisionOf("A")!.options[0]!, "b1").passTo("end").passTo("choose");
    // No voluntary mulligan after the first turn.
    s.check((x) => expect(x.state.decisions.map((d) => d.kind)).toEqual(["chooseFirst", "chooseFirst"]));
    s.reveal(s.decisionOf("A")!.options[0]!, "b2").passTo("end");
    const score = scoreOf(s.state, 0);
    s.check((x) => expect(score).toBe(-10 + 5 * x.state.players[0]!.deck.length));
  });

  it("§4.2.1 a hand without a playable First Manifestation forces a mulligan (the hand is shown)", () => {
    // A's first 7 cards cannot be First Manifestation; the rest can.
    const s = scenario({ A: [...noFirst("n", 7), ...filler("a", 13)], B: filler("b", 7) });
    s.expectEvent({ type: "mulligan", player: 0, voluntary: false });
    s.check((x) => {
      const m = x.events.find((e) => e.type === "mulligan" && e.player === 0);
      expect(m && m.type === "mulligan" ? m.shown : []).toHaveLength(7);
      expect(x.state.players[0]!.hand).toHaveLength(7);
      // No voluntary mulligan is offered to a player who already mulliganed.
      expect(x.decisionOf("A")?.kind).toBe("chooseFirst");
    });
    s.endWithDecisionOpen();
  });

  it("§4.4.1 a player who cannot draw up to 7 in the Recovery Phase ends the game at once", () => {
    const { state } = createGame({
      seed: 3,
      decks: [filler("a", 6), filler("b", 10)],
      noShuffle: true,
      firstPriority: 0,
    });
    // Both draw; A is one card short, B keeps 3 manifestations in the deck (5 points each).
    expect(state.result).toEqual({ winner: 1, points: [0, 5 * 3], reason: "cannotDraw" });
    expect(state.players[0]!.hand).toHaveLength(6);
  });

  it("§4.4.2 score: vessel points + effect points − mulligan penalty + 5 per manifestation left in the deck", () => {
    const s = scenario({
      A: [card({ name: "Oak", power: 3, points: 20 }), ...filler("a", 6)],
      B: [card({ name: "Fern", power: 1, points: 35 }), ...filler("b", 6)],
    });
    s.reveal("Oak", "Fern")
      .passTo("placement")
      .choose("A", [`${s.id("Oak")}:slot0`]);
    s.check((x) => {
      const deckManifestations = x.state.players[0]!.deck.length;
      expect(scoreOf(x.state, 0)).toBe(35 + 5 * deckManifestations);
    });
    s.passTo("end");
  });
});

describe("end phase", () => {
  it("§4.2.4 'until the end of the turn' modifiers expire; permanent ones stay", () => {
    const boost = card({
      name: "Boost",
      type: "ephemeral_will",
      t: "hollow",
      cost: { hollow: 1 },
      script: {
        targets: [{ kind: "card", sel: { zone: "field", controller: "you" } }],
        ops: [{ op: "power", to: "t0", amount: 2, until: "turn" }],
      },
    });
    const grow = card({
      name: "Grow",
      type: "ephemeral_will",
      t: "hollow",
      cost: { hollow: 1 },
      script: {
        targets: [{ kind: "card", sel: { zone: "field", controller: "you" } }],
        ops: [{ op: "power", to: "t0", amount: 1, until: "permanent" }],
      },
    });
    const s = scenario({
      A: [card({ name: "Oak", power: 3 }), boost, grow, ...filler("a", 4)],
      B: [card({ name: "Fern", power: 4 }), ...filler("b", 6)],
    });
    s.reveal("Oak", "Fern")
      .play("A", "Boost", { targets: ["Oak"], tribute: ["a1"] })
      .resolveStack();
    // Now A would win, so B holds priority (§2.2); B passes and A may act again.
    s.expectPriority("B")
      .pass("B")
      .play("A", "Grow", { targets: ["Oak"], tribute: ["a2"] })
      .resolveStack()
      .expectPower("Oak", 6);
    s.passTo("placement")
      .choose("A", [`${s.id("Oak")}:slot0`])
      .expectPower("Oak", 6);
    s.passTo("choose").expectPower("Oak", 4);
    s.reveal("a3", "b1").passTo("end");
  });

  it("§4.2.4 a hand over 7 at the end of the turn puts the excess on the bottom of the deck", () => {
    const ponder = card({
      name: "Ponder",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: { ops: [{ op: "draw", who: "you", n: 3 }] },
    });
    const s = scenario({ A: [card({ name: "Oak", power: 3 }), ponder, ...filler("a", 5)], B: filler("b", 7) });
    s.reveal("Oak", "b1")
      .passTo("placement")
      .choose("A", [`${s.id("Oak")}:deck`]);
    s.expectPhase("end").play("A", "Ponder").resolveStack().expectHand("A", 8);
    s.passUntil((x) => x.decisions.length > 0).expectDecision("A", "excessToBottom");
    s.choose("A", ["a5"]).expectHand("A", 7).expectZone("a5", "deck");
    s.check((x) => expect(x.state.players[0]!.deck.at(-1)).toBe(x.id("a5")));
    s.endWithDecisionOpen();
  });

  it("§4.2.4 when a stack started by a player resolves in the end phase, priority passes to the opponent", () => {
    const spark = card({
      name: "Spark",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: { ops: [{ op: "points", who: "you", n: 5 }] },
    });
    const s = scenario({ A: [card({ name: "Oak", power: 3 }), spark, ...filler("a", 5)], B: filler("b", 7) });
    s.reveal("Oak", "b1")
      .passTo("placement")
      .choose("A", [`${s.id("Oak")}:deck`]);
    s.expectPriority("A").play("A", "Spark").pass("B").pass("A").expectEffectPoints("A", 5).expectPriority("B");
    s.pass("B").pass("A").expectPhase("choose").endWithDecisionOpen();
  });
});

describe("recovery and game end, more", () => {
  it("§4.2.1 step 4: 'at the end of the Recovery' effects resolve before the First Manifestation is chosen; start-of-turn ones from turn 2", () => {
    const watcher = (name: string, on: string, pts: number) =>
      card({
        name,
        type: "persistent_will",
        t: "hollow",
        cost: {},
        script: { abilities: [{ kind: "trigger", trigger: { on }, ops: [{ op: "points", who: "you", n: pts }] }] },
      });
    const s = scenario({
      A: [
        card({ name: "Oak", power: 3 }),
        watcher("Dawn", "startTurn", 1),
        watcher("Dusk", "endRecovery", 10),
        ...filler("a", 4),
      ],
      B: filler("b", 7),
    });
    s.reveal("Oak", "b1")
      .passTo("placement")
      .choose("A", [`${s.id("Oak")}:deck`]);
    giveTo(s, "A");
    s.play("A", "Dawn").resolveStack();
    giveTo(s, "A");
    s.play("A", "Dusk").resolveStack();
    s.expectZone("Dawn", "field").expectZone("Dusk", "field");
    s.passUntil((x) => x.turn === 2 && x.stack.length > 0);
    // A trigger going on the stack passes priority to the opponent (§2.3.2).
    s.expectPhase("start").expectStack(["Dawn#0"]).expectPriority("B").pass("B").pass("A");
    // Dawn resolved; the hands were drawn; Dusk waits at the end of the Recovery.
    s.expectEffectPoints("A", 1).expectPhase("recoveryEnd").expectStack(["Dusk#0"]).expectHand("A", 7);
    s.pass("B").pass("A").expectEffectPoints("A", 11).expectPhase("choose").endWithDecisionOpen();
  });

  it("§4.4.3 equal points is a draw", () => {
    const { state } = createGame({
      seed: 5,
      decks: [filler("a", 6), filler("b", 6)],
      noShuffle: true,
      firstPriority: 0,
    });
    expect(state.result).toEqual({ winner: null, points: [0, 0], reason: "cannotDraw" });
  });
});

// "A target player" with several players: the one player declared binds the rest of the effect ("that player",
// "their hand"), and a hand that player "shows you" is shown to the chooser only — not to the other seats, nor to the
// chooser's teammate (rulings in engine/README.md). Free-for-All seats A, B, C clockwise; 2v2 A and C against B and D.
import { describe, expect, it } from "vitest";
import { eventsFor, type CardDef, type GameAction, type GameState } from "@/engine/kartomantik";
import { card, nameOf, scenario, seat, type Name, type Scenario } from "../dsl";
import { pay } from "../harness";
import { beta, demo } from "../sets";
import { autoplay } from "./autoplay";
import { reaching, viewersBut } from "./reach";

const m = (name: string, power: number, t = "phlegmatic", text = "") => card({ name, power, t, points: 10, text });
const will = (name: string) => card({ name, type: "ephemeral_will", cost: {}, text: "" });

/** B's First: "Whenever you discard, gain 5 points" — so that a discard is told from a mere move to the Limbo. */
const grudge = card({
  name: "Strong",
  power: 3,
  points: 10,
  text: "Whenever you discard one or more cards, gain 5 points.",
  script: {
    abilities: [{ kind: "trigger", trigger: { on: "youDiscard" }, ops: [{ op: "points", who: "you", n: 5 }] }],
  },
});

const hand = (s: Scenario, who: Name) => [...s.state.players[seat(who)]!.hand].sort();
const options = (s: Scenario, who: Name) => [...s.decisionOf(who)!.options].sort();

/** A (Weak 1) is beaten by B (Strong 3) and C (Mid 2): A holds priority in the Reaction with `mine` in hand. */
function pod(mine: CardDef[], b: CardDef[], c: CardDef[], strong = m("Strong", 3)) {
  return scenario({ A: [m("Weak", 1), ...mine], B: [strong, ...b], C: [m("Mid", 2), ...c] })
    .firstsAll("Weak", "Strong", "Mid")
    .passUntil((st) => st.phase === "reaction")
    .expectPriority("A");
}

describe("“A target player shows you their hand”: #139 Traumatize", () => {
  const traumatize = beta(139).name;

  it("“a target player shows you their hand. Choose a card inside it, that player discards that card”: that one hand, shown to the chooser only, and that player discards", () => {
    const s = pod([beta(139), m("Payer", 2, "melancholic")], [will("SecretB")], [will("SecretC")], grudge);
    s.play("A", traumatize, { targets: ["P1"], tribute: ["Payer"] })
      .pass("B")
      .pass("C")
      .pass("A");
    s.expectDecision("A", "choose").expectEffectPoints("A", -5);
    const theirs = hand(s, "B");
    const bystander = hand(s, "C");
    // "Choose a card inside it": B's hand, not every opponent's.
    expect(options(s, "A")).toEqual(theirs);
    // "Shows you": A looks; B's cards are not shown to C or to spectators, nor do C's reach A.
    s.expectEvent({ type: "looked", player: seat("A"), cards: s.state.players[seat("B")]!.hand });
    // … and the judge, who sees everything.
    expect(eventsFor(s.events, "judge").some((e) => e.type === "looked" && e.player === seat("A"))).toBe(true);
    expect(theirs.some((id) => s.state.cards[id]!.shown)).toBe(false);
    for (const viewer of viewersBut(s.state, seat("A"), seat("B"))) expect(reaching(s, viewer, theirs)).toEqual([]);
    expect(reaching(s, seat("A"), bystander)).toEqual([]);
    // A bystander's card is no choice: refused, nothing changes.
    s.decide("A", [s.id("SecretC")]).expectRefused("bad_choice");
    s.decide("A", [s.id("SecretB")])
      .expectZone("SecretB", "limbo")
      .expectZone("SecretC", "hand");
    // "That player discards that card": a discard of B's (B's "whenever you discard" fires).
    s.check((x) => expect(x.state.players[seat("B")]!.limbo).toContain(x.id("SecretB")));
    s.expectHand("B", theirs.length - 1).expectHand("C", bystander.length);
    autoplay(s, (st) => st.stack.length === 0 && st.triggers.length === 0 && st.resolving === null);
    s.expectEffectPoints("B", 5).expectEffectPoints("C", 0);
    s.endWithDecisionOpen();
  });

  it("2v2: the hand shown to the chooser is not shown to the chooser's teammate (“a teammate is another viewer”)", () => {
    const s = scenario({
      mode: "2v2",
      A: [m("Weak", 1), beta(139), m("Payer", 2, "melancholic")],
      B: [m("Strong", 3), will("SecretB")],
      C: [m("Mate", 1)],
      D: [m("Other", 1)],
    });
    s.decide("A", ["P0"]).choose("A", ["Weak"]).decide("B", ["P1"]).choose("B", ["Strong"]);
    s.passUntil((st) => st.phase === "reaction").expectPriority("A");
    s.play("A", traumatize, { targets: ["P1"], tribute: ["Payer"] });
    s.pass("B").pass("C").pass("D").pass("A").expectDecision("A", "choose");
    const theirs = hand(s, "B");
    expect(options(s, "A")).toEqual(theirs);
    for (const viewer of viewersBut(s.state, seat("A"), seat("B"))) expect(reaching(s, viewer, theirs)).toEqual([]);
    s.decide("A", [s.id("SecretB")])
      .expectZone("SecretB", "limbo")
      .endWithDecisionOpen();
  });
});

describe("“A target player … that player”: the declared target binds the rest of the effect", () => {
  it("bzd-198 Prying Glance: “Look at target opponent's hand. You may choose a will in it” — that hand's wills only", () => {
    const s = pod([demo(198), m("Payer", 1, "capricious")], [will("WillB")], [will("WillC")]);
    s.play("A", "Prying Glance", { targets: ["P2"], tribute: ["Payer"] })
      .pass("B")
      .pass("C")
      .pass("A");
    expect(options(s, "A")).toEqual([s.id("WillC")]);
    expect(reaching(s, seat("A"), hand(s, "B"))).toEqual([]);
    for (const viewer of viewersBut(s.state, seat("A"), seat("C")))
      expect(reaching(s, viewer, hand(s, "C"))).toEqual([]);
    s.decide("A", [s.id("WillC")])
      .expectZone("WillC", "deck")
      .expectZone("WillB", "hand")
      .endWithDecisionOpen();
  });

  it("#122 Armored Pachywyrm: “a target opponent loses 5 points for each point of excess difference between Armored Pachywyrm's power and that of the First Manifestation controlled by that player”", () => {
    const s = scenario({ A: [beta(122)], B: [m("Three", 3)], C: [m("One", 1)] });
    s.firstsAll("Armored Pachywyrm", "Three", "One");
    autoplay(s, (st) => st.decisions.some((d) => d.player === seat("A") && d.kind === "targets"));
    // A (5) wins; the target is C, whose First is One (1): 5 × (5 − 1), not B's Three.
    s.decide("A", ["P2"]);
    autoplay(s, (st) => st.stack.length === 0 && st.triggers.length === 0 && st.resolving === null);
    s.expectEffectPoints("C", -20).expectEffectPoints("B", 0).endWithDecisionOpen();
  });

  /** B and C each put a card of their hand into their Interzone (logged manual moves) as they get priority in the
   * Reaction, then everyone passes on to `until`. */
  function interzones(s: Scenario, until: (st: GameState) => boolean) {
    const left = new Map<Name, string>([
      ["B", "KeepB"],
      ["C", "KeepC"],
    ]);
    for (let i = 0; i < 12 && left.size > 0; i++) {
      const who = nameOf(s.state.priority!);
      const ref = left.get(who);
      if (!ref) s.pass(who);
      else {
        s.act({ type: "manual", player: seat(who), move: { op: "move", card: s.id(ref), to: "interzone" } });
        left.delete(who);
      }
    }
    s.expectZone("KeepB", "interzone").expectZone("KeepC", "interzone");
    return autoplay(s, until);
  }
  const keepers = (first: CardDef) =>
    scenario({ A: [first, ...pay("hollow", 1)], B: [m("Strong", 3), m("KeepB", 1)], C: [m("Mid", 2), m("KeepC", 1)] })
      .firstsAll(first.name, "Strong", "Mid")
      .passUntil((st) => st.phase === "reaction");

  it("#60 Venerable Viper: “choose a target opponent. The manifestations currently in that player's Interzone cannot be replaced and lose all their effects” — that Interzone only", () => {
    const s = interzones(keepers(beta(60)), (st) => st.decisions.some((d) => d.kind === "targets"));
    s.expectDecision("A", "targets").decide("A", ["P2"]);
    autoplay(s, (st) => st.phase === "placement");
    const mods = (ref: string) => s.state.cards[s.id(ref)]!.mods.map((x) => x.kind).sort();
    expect(mods("KeepC")).toEqual(["keyword", "loseEffects"]);
    expect(mods("KeepB")).toEqual([]);
    s.endWithDecisionOpen();
  });

  it("#157 Gnarlipuff, the Slimy: “in an opponent's Empathic Vessel … a target manifestation in that player's Interzone” — the holder's Interzone only", () => {
    const s = interzones(keepers(beta(157)), (st) => st.phase === "end" && st.priority === seat("A"));
    s.check((x) => expect(x.state.players[seat("B")]!.vessel).toContain(x.id(beta(157).name)));
    const targeting = (ref: string) => (a: GameAction) => a.type === "activate" && a.targets?.[0] === s.id(ref);
    s.expectLegal("A", targeting("KeepB")).expectLegal("A", targeting("KeepC"), false);
    s.activate("A", beta(157).name, 0, { targets: ["KeepC"], tribute: ["pay-hollow-1"] }).expectRefused("bad_targets");
    s.activate("A", beta(157).name, 0, { targets: ["KeepB"], tribute: ["pay-hollow-1"] });
    autoplay(s, (st) => st.stack.length === 0 && st.resolving === null);
    s.check((x) => expect(x.state.players[seat("B")]!.deck[0]).toBe(x.id("KeepB")));
    s.expectZone("KeepC", "interzone").endWithDecisionOpen();
  });

  /** A's persistent will `n` on the field (a logged manual move in turn 1), played on to turn 2's trigger targets. */
  function willOnField(n: number) {
    const s = scenario({ A: [m("Weak", 1), beta(n)], B: [m("Strong", 3)], C: [m("Mid", 2)] });
    s.firstsAll("Weak", "Strong", "Mid").passUntil((st) => st.phase === "reaction");
    s.act({ type: "manual", player: seat("A"), move: { op: "move", card: s.id(beta(n).name), to: "field" } });
    autoplay(s, (st) => st.turn === 2 && st.decisions.some((d) => d.player === seat("A") && d.kind === "targets"));
    return s;
  }

  it("#239 Obelisk of Friendship: “gift to a target opponent and, if you do, that player must do the same” — the target gifts, nobody is asked again", () => {
    const s = willOnField(239);
    s.decide("A", ["P2"]);
    autoplay(s, (st) => st.decisions.some((d) => d.player === seat("A") && d.kind === "choose"));
    const bystander = [...s.state.players[seat("B")]!.vessel];
    const mine = s.decisionOf("A")!.options[0]!;
    s.decide("A", [mine]).expectDecision("C", "choose");
    expect(s.state.decisions.map((d) => d.kind)).not.toContain("opponent");
    const theirs = s.decisionOf("C")!.options;
    expect(theirs.every((id) => s.state.cards[id]!.owner === seat("C"))).toBe(true);
    s.decide("C", [theirs[0]!]);
    s.check((x) => {
      expect(x.state.players[seat("C")]!.vessel).toContain(mine);
      expect(x.state.players[seat("A")]!.vessel).toContain(theirs[0]);
      expect(x.state.players[seat("B")]!.vessel).toEqual(bystander);
    });
    s.endWithDecisionOpen();
  });

  it("#244 Extortionist Womb: “a target opponent can show you their hand. If they do, choose a manifestation inside it” — that hand only", () => {
    const s = willOnField(244);
    s.decide("A", ["P1"]);
    autoplay(s, (st) => st.decisions.some((d) => d.player === seat("B") && d.options.includes("showHand")));
    s.decide("B", ["showHand"]).expectDecision("A", "choose");
    const theirs = s.state.players[seat("B")]!.hand.filter(
      (id) => s.state.defs[s.state.cards[id]!.def]!.type === "manifestation",
    );
    expect(options(s, "A")).toEqual([...theirs].sort());
    expect(reaching(s, seat("A"), hand(s, "C"))).toEqual([]);
    for (const viewer of viewersBut(s.state, seat("A"), seat("B")))
      expect(reaching(s, viewer, hand(s, "B"))).toEqual([]);
    s.endWithDecisionOpen();
  });
});

describe("#3 Merciful Pago: “it enters the Empathic Vessel of a target opponent, then that player gains 10 points”", () => {
  it("the opponent is declared as the trigger goes on the stack (§3.2 Bersagli), before anyone answers; that one gets Pago and the 10 points", () => {
    const pago = beta(3).name;
    const s = scenario({
      A: [m("Lead", 3), beta(3), m("G1", 1), m("G2", 1)],
      B: [m("Weak", 1)],
      C: [m("Low", 1)],
    })
      .firstsAll("Lead", "Weak", "Low")
      .passUntil((st) => st.phase === "reaction");
    autoplay(s, (st) => st.priority === seat("A"));
    s.support("A", pago);
    // Pago's trigger on winning as Support: A names the opponent then, B or C (never A).
    autoplay(s, (st) => st.decisions.some((d) => d.kind === "targets"));
    expect(options(s, "A")).toEqual(["P1", "P2"]);
    s.decide("A", ["P2"]);
    s.check((x) => expect(x.state.stack.at(-1)?.targets).toEqual(["P2"]));
    autoplay(s, (st) => st.stack.length === 0 && st.triggers.length === 0 && st.resolving === null);
    s.check((x) => expect(x.state.players[seat("C")]!.vessel).toContain(x.id(pago)));
    s.check((x) => expect(x.state.players[seat("B")]!.vessel).not.toContain(x.id(pago)));
    s.expectEffectPoints("C", 10).expectEffectPoints("B", 0);
    s.endWithDecisionOpen();
  });
});

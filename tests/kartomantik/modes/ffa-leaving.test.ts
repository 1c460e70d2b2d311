// Free-for-All seats that leave (issue 29 §4, §9), cited from ../shared/rules/kartomantik-modalita-aggiuntive.txt:
// a seat that cannot draw "non può più prendere parte ai Confronti, ma conserva il diritto di giocare Volontà e
// attivare effetti" (Fine della Partita) — nothing of its enters the Confrontation Zone, by Support, effect or
// Revelation; a seat that conceded left the game: it leaves the priority rotation ("La Pila inizia a risolversi solo
// quando tutti i giocatori hanno passato consecutivamente" counts those still playing) and nothing waits for its
// decisions.
import { describe, expect, it } from "vitest";
import { legalActions } from "@/engine/kartomantik";
import { card, filler, scenario, type Scenario } from "../dsl";
import { autoplay } from "./autoplay";

const m = (name: string, power: number, t = "phlegmatic", text = "") => card({ name, power, t, points: 10, text });
const will = (name: string, ops: unknown[]) =>
  card({ name, type: "ephemeral_will", cost: {}, text: name, script: { ops } as never });

/**
 * C cannot draw on turn 3 and leaves the confrontations, holding a Support manifestation and two wills that would put a
 * manifestation into the Confrontation Zone under it: a token in Support, and a Chain from its hand.
 */
function cOut(): Scenario {
  const c = [
    ...filler("cx", 5),
    m("Helper", 2, "phlegmatic", "Support."),
    will("Spawn", [{ op: "token", power: 3, temperament: "choleric", n: 1, where: "support" }]),
    will("Summon", [{ op: "chain", from: ["hand"] }]),
  ];
  const s = scenario({ A: filler("ax", 30), B: filler("bx", 30), C: c, padTo: 0 });
  autoplay(s, (st) => st.seats.out.includes(2));
  s.expectEvent({ type: "out", player: 2, reason: "cannotDraw" });
  return autoplay(s, (st) => st.phase === "reaction" && st.priority === 2 && st.stack.length === 0);
}

const cConfrontation = (s: Scenario) => s.state.sides[2]!.confrontation;

describe("Free-for-All: “non può più prendere parte ai Confronti, ma conserva il diritto di giocare Volontà”", () => {
  it("a seat out of the confrontations is not offered Support, and a Support it sends is refused (nothing changes)", () => {
    const s = cOut();
    s.expectZone("Helper", "hand");
    const supports = legalActions(s.state, 2).filter((a) => a.type === "playSupport");
    expect(supports).toEqual([]);
    s.act({ type: "playSupport", player: 2, card: s.id("Helper") }).expectRefused("player_out");
    // The manual fallback's Support and a manual move into the Confrontation Zone are refused alike.
    s.act({ type: "manual", player: 2, move: { op: "support", card: s.id("Helper") } }).expectRefused("player_out");
    s.act({ type: "manual", player: 2, move: { op: "move", card: s.id("Helper"), to: "confrontation" } });
    s.expectRefused("player_out");
    // It keeps its wills: they are offered.
    expect(legalActions(s.state, 2).some((a) => a.type === "playWill" && a.card === s.id("Spawn"))).toBe(true);
    s.endWithDecisionOpen();
  });

  it("its will resolves, but a token it would put in Support does not enter the Confrontation Zone", () => {
    const s = cOut();
    s.play("C", "Spawn");
    autoplay(s, (st) => st.stack.length === 0 && st.resolving === null);
    s.expectZone("Spawn", "limbo");
    expect(cConfrontation(s)).toEqual([]);
    expect(Object.values(s.state.cards).some((c) => c.iid.startsWith("k"))).toBe(false);
    s.endWithDecisionOpen();
  });

  it("its Chain from the hand puts nothing into the Confrontation Zone: the manifestation stays in its hand", () => {
    const s = cOut();
    s.play("C", "Summon");
    autoplay(s, (st) => st.stack.length === 0 && st.resolving === null);
    s.expectZone("Summon", "limbo").expectZone("Helper", "hand");
    expect(cConfrontation(s)).toEqual([]);
    s.endWithDecisionOpen();
  });

  it("a seat that concedes after choosing its First Manifestation reveals nothing: the card stays in its hand", () => {
    const s = scenario({ A: [m("Weak", 1)], B: [m("Strong", 3)], C: [m("Mid", 2)] });
    s.firstsAll("Weak", "Strong", "Mid").expectPhase("beforeRevelation");
    s.act({ type: "concede", player: 2 });
    s.passUntil((st) => st.phase === "reaction");
    s.expectZone("Weak", "confrontation").expectZone("Strong", "confrontation").expectZone("Mid", "hand");
    expect(cConfrontation(s)).toEqual([]);
    s.endWithDecisionOpen();
  });
});

describe("Free-for-All: a seat that conceded leaves the priority rotation", () => {
  /** Four seats revealed (A 1, B 3, C 2 with a Support in hand, D 1 vitreous), in the Reaction; B concedes. */
  function bConceded(): Scenario {
    const s = scenario({
      A: [m("Weak", 1)],
      B: [m("Strong", 3)],
      C: [m("Mid", 2), m("Helper", 2, "phlegmatic", "Support.")],
      D: [m("Low", 1, "vitreous")],
    });
    s.firstsAll("Weak", "Strong", "Mid", "Low").passUntil((st) => st.phase === "reaction");
    return s.act({ type: "concede", player: 1 });
  }

  it("“tutti i giocatori hanno passato consecutivamente” counts those still playing: the stack resolves without it", () => {
    const s = bConceded();
    const passesBefore = s.events.filter((e) => e.type === "passed" && e.player === 1).length;
    s.passUntil((st) => st.priority === 2);
    // C's Support on the stack: "la Priorità passa immediatamente al giocatore successivo in senso orario" — D, A, then
    // C again (B skipped); three passes resolve it.
    s.support("C", "Helper").expectPriority("D").pass("D").expectPriority("A").pass("A").expectPriority("C");
    s.pass("C").expectStack([]).expectZone("Helper", "confrontation");
    autoplay(s, (st) => st.phase === "end");
    // Nobody passed for B, and it never held priority again.
    expect(s.events.filter((e) => e.type === "passed" && e.player === 1)).toHaveLength(passesBefore);
    expect(legalActions(s.state, 1)).toEqual([]);
    s.endWithDecisionOpen();
  });

  it("what would be asked of it is answered by the engine: its open mulligan is kept, and the others go on", () => {
    const s = scenario({ A: [m("Weak", 1)], B: [m("Strong", 3)], C: [m("Mid", 2)], keep: false });
    expect(s.state.decisions.map((d) => d.player)).toEqual([0, 1, 2]);
    s.act({ type: "concede", player: 1 });
    s.expectEvent({ type: "decided", player: 1, kind: "mulligan", choice: ["keep"] });
    expect(s.state.decisions.map((d) => d.player)).toEqual([0, 2]);
    s.decide("A", ["keep"]).decide("C", ["keep"]);
    // No First Manifestation is asked of it (it is out of the confrontations too).
    expect(s.state.decisions.map((d) => [d.player, d.kind])).toEqual([
      [0, "chooseFirst"],
      [2, "chooseFirst"],
    ]);
    s.endWithDecisionOpen();
  });
});

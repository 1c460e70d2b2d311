// Beta cards at tables of more than two (../shared/rules/kartomantik-modalita-aggiuntive.txt: "Free-for-All",
// "Modalità 2vs2"): what a card's "an opponent", "your Interzone"… mean when there are several opponents or a
// teammate. Free-for-All seats A, B, C clockwise; 2v2 A and C (team 0) against B and D.
import { describe, expect, it } from "vitest";
import type { GameState } from "@/engine/kartomantik";
import { card, scenario, seat, type Name, type Scenario } from "../dsl";
import { beta } from "../sets";
import { autoplay } from "./autoplay";

const m = (name: string, power: number, t = "phlegmatic", text = "") => card({ name, power, t, points: 10, text });

/** 2v2: the team's decision of who chooses, answered by `by`, then that player's secret choice. */
function teamFirst(s: Scenario, by: Name, chooser: Name, ref: string): Scenario {
  s.decide(by, [`P${seat(chooser)}`]).expectDecision(chooser, "chooseFirst");
  return s.choose(chooser, [ref]);
}

/** Moves `who`'s hand card `ref` into its side's Interzone (as if placed there in an earlier turn). */
function toInterzone(s: Scenario, who: Name, ref: string): void {
  const st = structuredClone(s.state) as GameState;
  const id = s.id(`${who}:${ref}`);
  const p = seat(who);
  st.players[p]!.hand = st.players[p]!.hand.filter((x) => x !== id);
  const side = st.sides[st.seats.side[p]!]!;
  side.interzone[side.interzone.indexOf(null)] = id;
  st.cards[id] = { ...st.cards[id]!, zone: "interzone" };
  s.state = st;
}

describe("#22 Urocione, the Anarchist: “its owner puts it in the Empathic Vessel of an opponent of their choice as if it had lost”", () => {
  const urocione = beta(22).name;

  it("Free-for-All: the owner chooses which opponent's vessel (not the first clockwise)", () => {
    const s = scenario({ A: [beta(22), m("Chained", 5)], B: [m("Strong", 3)], C: [m("Mid", 2)] });
    s.firstsAll(urocione, "Strong", "Mid");
    autoplay(s, (st) => st.decisions.some((d) => d.player === seat("A") && d.kind === "choose"));
    s.decide("A", [s.id("Chained")]);
    // A (4 + 5) wins; the Chained card's owner is asked whose vessel, among every opponent.
    autoplay(s, (st) => st.phase === "placement" && st.decisions.length > 0);
    s.expectDecision("A", "opponent");
    expect(s.decisionOf("A")!.options).toEqual(["P1", "P2"]);
    expect(s.decisionOf("A")!.source).toBe(s.id("Chained"));
    s.decide("A", ["P2"]);
    autoplay(s, (st) => st.phase === "end");
    s.check((x) => {
      expect(x.state.players[seat("C")]!.vessel).toContain(x.id("Chained"));
      expect(x.state.players[seat("B")]!.vessel).not.toContain(x.id("Chained"));
    });
    // The opponents' own manifestations go to the winner as usual.
    s.check((x) => expect(x.state.players[seat("A")]!.vessel).toEqual([x.id("Strong"), x.id("Mid")]));
    s.endWithDecisionOpen();
  });

  it("2v2: the choice is between the two opponents, never the teammate (“La squadra … Bacino Empatico rimangono separati”)", () => {
    const s = scenario({
      mode: "2v2",
      A: [beta(22), m("Chained", 5)],
      B: [m("Bb", 1)],
      C: [m("Cc", 1)],
      D: [m("Dd", 1)],
    });
    teamFirst(s, "A", "A", urocione);
    teamFirst(s, "B", "B", "Bb");
    autoplay(s, (st) => st.decisions.some((d) => d.player === seat("A") && d.kind === "choose"));
    s.decide("A", [s.id("Chained")]);
    autoplay(s, (st) => st.phase === "placement" && st.decisions.some((d) => d.kind === "opponent"));
    expect(s.decisionOf("A")!.options).toEqual(["P1", "P3"]);
    s.decide("A", ["P3"]);
    autoplay(s, (st) => st.phase === "end");
    s.check((x) => expect(x.state.players[seat("D")]!.vessel).toContain(x.id("Chained")));
    s.endWithDecisionOpen();
  });
});

describe("#8 Graceful Petal: “When Graceful Petal enters the Empathic Vessel of an opponent, the owner of this card gains 20 points”", () => {
  it("Free-for-All: put there by Urocione (#22) “as if it had lost”, into the opponent its owner chose, it triggers", () => {
    const s = scenario({ A: [beta(22), beta(8)], B: [m("Strong", 3)], C: [m("Mid", 2)] });
    s.firstsAll(beta(22).name, "Strong", "Mid");
    autoplay(s, (st) => st.decisions.some((d) => d.player === seat("A") && d.kind === "choose"));
    s.decide("A", [s.id(beta(8).name)]);
    autoplay(s, (st) => st.phase === "placement" && st.decisions.some((d) => d.kind === "opponent"));
    s.decide("A", ["P2"]);
    autoplay(s, (st) => st.phase === "end" && st.stack.length === 0 && st.triggers.length === 0);
    s.check((x) => expect(x.state.players[seat("C")]!.vessel).toContain(x.id(beta(8).name)));
    s.expectEffectPoints("A", 20).expectEffectPoints("B", 0).expectEffectPoints("C", 0);
    s.endWithDecisionOpen();
  });
});

describe("#20 Pan Zuto, the Beckoner: “you can put a target manifestation from your Interzone into Support”", () => {
  /** C's card: "When Digger enters the Confrontation Zone, draw a card" — whose "you" tells who controls it. */
  const digger = card({
    name: "Digger",
    power: 2,
    t: "phlegmatic",
    points: 10,
    text: "When Digger enters the Confrontation Zone, draw a card.",
    script: {
      abilities: [{ kind: "trigger", trigger: { on: "enterConfrontation" }, ops: [{ op: "draw", who: "you", n: 1 }] }],
    },
  });

  it("2v2: a teammate's card of the shared Interzone enters under its owner's control, not Pan Zuto's controller's (Regolamento, “Proprietario e Controllore”; 2vs2, “Controllo delle Carte”)", () => {
    // "Quando delle carte entrano in una zona condivisa dai giocatori, come l'Area di Confronto, … queste carte vi
    // entrano sotto il controllo del loro Proprietario, a meno che le carte non specifichino diversamente"; and "la
    // proprietà e il controllo di ogni carta, a meno di effetti, rimangono al proprietario".
    const s = scenario({ mode: "2v2", A: [beta(20)], B: [m("Bb", 1)], C: [digger], D: [m("Dd", 1)] });
    // C's Digger in the team's shared Interzone (as if placed there earlier).
    toInterzone(s, "C", "Digger");
    s.expectZone("Digger", "interzone");
    teamFirst(s, "A", "A", beta(20).name);
    teamFirst(s, "B", "B", "Bb");
    autoplay(s, (st) => st.decisions.some((d) => d.player === seat("A") && d.kind === "targets"));
    // "Your Interzone": the team's, so C's card is a legal target for A.
    expect(s.decisionOf("A")!.options).toEqual([s.id("Digger")]);
    s.decide("A", [s.id("Digger")]);
    const hands = () => [seat("A"), seat("C")].map((p) => s.state.players[p]!.hand.length);
    const before = hands();
    autoplay(s, (st) => st.stack.length === 0 && st.triggers.length === 0 && st.resolving === null);
    s.expectZone("Digger", "confrontation");
    s.check((x) => expect(x.state.cards[x.id("Digger")]!.controller).toBe(seat("C")));
    // Digger's "draw a card" is its controller's: C draws, not A.
    expect(hands()).toEqual([before[0], before[1]! + 1]);
    s.endWithDecisionOpen();
  });
});

// 2v2: "under your control" reaches the teammate's controlled cards, never the teammate's private zones
// (../shared/rules/kartomantik-modalita-aggiuntive.txt, "Aree di Gioco" and "Controllo delle Carte"). Seats A, B, C, D
// clockwise; A and C (team 0) against B and D (team 1).
import { describe, expect, it } from "vitest";
import type { GameAction } from "@/engine/kartomantik";
import { card, scenario, seat, type Name, type Scenario } from "../dsl";
import { beta } from "../sets";
import { autoplay } from "./autoplay";
import { reaching, viewersBut } from "./reach";

const SEPARATE = "“Limbo, Mazzo, Mano, e Bacino Empatico rimangono invece separati”";
const m = (name: string, power: number, t = "phlegmatic", text = "") => card({ name, power, t, points: 10, text });
const will = (name: string) => card({ name, type: "ephemeral_will", cost: {}, text: "" });

/** The team's decision of who chooses, answered by `by`, then that player's secret choice. */
function teamFirst(s: Scenario, by: Name, chooser: Name, ref: string): Scenario {
  s.decide(by, [`P${seat(chooser)}`]).expectDecision(chooser, "chooseFirst");
  return s.choose(chooser, [ref]);
}

const idsOf = (s: Scenario, names: string[]) => names.map((n) => s.id(n)).sort();

describe("2v2: a teammate's private zones are not “yours”", () => {
  it(`${SEPARATE}: #211 Quorum, the Untouchable — “discard any number of Wills from your hand” offers its player's own Wills only`, () => {
    const s = scenario({
      mode: "2v2",
      A: [beta(211), will("MineA"), will("MineB")],
      B: [m("Wall", 9)],
      C: [m("Lead", 1), will("TheirsA"), will("TheirsB"), will("TheirsC")],
      D: [m("Guard", 1)],
    });
    teamFirst(s, "A", "A", "Quorum, the Untouchable");
    teamFirst(s, "B", "B", "Wall");
    autoplay(s, (st) => st.decisions.some((d) => d.player === seat("A") && d.kind === "choose"));
    const teammates = idsOf(s, ["TheirsA", "TheirsB", "TheirsC"]);
    expect([...s.decisionOf("A")!.options].sort()).toEqual(idsOf(s, ["MineA", "MineB"]));
    // Nothing A's phone receives names a card of C's hand (a teammate is another viewer).
    expect(reaching(s, seat("A"), teammates)).toEqual([]);
    for (const viewer of viewersBut(s.state, seat("C")))
      expect(reaching(s, viewer, teammates), `${viewer}`).toEqual([]);
    // A teammate's Will is not a choice: refused, nothing changes.
    s.decide("A", [s.id("TheirsA")]).expectRefused("bad_choice");
    s.decide("A", [s.id("MineA")])
      .expectZone("MineA", "limbo")
      .expectZone("TheirsA", "hand");
    s.check((x) => expect(x.state.players[seat("A")]!.limbo).toContain(x.id("MineA")));
    s.expectPower("Quorum, the Untouchable", 5).endWithDecisionOpen();
  });

  it(`${SEPARATE}: #70 Hermeto, the Observer — “search for up to two cards in their deck” searches its owner's deck only`, () => {
    const s = scenario({
      mode: "2v2",
      A: [beta(70)],
      B: [m("Wall", 9)],
      C: [m("Lead", 1)],
      D: [m("Guard", 1)],
    });
    teamFirst(s, "A", "A", "Hermeto, the Observer");
    teamFirst(s, "B", "B", "Wall");
    // Team 1 wins: Hermeto enters an opposing vessel; its owner A searches.
    autoplay(s, (st) => st.decisions.some((d) => d.player === seat("A") && d.kind === "choose"));
    s.expectZone("Hermeto, the Observer", "vessel");
    const own = s.state.players[seat("A")]!.deck;
    const teammates = [...s.state.players[seat("C")]!.deck];
    const options = s.decisionOf("A")!.options;
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((id) => own.includes(id))).toBe(true);
    for (const viewer of viewersBut(s.state, seat("C")))
      expect(reaching(s, viewer, teammates), `${viewer}`).toEqual([]);
    // The search is A's: the other seats, A's teammate too, do not learn A's deck.
    for (const viewer of viewersBut(s.state, seat("A"))) expect(reaching(s, viewer, own), `${viewer}`).toEqual([]);
    s.decide("A", [teammates[0]!]).expectRefused("bad_choice");
    s.decide("A", [own[0]!]);
    s.check((x) => expect(x.state.players[seat("A")]!.hand).toContain(own[0]));
    s.check((x) => expect(x.state.players[seat("C")]!.deck).toEqual(teammates));
    s.endWithDecisionOpen();
  });

  it(`${SEPARATE}: #270 Recover from the Abyss — “a target card from your Limbo” is not one of the teammate's Limbo`, () => {
    const s = scenario({
      mode: "2v2",
      A: [m("Lead", 1), beta(270), m("Payer", 2, "melancholic"), m("Gone", 1)],
      B: [m("Wall", 9)],
      C: [m("Mine", 1), m("Lost", 1)],
      D: [m("Guard", 1)],
    });
    teamFirst(s, "A", "A", "Lead");
    teamFirst(s, "B", "B", "Wall");
    s.passUntil((st) => st.phase === "reaction").expectPriority("A");
    // C's and A's cards in their own Limbos (logged manual moves of their own hand cards).
    s.act({ type: "manual", player: seat("C"), move: { op: "move", card: s.id("Lost"), to: "limbo" } });
    s.act({ type: "manual", player: seat("A"), move: { op: "move", card: s.id("Gone"), to: "limbo" } });
    const recover = beta(270).name;
    const targeting = (id: string) => (a: GameAction) => a.type === "playWill" && a.targets?.includes(id) === true;
    s.expectLegal("A", targeting(s.id("Gone"))).expectLegal("A", targeting(s.id("Lost")), false);
    s.play("A", recover, { targets: ["Lost"], tribute: ["Payer"] }).expectRefused("bad_targets");
    s.expectZone("Lost", "limbo").expectZone(recover, "hand").endWithDecisionOpen();
  });
});

describe("2v2: “under the control of a player” is that player's team (Controllo delle Carte)", () => {
  it("“Quando il testo di una carta fa riferimento a carte … sotto il controllo di un giocatore, considera anche carte … controllati dal suo compagno di squadra”: #37 Plea for Generosity counts the target's team", () => {
    const s = scenario({
      mode: "2v2",
      A: [m("Lead", 1), beta(37), m("PayA", 2)],
      B: [m("Wall", 9)],
      C: [m("Mine", 1)],
      D: [m("Guard", 1, "phlegmatic", "Support.")],
    });
    teamFirst(s, "A", "A", "Lead");
    teamFirst(s, "B", "B", "Wall");
    s.passUntil((st) => st.phase === "reaction").expectPriority("A");
    // Team 0 passes; team 1 supports with D's Guard: B's Wall and D's Guard are both under team 1's control.
    s.pass("A").support("D", "Guard").pass("A").pass("B").pass("C").pass("D").expectZone("Guard", "confrontation");
    const plea = beta(37).name;
    s.expectPriority("A").play("A", plea, { targets: ["P1"], tribute: ["PayA"] });
    s.resolveStack().expectZone(plea, "limbo");
    // "Gain 5 points for each non-token manifestation in the Confrontation Zone under the control of a target player".
    s.expectEffectPoints("A", 10).endWithDecisionOpen();
  });
});

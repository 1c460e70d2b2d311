// 2v2: "you" is the team and "an opponent" is the other team, on the stack and on the field too
// (../shared/rules/kartomantik-modalita-aggiuntive.txt, "Controllo delle Carte": "Quando il testo di una carta fa
// riferimento a carte o effetti sotto il controllo di un giocatore, considera anche carte o effetti controllati dal suo
// compagno di squadra"). A teammate's will or effect is one "you control", never an opponent's; a teammate's card in
// the shared Interzone is one "in your Interzone". Seats A, B, C, D clockwise; A and C (team 0) against B and D.
import { describe, expect, it } from "vitest";
import type { GameState } from "@/engine/kartomantik";
import { checkTribute } from "@/engine/kartomantik/tribute";
import { card, scenario, seat, type Name, type Scenario } from "../dsl";
import { beta } from "../sets";

const CONTROL = "“considera anche carte o effetti controllati dal suo compagno di squadra”";
const m = (name: string, power: number, t = "phlegmatic", text = "") => card({ name, power, t, points: 10, text });

/** The team's decision of who chooses, answered by `by`, then that player's secret choice. */
function teamFirst(s: Scenario, by: Name, chooser: Name, ref: string): Scenario {
  s.decide(by, [`P${seat(chooser)}`]).expectDecision(chooser, "chooseFirst");
  return s.choose(chooser, [ref]);
}

/** Moves `who`'s hand card `ref` to the field or the team's Interzone (as if played earlier), with counters. */
function placeFromHand(s: Scenario, who: Name, ref: string, zone: "field" | "interzone", counters = {}): void {
  const st = structuredClone(s.state) as GameState;
  const id = s.id(`${who}:${ref}`);
  const p = seat(who);
  st.players[p]!.hand = st.players[p]!.hand.filter((x) => x !== id);
  const side = st.sides[st.seats.side[p]!]!;
  if (zone === "field") side.field.push(id);
  else side.interzone[side.interzone.indexOf(null)] = id;
  st.cards[id] = { ...st.cards[id]!, zone, counters };
  s.state = st;
}

/** An effect: once per turn, −1 power to a target card on the field. */
const pinger = (name: string, power: number) =>
  card({
    name,
    t: "phlegmatic",
    power,
    text: "Support.",
    script: {
      abilities: [
        {
          kind: "activated",
          cost: { oncePerTurn: true },
          targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
          ops: [{ op: "power", to: "t0", amount: -1, until: "turn" }],
        },
      ],
    },
  });
/** An ephemeral will: +1 power to a target card on the field. */
const pump = (name: string) =>
  card({
    name,
    type: "ephemeral_will",
    t: "hollow",
    cost: {},
    script: {
      targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
      ops: [{ op: "power", to: "t0", amount: 1, until: "turn" }],
    },
  });

const itemOf = (s: Scenario, name: string) => {
  const it = s.state.stack.find((x) => x.kind === "card" && s.state.defs[s.state.cards[x.card]!.def]!.name === name);
  return it ? `S${it.id}` : "";
};

describe("2v2: a teammate is not an opponent (Controllo delle Carte)", () => {
  it(`${CONTROL}: #254 Gorte, Timeless — “Un avversario può pagare {H}{H}{H}{H}: Gorte perde tutti i suoi effetti” is the opposing team's, not the controller's teammate's`, () => {
    const gorte = beta(254);
    const s = scenario({
      mode: "2v2",
      A: [m("HeavyA", 4, "hollow")],
      B: [m("Big", 5, "choleric"), m("HeavyB", 4, "hollow")],
      C: [gorte],
      D: [m("Dd", 1)],
    });
    teamFirst(s, "A", "C", gorte.name);
    teamFirst(s, "B", "B", "Big");
    s.passUntil((st) => st.phase === "reaction");
    // Team 0 (A, C) would lose 3 against 5: its priority, A speaks for it.
    s.expectPriority("A");
    const isGorte = (a: { type: string; card?: string }) => a.type === "activate" && a.card === s.id(gorte.name);
    s.expectLegal("A", isGorte, false);
    s.activate("A", gorte.name, 1, { tribute: ["HeavyA"] }).expectRefused("not_your_card");
    // Team 0 passes: the opposing team's priority; B, an opponent of Gorte's controller, may pay.
    s.pass("A").expectLegal("B", isGorte);
    s.activate("B", gorte.name, 1, { tribute: ["HeavyB"] }).expectZone("HeavyB", "limbo");
    s.resolveStack();
    s.check((x) =>
      expect(x.state.cards[x.id(gorte.name)]!.mods.map((mod) => mod.kind)).toContain("loseEffects"),
    ).endWithDecisionOpen();
  });

  it(`${CONTROL}: #288 Nullifying Radiance — “Annulla un effetto bersaglio in pila … controllato da un avversario che ha come bersaglio una carta in campo che controlli”: not a teammate's effect; an opponent's aimed at the teammate's card`, () => {
    const rad = beta(288);
    const s = scenario({
      mode: "2v2",
      A: [rad, m("Aid", 2, "phlegmatic", "Support."), m("PayH", 2, "hollow")],
      B: [pinger("PingB", 5)],
      C: [pinger("PingC", 2)],
      D: [m("Dd", 1)],
    });
    teamFirst(s, "A", "C", "PingC");
    teamFirst(s, "B", "B", "PingB");
    s.passUntil((st) => st.phase === "reaction");
    // A's Radiance on the field, as after its entering trigger: 3 Flame counters, phlegmatic chosen.
    placeFromHand(s, "A", rad.name, "field", { Flame: 3, phlegmatic: 1 });
    s.expectPriority("A")
      .support("A", "Aid")
      .pass("B")
      .pass("C")
      .pass("D")
      .pass("A")
      .expectZone("Aid", "confrontation");
    // C (A's teammate) pings A's Aid; then B (an opponent) pings C's PingC.
    s.activate("C", "PingC", 0, { targets: ["Aid"] })
      .pass("D")
      .pass("A");
    s.activate("B", "PingB", 0, { targets: ["PingC"] })
      .pass("C")
      .pass("D")
      .expectPriority("A");
    const [byC, byB] = s.state.stack.map((it) => `S${it.id}`);
    const cancel = (target: string) =>
      s.act({
        type: "activate",
        player: seat("A"),
        card: s.id(rad.name),
        ability: 1,
        targets: [target],
        tribute: { cards: [s.id("PayH")] },
      });
    cancel(byC!).expectRefused("bad_targets");
    cancel(byB!);
    s.resolveStack();
    // B's effect was cancelled (PingC keeps 2); C's own effect on Aid resolved.
    s.expectPower("PingC", 2).expectPower("Aid", 1);
    s.check((x) => expect(x.state.cards[x.id(rad.name)]!.counters.Flame).toBe(2)).endWithDecisionOpen();
  });

  it(`${CONTROL}: #163 Unruly Flail — “Fintanto che un avversario controlla almeno una volontà in pila che ha come bersaglio una manifestazione nell’Area di Confronto”: a teammate's will is not an opponent's`, () => {
    const flail = beta(163);
    const s = scenario({
      mode: "2v2",
      A: [flail],
      B: [m("Wall", 5), pump("Sap")],
      C: [m("Lead", 3), pump("Pump")],
      D: [m("Dd", 1)],
    });
    teamFirst(s, "A", "C", "Lead");
    teamFirst(s, "B", "B", "Wall");
    s.passUntil((st) => st.phase === "reaction");
    s.support("A", flail.name).expectRefused("no_support");
    const isFlail = (a: { type: string; card?: string }) => a.type === "playSupport" && a.card === s.id(flail.name);
    // C (A's teammate) plays Pump on its own Lead; D passes; A may not play the Flail because of it.
    s.play("C", "Pump", { targets: ["Lead"] })
      .pass("D")
      .expectPriority("A")
      .expectLegal("A", isFlail, false);
    s.support("A", flail.name).expectRefused("no_support");
    // B (an opponent) plays Sap on Lead too: now the Flail may enter, and neutralizes only B's will.
    s.pass("A")
      .play("B", "Sap", { targets: ["Lead"] })
      .pass("C")
      .pass("D")
      .expectLegal("A", isFlail);
    s.support("A", flail.name).passUntil((st) => st.cards[s.id(flail.name)]!.zone === "confrontation");
    // Its trigger: "neutralizza una volontà bersaglio scelta tra esse" — B's will, never C's.
    s.check((x) => {
      const d = x.state.decisions.find((dd) => dd.kind === "targets");
      if (d) expect(d.options).toEqual([itemOf(x, "Sap")]);
      else expect(x.state.stack.at(-1)?.targets).toEqual([itemOf(x, "Sap")]);
    });
    if (s.state.decisions.some((d) => d.kind === "targets")) s.decide("A", [itemOf(s, "Sap")]);
    s.resolveStack();
    // Sap never resolved, Pump did: Lead 3 + 1.
    s.expectZone("Sap", "limbo").expectPower("Lead", 4).endWithDecisionOpen();
  });

  it(`${CONTROL}: #81 Malaleuco, the Will-shaper — “puoi esaurirlo per copiare una volontà in pila che controlli” copies a teammate's will`, () => {
    const mal = beta(81);
    const s = scenario({
      mode: "2v2",
      A: [mal],
      B: [m("Wall", 5)],
      C: [m("Lead", 3), pump("Pump")],
      D: [m("Dd", 1)],
    });
    teamFirst(s, "A", "C", "Lead");
    teamFirst(s, "B", "B", "Wall");
    s.passUntil((st) => st.phase === "reaction");
    placeFromHand(s, "A", mal.name, "interzone");
    s.play("C", "Pump", { targets: ["Lead"] })
      .pass("D")
      .expectPriority("A");
    s.activate("A", mal.name, 0, { targets: [itemOf(s, "Pump")] });
    // The copy goes on the stack under A; its target kept (Lead) when A keeps it.
    s.pass("B").pass("C").pass("D").pass("A");
    s.expectStack(["Pump", "Pump"]);
    if (s.decisionOf("A")) s.choose("A", ["C:Lead"]);
    s.resolveStack();
    s.expectPower("Lead", 5);
    s.check((x) => expect(x.state.cards[x.id(mal.name)]!.exhausted).toBe(true)).endWithDecisionOpen();
  });

  it(`${CONTROL}: #200 Glabron, the Oppressing — “puoi mettere in stallo una manifestazione nella tua Interzona” (the team's one Interzone, “La squadra condivide un'unica Interzona”)`, () => {
    const glabron = beta(200);
    const s = scenario({
      mode: "2v2",
      A: [glabron],
      B: [m("Wall", 5), m("Theirs", 1)],
      C: [m("Lead", 3), m("Kept", 1)],
      D: [m("Dd", 1)],
    });
    teamFirst(s, "A", "C", "Lead");
    teamFirst(s, "B", "B", "Wall");
    s.passUntil((st) => st.phase === "reaction");
    placeFromHand(s, "C", "Kept", "interzone");
    s.activate("A", glabron.name, 0, { extra: ["C:Kept"] });
    s.resolveStack();
    s.expectZone("C:Kept", "stalemate").endWithDecisionOpen();
  });

  it(`${CONTROL}: #255 Orator of the Absurd — “tutti i giocatori possono usare in tributo le manifestazioni in campo che controllano”: a teammate's, not an opponent's`, () => {
    const s = scenario({
      mode: "2v2",
      A: [m("Own", 1)],
      B: [beta(255)],
      C: [m("Lead", 3), m("Kept", 1)],
      D: [m("Dd", 1)],
    });
    teamFirst(s, "A", "C", "Lead");
    teamFirst(s, "B", "B", beta(255).name);
    s.passUntil((st) => st.phase === "reaction");
    placeFromHand(s, "C", "Kept", "interzone");
    const pays = (ref: string) => checkTribute(s.state, seat("A"), { phlegmatic: 1 }, [s.id(ref)]).ok;
    expect({ teammates: pays("C:Kept"), opponents: pays(beta(255).name) }).toEqual({
      teammates: true,
      opponents: false,
    });
    s.endWithDecisionOpen();
  });
});

// 2v2: every rule of the section, each cited from ../shared/rules/kartomantik-modalita-aggiuntive.txt
// ("Modalità 2vs2"), on stacked decks. Seats A, B, C, D clockwise; allies alternate: A and C (team 0)
// against B and D (team 1).
import { describe, expect, it } from "vitest";
import { apply, eventsFor, isRuleError, legalActions, scoreOf, viewFor, type GameState } from "@/engine/kartomantik";
import { endGame } from "@/engine/kartomantik/flow";
import { card, filler, scenario, type Name, type Scenario } from "../dsl";
import { autoplay } from "./autoplay";
import { betaSet } from "../sets";

const m = (name: string, power: number, t = "phlegmatic", text = "") => card({ name, power, t, points: 10, text });
const support = (name: string, power: number, t = "phlegmatic") => m(name, power, t, "Support.");

/** The team's decision of who chooses, answered by `by`, then that player's secret choice. */
function teamFirst(s: Scenario, by: Name, chooser: Name, ref: string): Scenario {
  s.decide(by, [`P${"ABCD".indexOf(chooser)}`]).expectDecision(chooser, "chooseFirst");
  return s.choose(chooser, [ref]);
}

/** Team 0 (C's First 2 and A's Support) against team 1 (B's First 3): revealed, in the Reaction. */
function table(o: { aSupport?: ReturnType<typeof card>; bFirst?: number } = {}) {
  const s = scenario({
    mode: "2v2",
    A: [o.aSupport ?? support("Help", 2)],
    B: [m("Wall", o.bFirst ?? 3)],
    C: [m("Lead", 2)],
    D: [support("Guard", 1, "vitreous")],
  });
  teamFirst(s, "A", "C", "Lead");
  teamFirst(s, "D", "B", "Wall");
  return s.passUntil((st) => st.phase === "reaction");
}

describe("2v2: play areas (Aree di Gioco) and control (Controllo delle Carte)", () => {
  it("“un'unica Interzona estesa a 4 spazi … condivide Campo e Area di Confronto. Limbo, Mazzo, Mano, e Bacino Empatico rimangono invece separati”", () => {
    const s = table();
    const st = s.state;
    expect(st.seats).toEqual({ mode: "2v2", side: [0, 1, 0, 1], out: [] });
    expect(st.sides).toHaveLength(2);
    for (const side of st.sides) expect(side.interzone).toEqual([null, null, null, null]);
    expect(st.players).toHaveLength(4);
    for (const [p, pl] of st.players.entries()) for (const id of pl.hand) expect(st.cards[id]!.owner).toBe(p);
    expect(st.sides[0]!.confrontation).toEqual([s.id("Lead")]);
    expect(st.sides[1]!.confrontation).toEqual([s.id("Wall")]);
  });

  it("“considera anche carte o effetti controllati dal suo compagno di squadra”, “ma la proprietà e il controllo … rimangono al proprietario”", () => {
    const banner = card({
      name: "Banner",
      power: 1,
      t: "phlegmatic",
      points: 10,
      text: "Support. Each other manifestation you control in the Confrontation Zone gets +1 power.",
      script: {
        abilities: [
          {
            kind: "static",
            effect: { kind: "power", to: { zone: "confrontation", controller: "you", other: true }, amount: 1 },
          },
        ],
      },
    });
    const s = table({ aSupport: banner });
    s.expectPriority("A").support("A", "Banner");
    s.pass("B").pass("C").pass("D").pass("A").expectZone("Banner", "confrontation");
    // A's passive counts C's First as "under your control": 2 + 1.
    s.expectPower("Lead", 3);
    s.check((x) => {
      expect(x.state.cards[x.id("Lead")]).toMatchObject({ owner: 2, controller: 2 });
      expect(x.state.cards[x.id("Banner")]).toMatchObject({ owner: 0, controller: 0 });
    });
  });
});

describe("2v2: priority (La Priorità) and the stack (La Pila)", () => {
  it("“la Priorità viene assegnata alle squadra … ha Priorità la squadra che perderebbe il Confronto”; either teammate uses it", () => {
    const s = table();
    // Team 1 (Wall 3) wins; team 0 would lose: A speaks for it, and C may act on the same priority.
    s.expectPriority("A");
    expect(legalActions(s.state, 2).length).toBeGreaterThan(0);
    expect(legalActions(s.state, 1)).toEqual([]);
    expect(isRuleError(apply(s.state, { type: "pass", player: 3 }))).toBe(true);
  });

  it("“Se scelgono di passare, la Priorità passa alla squadra avversaria”; both teams passing ends the window", () => {
    const s = table();
    // C passes for team 0: team 1 holds it (D, next clockwise, speaks for it; B may use it); B passes for team 1: the
    // Reaction ends.
    s.pass("C").expectPriority("D").expectPhase("reaction");
    expect(legalActions(s.state, 1).length).toBeGreaterThan(0);
    expect(legalActions(s.state, 0)).toEqual([]);
    s.pass("B").expectPhase("resolution");
  });

  it("“La Pila utilizza la logica del Free-for-All … si risolve solo quando tutti e quattro i giocatori passano consecutivamente”", () => {
    const s = table();
    // A's Support goes on the stack: priority to the next seat clockwise, seat by seat.
    s.support("A", "Help").expectStack(["Help"]).expectPriority("B");
    s.pass("B").expectPriority("C").pass("C").expectPriority("D").pass("D").expectStack(["Help"]).expectPriority("A");
    s.pass("A").expectStack([]).expectZone("Help", "confrontation");
  });
});

describe("2v2: the Revelation (Rivelazione)", () => {
  it("“Ogni squadra può avere una singola Prima Manifestazione … i giocatori di ogni squadra decidono chi dei due debba scegliere”", () => {
    const s = scenario({ mode: "2v2", A: [m("One", 1)], B: [m("Two", 2)], C: [m("Three", 3)], D: [m("Four", 4)] });
    s.expectPhase("choose");
    expect(s.state.decisions.map((d) => [d.kind, d.team])).toEqual([
      ["teamFirst", 0],
      ["teamFirst", 1],
    ]);
    // Either teammate answers for the team: C says C chooses.
    teamFirst(s, "C", "C", "Three");
    teamFirst(s, "B", "D", "Four");
    s.passUntil((st) => st.phase === "reaction");
    expect(s.state.sides.map((side) => side.confrontation.length)).toEqual([1, 1]);
    s.expectZone("Three", "confrontation").expectZone("Four", "confrontation").expectZone("One", "hand");
  });
});

describe("2v2: resolving the confrontation (Risoluzione del Confronto)", () => {
  it("“si somma la Forza totale di tutte le Manifestazioni controllate da entrambi i giocatori della Squadra”", () => {
    const s = table();
    s.support("A", "Help").pass("B").pass("C").pass("D").pass("A");
    // Team 0: Lead 2 + Help 2 = 4 against Wall 3.
    s.check((x) => expect(viewFor(x.state, "judge").totals).toEqual([4, 3]));
    s.passUntil((st) => st.phase === "resolution");
    s.check((x) => expect(x.state.outcome).toEqual({ winner: 0 }));
  });

  it("“decidono tra di loro in quale dei due Bacini Empatici mettere le manifestazioni della squadra avversaria” and the placements", () => {
    const s = table({ bFirst: 1 });
    autoplay(s, (st) => st.decisions.some((d) => d.kind === "teamVessel"));
    s.expectDecision("A", "teamVessel");
    // C answers for the team: C's vessel.
    s.decide("C", ["P2"]).expectZone("Wall", "vessel");
    s.check((x) => expect(x.state.players[2]!.vessel).toEqual([x.id("Wall")]));
    // "Decidono quali manifestazioni mettere nell'interzona, o in fondo ai mazzi": a team decision, 4 spaces.
    const d = s.decisionOf("A")!;
    expect(d).toMatchObject({ kind: "placeWon", team: 0 });
    expect(d.options).toContain(`${s.id("Lead")}:slot3`);
    s.decide("C", [`${s.id("Lead")}:slot3`]).expectZone("Lead", "interzone");
    s.check((x) => expect(x.state.sides[0]!.interzone[3]).toBe(x.id("Lead")));
    s.endWithDecisionOpen();
  });
});

describe("2v2: the end of the game and the score (Fine della Partita, Calcolo dei Punti e Vittoria)", () => {
  it("“Se uno o più giocatori non possono raggiungere il tetto … ma il loro compagno sì, … si svolge l'ultimo turno”", () => {
    const s = scenario({
      mode: "2v2",
      A: filler("ax", 30),
      B: filler("bx", 30),
      C: filler("cx", 8),
      D: filler("dx", 30),
      padTo: 0,
    });
    autoplay(s, (st) => st.flags.lastTurn !== undefined);
    const last = s.state.turn;
    expect(s.state.result).toBeNull();
    // “Quei giocatori possono comunque partecipare”: the turn is played to its end, then the game ends.
    autoplay(s, (st) => st.result !== null);
    expect(s.state.turn).toBe(last);
    expect(s.state.result!.reason).toBe("cannotDraw");
  });

  it("“Se un giocatore perde la partita, ad esempio a causa di due mulligan consecutivi, la sua squadra perde”", () => {
    const will = (i: number) => card({ name: `W${i}`, type: "ephemeral_will", cost: {}, text: "" });
    const s = scenario({ mode: "2v2", A: [], B: [], C: [], D: Array.from({ length: 25 }, (_, i) => will(i)) });
    expect(s.state.result).toMatchObject({ reason: "mulliganLoss", winner: 0 });
  });

  it("“sommando i Punti totali presenti nei Bacini Empatici di entrambi i giocatori, e contando i punti bonus di entrambi”", () => {
    const s = scenario({
      mode: "2v2",
      A: filler("ax", 10),
      B: filler("bx", 10),
      C: filler("cx", 10),
      D: filler("dx", 10),
      padTo: 0,
    });
    autoplay(s, (st) => st.result !== null);
    const r = s.state.result!;
    expect(r.points).toEqual([0, 1, 2, 3].map((p) => scoreOf(s.state, p)));
    expect(r.teams).toEqual([r.points[0]! + r.points[2]!, r.points[1]! + r.points[3]!]);
    expect(r.winner).toBe(r.teams![0] === r.teams![1] ? null : r.teams![0]! > r.teams![1]! ? 0 : 1);
  });

  it("“In caso di condizioni alternative di vittoria o perdita, sono condivise dai giocatori” (Half Han in a teammate's Limbo)", () => {
    const han = betaSet().cards.find((c) => c.name === "Half Han, the Renegade")!;
    const s = scenario({ mode: "2v2", A: [], B: [], C: [], D: [] });
    const st = structuredClone(s.state) as GameState;
    // Half Han in C's Limbo: team 0 can win only with −130 points or less, read on the team's total.
    st.defs[han.id] = han;
    st.cards.han = {
      ...st.cards[st.players[2]!.deck[0]!]!,
      iid: "han",
      def: han.id,
      owner: 2,
      controller: 2,
      zone: "limbo",
    };
    st.players[2]!.limbo.push("han");
    const endWith = (team0: number, team1: number) => {
      const x = structuredClone(st) as GameState;
      x.players[0]!.effectPoints += team0 - scoreOf(x, 0) - scoreOf(x, 2);
      x.players[1]!.effectPoints += team1 - scoreOf(x, 1) - scoreOf(x, 3);
      endGame({ s: x, ev: [] }, "turnLimit");
      return [x.result!.winner, x.result!.teams];
    };
    expect(endWith(300, 100)).toEqual([1, [300, 100]]);
    expect(endWith(-130, 100)).toEqual([0, [-130, 100]]);
    s.endWithDecisionOpen();
  });
});

describe("2v2: what each seat's log shows (team decisions)", () => {
  it("“i giocatori di ogni squadra decidono chi dei due debba scegliere”: the team decision's options reach both teammates' logs, as their view shows them; the opponents get it without options", () => {
    const s = scenario({ mode: "2v2", A: [m("One", 1)], B: [m("Two", 2)], C: [m("Three", 3)], D: [m("Four", 4)] });
    const opened = s.events.filter((e) => e.type === "decision" && e.decision.team !== undefined);
    expect(opened.map((e) => e.type === "decision" && [e.decision.kind, e.decision.team])).toEqual([
      ["teamFirst", 0],
      ["teamFirst", 1],
    ]);
    const optionsSeenBy = (viewer: 0 | 1 | 2 | 3 | "spectator") =>
      eventsFor(opened, viewer, s.state.seats).map((e) => (e.type === "decision" ? e.decision.options : null));
    const [team0, team1] = opened.map((e) => (e.type === "decision" ? e.decision.options : []));
    expect(team0!.length).toBeGreaterThan(0);
    // A (seat 0) and C (seat 2) are team 0; B (1) and D (3) team 1. The view shows each team its own decision.
    for (const [viewer, expected] of [
      [0, [team0, []]],
      [2, [team0, []]],
      [1, [[], team1]],
      [3, [[], team1]],
      ["spectator", [[], []]],
    ] as const)
      expect(optionsSeenBy(viewer), `viewer ${viewer}`).toEqual(expected);
    for (const teammate of [0, 2] as const)
      expect(viewFor(s.state, teammate).decisions.map((d) => ("options" in d ? d.options : null))).toContainEqual(
        team0,
      );
    s.endWithDecisionOpen();
  });
});

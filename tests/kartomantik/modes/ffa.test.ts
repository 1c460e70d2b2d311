// Free-for-All for 3–5 players: every rule of the section, each cited from
// ../shared/rules/kartomantik-modalita-aggiuntive.txt ("Free-for-All"), on stacked decks.
import { describe, expect, it } from "vitest";
import { legalActions } from "@/engine/kartomantik";
import { card, filler, nameOf, scenario, type Name, type Scenario } from "../dsl";
import { beta } from "../sets";
import { autoplay } from "./autoplay";

const m = (name: string, power: number, t = "phlegmatic", text = "") => card({ name, power, t, points: 10, text });

/** The order in which priority moves while everyone passes, until the phase changes. */
function passOrder(s: Scenario): Name[] {
  const phase = s.state.phase;
  const order: Name[] = [];
  while (s.state.phase === phase && s.state.priority !== null) {
    const who = nameOf(s.state.priority);
    order.push(who);
    s.pass(who);
  }
  return order;
}

/** Three players reveal Weak (1), Strong (3) and Mid (2): B wins, C is beaten by B, A by both. */
function threeWay() {
  return scenario({ A: [m("Weak", 1)], B: [m("Strong", 3)], C: [m("Mid", 2, "phlegmatic", "Support.")] })
    .firstsAll("Weak", "Strong", "Mid")
    .passUntil((st) => st.phase === "reaction");
}

describe("Free-for-All: priority by svantaggio (La Priorità)", () => {
  it("“Il giocatore con priorità è il giocatore in svantaggio assoluto”: the one every other would beat holds it", () => {
    const s = threeWay();
    s.expectPriority("A");
    s.check((x) => expect(x.state.seats.mode).toBe("ffa"));
  });

  it("“Se il giocatore con priorità passa a pila vuota, la priorità va al giocatore con svantaggio maggiore dopo di lui”", () => {
    const s = threeWay();
    // A (beaten by 2), then C (beaten by B), then B (beaten by none); all passed in a row: the phase ends.
    expect(passOrder(s)).toEqual(["A", "C", "B"]);
    s.expectPhase("resolution");
  });

  it("“più giocatori con lo stesso svantaggio … al giocatore più vicino, in senso orario, al giocatore che sta passando”", () => {
    // A 5 beats all; C 3 is beaten by A; B 1 and D 1 (same temperament) are each beaten by A and C: a tie.
    const s = scenario({ A: [m("Five", 5)], B: [m("OneB", 1)], C: [m("Three", 3)], D: [m("OneD", 1)] })
      .firstsAll("Five", "OneB", "Three", "OneD")
      .passUntil((st) => st.phase === "reaction");
    // B first (nearest clockwise to the last holder A among the tied), then D (the tie, nearest after B), then C, A.
    expect(passOrder(s)).toEqual(["B", "D", "C", "A"]);
  });

  it("“Se un giocatore in svantaggio passa, non potrà più ottenere priorità finché un altro giocatore non compie un’azione”", () => {
    const s = scenario({
      A: [m("Weak", 1)],
      B: [m("Strong", 3)],
      C: [m("Mid", 2), m("Helper", 1, "vitreous", "Support.")],
    })
      .firstsAll("Weak", "Strong", "Mid")
      .passUntil((st) => st.phase === "reaction");
    // A passes: C (beaten by B only) gets it, not A again.
    s.pass("A").expectPriority("C");
    // C acts (a Support of 1: B still wins); once it resolves, A, who passed before C acted, holds priority again.
    s.support("C", "Helper").pass("A").pass("B").pass("C").expectZone("Helper", "confrontation");
    s.expectPriority("A");
  });
});

describe("Free-for-All: the stack (La Pila)", () => {
  const withSupport = () =>
    scenario({ A: [m("Weak", 1)], B: [m("Strong", 3)], C: [m("Mid", 2), m("Helper", 3, "phlegmatic", "Support.")] })
      .firstsAll("Weak", "Strong", "Mid")
      .passUntil((st) => st.phase === "reaction");

  it("“La Priorità passa immediatamente al giocatore successivo in senso orario” after an action", () => {
    const s = withSupport();
    s.pass("A").expectPriority("C").support("C", "Helper");
    s.expectStack(["Helper"]).expectPriority("A");
  });

  it("“La Pila inizia a risolversi solo quando tutti i giocatori hanno passato consecutivamente”", () => {
    const s = withSupport();
    s.pass("A").support("C", "Helper");
    s.pass("A").pass("B").expectStack(["Helper"]).expectPriority("C");
    s.pass("C").expectStack([]).expectZone("Helper", "confrontation");
    // C now wins (2 + 3 against 3 and 1): A and B are beaten by C; A, the absolute loser, has priority again.
    s.expectPriority("A");
  });

  it("“Quando, a Pila vuota, tutti i giocatori hanno passato consecutivamente, il turno passa alla fase successiva”", () => {
    const s = threeWay();
    s.pass("A").pass("C").expectPhase("reaction").pass("B").expectPhase("resolution");
  });
});

describe("Free-for-All: resolution and stalemate (Risoluzione del Confronto e Stallo)", () => {
  it("“vince un Confronto solo se … gli permetterebbero di sconfiggere individualmente ogni altro giocatore”", () => {
    // A and B both 3: A's choleric beats B's phlegmatic; both beat C's 1. A wins.
    const s = scenario({ A: [m("Hot", 3, "choleric")], B: [m("Calm", 3)], C: [m("Small", 1)] })
      .firstsAll("Hot", "Calm", "Small")
      .passUntil((st) => st.phase === "resolution");
    s.check((x) => expect(x.state.outcome).toEqual({ winner: 0 }));
  });

  it("“mettendo tutte le manifestazioni avversarie dal confronto … nel proprio bacino empatico”, each owner's kept apart", () => {
    const s = threeWay();
    autoplay(s, (st) => st.phase === "end");
    s.expectZone("Weak", "vessel").expectZone("Mid", "vessel");
    s.check((x) => {
      const vessel = x.state.players[1]!.vessel.map((id) => x.state.cards[id]!);
      expect(vessel.map((c) => c.owner).sort()).toEqual([0, 2]);
    });
  });

  it("“Se le ultime manifestazioni entrate in Confronto dei due giocatori con la forza totale più alta hanno lo stesso Umore”: stalemate", () => {
    const s = scenario({ A: [m("Left", 3)], B: [m("Right", 3)], C: [m("Low", 1)] })
      .firstsAll("Left", "Right", "Low")
      .passUntil((st) => st.phase === "resolution");
    s.check((x) => expect(x.state.outcome).toEqual({ winner: null }));
    autoplay(s, (st) => st.phase === "end");
    s.expectZone("Left", "stalemate").expectZone("Right", "stalemate").expectZone("Low", "stalemate");
  });

  it("“Se si crea una catena di dominanza tra gli Umori (es. Giocatore A batte B, B batte C, e C batte A)”: stalemate", () => {
    // Equal power; phlegmatic > vitreous > choleric > phlegmatic.
    const s = scenario({ A: [m("Green", 2)], B: [m("Blue", 2, "vitreous")], C: [m("Red", 2, "choleric")] })
      .firstsAll("Green", "Blue", "Red")
      .passUntil((st) => st.phase === "resolution");
    s.check((x) => expect(x.state.outcome).toEqual({ winner: null }));
  });

  it("“Al di fuori del confronto o in caso di stallo ha priorità chi ha vinto l'ultimo confronto risolto … in senso orario”", () => {
    const s = threeWay();
    autoplay(s, (st) => st.phase === "resolution" && st.priority !== null);
    // B won: the Resolution window opens with B, then clockwise.
    expect(passOrder(s)).toEqual(["B", "C", "A"]);
    s.expectDecision("B", "placeWon").endWithDecisionOpen();
  });
});

describe("Free-for-All: the end phase (Fase Finale)", () => {
  it("“Ogni volta che … una Pila iniziata da un giocatore si risolve completamente, la priorità passa al giocatore più vicino in senso orario”", () => {
    const charm = card({ name: "Charm", type: "persistent_will", cost: {}, text: "" });
    const s = scenario({ A: [m("Weak", 1)], B: [m("Strong", 3)], C: [m("Mid", 2), charm] })
      .firstsAll("Weak", "Strong", "Mid")
      .passUntil((st) => st.phase === "reaction");
    autoplay(s, (st) => st.phase === "end" && st.priority !== null);
    s.expectPriority("B").pass("B").expectPriority("C").play("C", "Charm");
    s.expectPriority("A").pass("A").pass("B").pass("C");
    s.expectZone("Charm", "field").expectPriority("A");
  });
});

describe("Free-for-All: the end of the game (Fine della Partita)", () => {
  it("“Se un giocatore non può raggiungere il tetto di carte … la partita NON finisce”: it leaves the confrontations", () => {
    const s = scenario({ A: filler("ax", 30), B: filler("bx", 30), C: filler("cx", 8), padTo: 0 });
    autoplay(s, (st) => st.seats.out.length > 0);
    s.expectEvent({ type: "out", player: 2, reason: "cannotDraw" });
    expect(s.state.result).toBeNull();
    // “Quel giocatore non può più prendere parte ai Confronti”: no First Manifestation is asked of C.
    autoplay(s, (st) => st.phase === "choose" && st.decisions.length > 0);
    expect(s.state.decisions.map((d) => d.player).sort()).toEqual([0, 1]);
    // “… ma conserva il diritto di giocare Volontà e attivare effetti”: C still gets priority in the windows.
    autoplay(s, (st) => st.priority === 2);
    expect(legalActions(s.state, 2)).toContainEqual({ type: "pass", player: 2 });
    s.endWithDecisionOpen();
  });

  it("“La partita prosegue fintanto che almeno due giocatori sono ancora in grado di raggiungere il tetto”; each scores", () => {
    const s = scenario({ A: filler("ax", 30), B: filler("bx", 9), C: filler("cx", 8), padTo: 0 });
    autoplay(s, (st) => st.result !== null, 5000);
    const r = s.state.result!;
    expect(r.reason).toBe("cannotDraw");
    expect(s.state.seats.out).toEqual([2, 1]);
    expect(r.points).toHaveLength(3);
    // Points as in the base rules: the vessel plus 5 per manifestation left in the deck.
    const score = (p: number) => {
      const pl = s.state.players[p]!;
      return (
        pl.effectPoints +
        pl.vessel.reduce((n, id) => n + s.state.defs[s.state.cards[id]!.def]!.points, 0) +
        5 * pl.deck.length
      );
    };
    expect(r.points).toEqual([score(0), score(1), score(2)]);
    const top = Math.max(...r.points);
    expect(r.winner).toBe(r.points.filter((x) => x === top).length === 1 ? r.points.indexOf(top) : null);
  });

  it("“o perde la partita ad esempio a causa di due mulligan consecutivi”: it leaves, the others play on", () => {
    const will = (i: number) => card({ name: `W${i}`, type: "ephemeral_will", cost: {}, text: "" });
    const s = scenario({ A: [], B: [], C: Array.from({ length: 25 }, (_, i) => will(i)), padTo: 20 });
    s.expectEvent({ type: "out", player: 2, reason: "mulliganLoss" });
    expect(s.state.result).toBeNull();
    expect(s.state.decisions.map((d) => [d.player, d.kind])).toEqual([
      [0, "chooseFirst"],
      [1, "chooseFirst"],
    ]);
    s.endWithDecisionOpen();
  });

  it("“perde la partita ad esempio a causa di due mulligan consecutivi”: when the game is scored it cannot win, whatever its points, and ranks below the others", () => {
    const zero = (name: string, power: number) => card({ name, power, t: "phlegmatic", points: 0 });
    const noFirst = (name: string) =>
      card({ name, power: 1, t: "phlegmatic", points: 10, text: "Cannot be played as First Manifestation." });
    const s = scenario({
      A: Array.from({ length: 7 }, (_, i) => zero(`a${i}`, i + 1)),
      B: Array.from({ length: 20 }, (_, i) => noFirst(`b${i}`)),
      C: Array.from({ length: 7 }, (_, i) => zero(`c${i}`, i + 1)),
      padTo: 0,
    });
    // Turn 1: no manifestation B may play as First after its second mulligan: it lost, the others play on.
    s.expectEvent({ type: "out", player: 1, reason: "mulliganLoss" });
    expect(s.state.seats.lost).toEqual([1]);
    expect(s.state.result).toBeNull();
    // On turn 2 A and C cannot draw: fewer than two players can go on, the game is scored.
    autoplay(s, (st) => st.result !== null);
    const r = s.state.result!;
    // B keeps its points (13 manifestations left in its deck, 5 each: the most at the table)…
    expect(r.points[1]).toBe(65);
    expect(r.points[1]).toBeGreaterThan(Math.max(r.points[0]!, r.points[2]!));
    // …but the winner is the best of those that did not lose.
    expect(r.lost).toEqual([1]);
    expect(r.winner).toBe(r.points[0] === r.points[2] ? null : r.points[0]! > r.points[2]! ? 0 : 2);
  });
});

describe("conceding", () => {
  it("Free-for-All: a player who concedes leaves the game, the confrontations too; the game goes on; a second concession is refused", () => {
    const s = threeWay();
    s.act({ type: "concede", player: 1 });
    s.expectEvent({ type: "out", player: 1, reason: "concede" });
    expect(s.state.seats.out).toEqual([1]);
    expect(s.state.seats.conceded).toEqual([1]);
    expect(s.state.result).toBeNull();
    expect(s.events.some((e) => e.type === "manual")).toBe(false);
    s.act({ type: "concede", player: 1 }).expectRefused("player_out");
    expect(s.state.seats.conceded).toEqual([1]);
    s.endWithDecisionOpen();
  });

  it("Free-for-All: a seat that conceded has lost — when the game is later scored it cannot win, whatever its points", () => {
    const zero = (name: string, power: number) => card({ name, power, t: "phlegmatic", points: 0 });
    const s = scenario({
      A: Array.from({ length: 7 }, (_, i) => zero(`a${i}`, i + 1)),
      B: Array.from({ length: 20 }, (_, i) => zero(`b${i}`, 1)),
      C: Array.from({ length: 7 }, (_, i) => zero(`c${i}`, i + 1)),
      padTo: 0,
    });
    s.act({ type: "concede", player: 1 });
    autoplay(s, (st) => st.result !== null);
    const r = s.state.result!;
    expect(r.points[1]).toBeGreaterThan(Math.max(r.points[0]!, r.points[2]!));
    expect(r.lost).toEqual([1]);
    expect(r.winner).toBe(r.points[0] === r.points[2] ? null : r.points[0]! > r.points[2]! ? 0 : 2);
  });

  it("Free-for-All: once a single player is left the game ends, and that player wins", () => {
    const s = threeWay();
    s.act({ type: "concede", player: 0 }).act({ type: "concede", player: 2 });
    s.expectEvent({ type: "conceded", player: 2 });
    expect(s.state.result).toMatchObject({ winner: 1, reason: "concede" });
    expect(s.events.filter((e) => e.type === "gameOver")).toHaveLength(1);
  });

  it("a duel: conceding ends the game for the opponent, said as a concession (not as a manual move)", () => {
    const s = scenario({ A: [m("Weak", 1)], B: [m("Strong", 3)] });
    s.act({ type: "concede", player: 0 });
    s.expectEvent({ type: "conceded", player: 0 });
    expect(s.state.result).toMatchObject({ winner: 1, reason: "concede" });
    expect(s.events.some((e) => e.type === "manual")).toBe(false);
    expect(s.state.seats.conceded).toBeUndefined();
  });
});

describe("Free-for-All: cards that name players (the vocabulary of several opponents)", () => {
  it("#107 Soul-borer: “in an opponent's Empathic Vessel … that player loses 5 points” — the vessel's holder, no choice", () => {
    const s = scenario({ A: [beta(107)], B: [m("Strong", 9)], C: [m("Mid", 2)] })
      .firstsAll("Soul-borer", "Strong", "Mid")
      .passUntil((st) => st.phase === "reaction");
    autoplay(s, (st) => st.turn === 2 && st.phase === "choose");
    s.expectZone("Soul-borer", "vessel");
    s.check((x) => expect(x.state.players[1]!.vessel).toContain(x.id("Soul-borer")));
    s.expectEffectPoints("B", -5).expectEffectPoints("C", 0);
    expect(s.events.some((e) => e.type === "decision" && e.decision.kind === "opponent")).toBe(false);
    s.endWithDecisionOpen();
  });

  it("#132 Twist the Soul: “If the manifestation wins the confrontation it returns to your Empathic Vessel” — the borrower's, whoever owns it", () => {
    const s = scenario({
      A: [m("Big", 5), beta(132), m("Ink1", 1, "melancholic"), m("Ink2", 1, "melancholic"), m("Huge", 9)],
      B: [m("Loot", 1)],
      C: [m("Mid", 1)],
    });
    // Turn 1: A wins and takes B's Loot and C's Mid into its vessel.
    s.firstsAll("Big", "Loot", "Mid").passUntil((st) => st.phase === "reaction");
    autoplay(s, (st) => st.turn === 2 && st.phase === "choose");
    s.check((x) => expect(x.state.players[0]!.vessel).toEqual([x.id("Loot"), x.id("Mid")]));
    // Turn 2: A borrows B's Loot from its own vessel and wins again.
    s.firstsAll("Huge", "b-fill-1", "c-fill-1").passUntil((st) => st.phase === "reaction" && st.priority === 0);
    s.play("A", "Twist the Soul", { targets: ["Loot"], tribute: ["Ink1", "Ink2"] })
      .pass("B")
      .pass("C")
      .pass("A");
    s.expectZone("Loot", "confrontation");
    autoplay(s, (st) => st.phase === "end");
    s.expectZone("Loot", "vessel");
    // Back in A's vessel — not in C's, the first opponent clockwise of Loot's owner B.
    s.check((x) => expect(x.state.players[0]!.vessel).toContain(x.id("Loot")));
    s.check((x) => expect(x.state.players[2]!.vessel).not.toContain(x.id("Loot")));
    s.endWithDecisionOpen();
  });

  it("#113 Shuk: “whenever you lose points, every other player loses 5 points” — both others at a table of three", () => {
    const tax = card({
      name: "Tax",
      type: "ephemeral_will",
      cost: {},
      text: "Lose 10 points.",
      script: { ops: [{ op: "points", who: "you", n: 10, sign: -1 }] },
    });
    const s = scenario({ A: [m("Weak", 1), beta(113), tax], B: [m("Strong", 3)], C: [m("Mid", 2)] });
    s.firstsAll("Weak", "Strong", "Mid").passUntil((st) => st.phase === "reaction");
    // Shuk in A's Interzone (a logged manual move); A loses 10 points: B and C lose 5 each.
    s.act({ type: "manual", player: 0, move: { op: "move", card: s.id("Shuk, the Bile-filled"), to: "interzone" } });
    s.play("A", "Tax").pass("B").pass("C").pass("A");
    s.expectEffectPoints("A", -10);
    autoplay(s, (st) => st.stack.length === 0 && st.triggers.length === 0 && st.resolving === null);
    s.expectEffectPoints("B", -5).expectEffectPoints("C", -5);
    s.endWithDecisionOpen();
  });
});

// Free-for-All priority when the confrontation would end in a stalemate (issue 29 §5): two rules meet —
// "il giocatore con priorità è il giocatore in svantaggio assoluto" and "in caso di stallo ha priorità chi ha vinto
// l'ultimo confronto risolto" (../shared/rules/kartomantik-modalita-aggiuntive.txt, "La Priorità"). Our ruling
// (engine/README.md): the svantaggio decides while some seat taking part is more disadvantaged than another; the last
// winner (or the coin) only when every seat is as disadvantaged as the rest. The phones read why from the view.
import { describe, expect, it } from "vitest";
import { viewFor } from "@/engine/kartomantik";
import { card, nameOf, scenario, type Name, type Scenario } from "../dsl";

const m = (name: string, power: number, t = "phlegmatic") => card({ name, power, t, points: 10, text: "" });
const NAMES: Name[] = ["A", "B", "C", "D", "E"];

/** One First Manifestation per seat with these powers (all phlegmatic: equal powers beat neither), in the Reaction. */
function table(powers: number[], first: Name = "A"): Scenario {
  const decks = Object.fromEntries(powers.map((p, i) => [NAMES[i]!, [m(`F${i}`, p)]]));
  const s = scenario({ ...(decks as unknown as Parameters<typeof scenario>[0]), first });
  return s.firstsAll(...powers.map((_, i) => `F${i}`)).passUntil((st) => st.phase === "reaction");
}

/** Who holds priority in turn while everyone passes, until the phase changes. */
function passOrder(s: Scenario): Name[] {
  const phase = s.state.phase;
  const order: Name[] = [];
  while (s.state.phase === phase && s.state.priority !== null) {
    order.push(nameOf(s.state.priority));
    s.pass(nameOf(s.state.priority));
  }
  return order;
}

describe("Free-for-All: priority at the start of the Reaction when two players tie at the top", () => {
  it("[3,4,2,4,1]: a stalemate (“non vi sia un unico vincitore”), yet “il giocatore in svantaggio assoluto” — E, whom every other beats — holds priority, not the coin's A", () => {
    const s = table([3, 4, 2, 4, 1]);
    s.check((x) => expect(x.state.defaultPriority).toBe(0));
    s.expectPriority("E");
    expect(viewFor(s.state, 4).priorityReason).toBe("disadvantage");
    // "la priorità va al giocatore con svantaggio maggiore dopo di lui": C (beaten by 3), A (2), then the two tied at
    // the top (beaten by none), "al giocatore più vicino, in senso orario, al giocatore che sta passando": B, D.
    expect(passOrder(s)).toEqual(["E", "C", "A", "B", "D"]);
    s.expectPhase("resolution");
    s.check((x) => expect(x.state.outcome).toEqual({ winner: null }));
    s.endWithDecisionOpen();
  });

  it("[2,4,4,4,3]: three tie at the top; A, beaten by all four, holds priority (not C, the coin's)", () => {
    const s = table([2, 4, 4, 4, 3], "C");
    s.check((x) => expect(x.state.defaultPriority).toBe(2));
    s.expectPriority("A");
    expect(viewFor(s.state, "spectator").priorityReason).toBe("disadvantage");
    expect(passOrder(s)).toEqual(["A", "E", "B", "C", "D"]);
    s.endWithDecisionOpen();
  });

  it("nobody more disadvantaged than the rest (all tie): “in caso di stallo ha priorità chi ha vinto l'ultimo confronto” — the coin's A on turn 1, then clockwise", () => {
    const s = table([3, 3, 3, 3]);
    s.expectPriority("A");
    expect(viewFor(s.state, 0).priorityReason).toBe("coin");
    s.pass("A");
    expect(viewFor(s.state, 0).priorityReason).toBe("clockwise");
    expect(passOrder(s)).toEqual(["B", "C", "D"]);
    s.endWithDecisionOpen();
  });

  it("after a confrontation is won, a stalemate of all gives priority to its winner, said as `lastWinner`", () => {
    // Turn 1: B's 5 wins. Turn 2: the three fillers of power 1 tie: B, the last winner, holds priority.
    const s = scenario({ A: [m("Small", 1)], B: [m("Big", 5)], C: [m("Mid", 2)] });
    s.firstsAll("Small", "Big", "Mid").passUntil((st) => st.phase === "resolution");
    s.passUntil((st) => st.decisions.length > 0);
    while (s.state.decisions.length > 0 || s.state.phase !== "choose") {
      const d = s.state.decisions[0];
      if (d?.kind === "chooseFirst") break;
      if (d) s.decide(nameOf(d.player), d.options.slice(0, d.min || 1));
      else s.pass(nameOf(s.state.priority!));
    }
    s.firstsAll("a-fill-1", "b-fill-1", "c-fill-1").passUntil((st) => st.phase === "reaction");
    s.expectPriority("B");
    expect(viewFor(s.state, 2).priorityReason).toBe("lastWinner");
    s.endWithDecisionOpen();
  });
});

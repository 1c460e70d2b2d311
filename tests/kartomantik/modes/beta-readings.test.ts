// Beta cards at tables of more than two, readings checked in session 63
// (../shared/rules/kartomantik-modalita-aggiuntive.txt: "Free-for-All", "Modalità 2vs2").
// 2v2: A and C (team 0) against B and D; Free-for-All: A, B, C clockwise.
import { describe, expect, it } from "vitest";
import { card, scenario, seat, type Name, type Scenario } from "../dsl";
import { pay } from "../harness";
import { beta } from "../sets";
import { autoplay } from "./autoplay";

const m = (name: string, power: number, t = "phlegmatic") => card({ name, power, t, points: 10 });

/** 2v2: the team's decision of who chooses, answered by `by`, then that player's secret choice. */
function teamFirst(s: Scenario, by: Name, chooser: Name, ref: string): Scenario {
  s.decide(by, [`P${seat(chooser)}`]).expectDecision(chooser, "chooseFirst");
  return s.choose(chooser, [ref]);
}

describe("#224 Nullify Reason: “all manifestations that are about to enter the Interzone, the deck and the Limbo of a target player are exiled instead”", () => {
  /** 2v2: C's Cc (5) beats B's Bb (1); B, losing, targets A with Nullify Reason; on to team 0's placement. */
  function nullified(): Scenario {
    const s = scenario({
      mode: "2v2",
      A: [m("Aa", 1)],
      B: [m("Bb", 1), beta(224), ...pay("choleric", 1)],
      C: [m("Cc", 5)],
      D: [m("Dd", 1)],
    });
    teamFirst(s, "A", "C", "Cc");
    teamFirst(s, "B", "B", "Bb");
    autoplay(s, (st) => st.phase === "reaction" && st.priority !== null);
    s.expectPriority("B").play("B", beta(224).name, { targets: ["P0"], tribute: ["pay-choleric-1"] });
    autoplay(s, (st) => st.decisions.some((d) => d.kind === "placeWon"));
    return s.expectDecision("A", "placeWon");
  }

  it("2v2: the target's Interzone is the team's (“La squadra condivide un'unica Interzona”): the teammate's manifestation about to enter it is exiled", () => {
    const s = nullified();
    s.choose("A", [`${s.id("Cc")}:slot0`]);
    s.expectZone("Cc", "exile");
    s.check((x) => expect(x.state.sides[0]!.interzone[0]).toBeNull());
    s.endWithDecisionOpen();
  });

  it("2v2: the teammate's deck is its own (“Limbo, Mazzo, Mano, e Bacino Empatico rimangono invece separati”): not exiled there", () => {
    const s = nullified();
    s.choose("A", [`${s.id("Cc")}:deck`]);
    s.expectZone("Cc", "deck");
    s.endWithDecisionOpen();
  });
});

// Rematch! (Beta #232): "You can play Rematch! only during the Resolution, if you lost the confrontation." A manual
// card runs no script, so the engine reads this timing sentence from its text (issue 19 item 7; rulebook §4.2.3).
import path from "node:path";
import { describe, expect, it } from "vitest";
import { legalActions, type CardDef, type GameAction } from "@/engine/kartomantik";
import { card, filler, scenario, type Scenario } from "./dsl";
import { toEndPhase } from "./harness";
import { BETA_DIR, betaSet, rawSet } from "./sets";

const raw = () =>
  rawSet(path.join(BETA_DIR, "cards.json")) as (ReturnType<typeof rawSet>[number] & { collectionNumber: number })[];
const beta = (n: number): CardDef => betaSet().byId[raw().find((c) => c.collectionNumber === n)!.id]!;

const setup = (aPower: number, bPower: number) =>
  scenario({
    A: [
      card({ name: "Red", t: "choleric", power: aPower }),
      beta(232),
      card({ name: "Payer", t: "choleric", power: 2 }),
      ...filler("a", 4),
    ],
    B: [card({ name: "Fern", power: bPower }), ...filler("b", 6)],
  }).firsts("Red", "Fern");
const offersRematch = (s: Scenario) =>
  legalActions(s.state, 0).some((a: GameAction) => a.type === "playWill" && a.card === s.id("Rematch!"));

describe("#232 Rematch!: “You can play Rematch! only during the Resolution, if you lost the confrontation.”", () => {
  it("is not offered nor accepted in the Reaction (§4.2.2), only in the Resolution after a loss (§4.2.3)", () => {
    expect(beta(232).automation).toBe("manual");
    const s = setup(1, 5).passUntil((x) => x.phase === "reaction");
    s.expectPriority("A");
    expect(offersRematch(s)).toBe(false);
    s.play("A", "Rematch!", { tribute: ["Payer"] }).expectRefused("wrong_phase");
    // In the Resolution the winner holds priority first (§2.2); then the loser may play it.
    s.passUntil((x) => x.phase === "resolution")
      .expectPriority("B")
      .pass("B")
      .expectPriority("A");
    expect(offersRematch(s)).toBe(true);
    s.play("A", "Rematch!", { tribute: ["Payer"] })
      .pass("B")
      .pass("A")
      .expectDecision("A", "manualResolve");
    s.decide("A", ["done"]).expectZone("Rematch!", "limbo");
  });

  it("is not offered to the winner in the Resolution, nor in the End Phase (§4.2.4)", () => {
    const s = setup(5, 1)
      .passUntil((x) => x.phase === "resolution")
      .expectPriority("A");
    expect(offersRematch(s)).toBe(false);
    s.play("A", "Rematch!", { tribute: ["Payer"] }).expectRefused("wrong_phase");
    toEndPhase(s);
    s.expectPriority("A");
    expect(offersRematch(s)).toBe(false);
    s.play("A", "Rematch!", { tribute: ["Payer"] }).expectRefused("wrong_phase");
    s.endWithDecisionOpen();
  });
});

// The composer and a play's targets that must fit together (engine effects.ts targetsFit; PlayChoice.targetsRule):
// #227 Damage, "… any number of target manifestations in the Interzone of an opponent" — at a Free-for-All table
// one opponent's ("nell'Interzona di un avversario"). The phone says so, and a pick in another opponent's Interzone
// lets the others go, so the composed play is one the engine accepts, never a mixed set it refuses.
import { describe, expect, it } from "vitest";
import { apply, isRuleError, playChoices } from "@/engine/kartomantik";
import { actionOf, draftOf, pickTarget, targetFits, type PlayAction } from "@/components/kartomantik/game/compose";
import { beta } from "../kartomantik/sets";
import { damageAtATable } from "../kartomantik/modes/positions";
import { renderActions } from "./game-actions-render";

describe("a play whose targets must be in one player's zone", () => {
  it("#227 Damage at a table of three: the rule is said, a pick in another Interzone lets the others go", () => {
    const s = damageAtATable();
    const c = playChoices(s.state, 0).find((x) => x.card === s.id(beta(227).name))!;
    const [bi, bj, ci] = [s.id("Bi"), s.id("Bj"), s.id("Ci")];
    expect(c.targetsRule?.holders?.[bi]).toBe(c.targetsRule?.holders?.[bj]);
    expect(c.targetsRule?.holders?.[ci]).not.toBe(c.targetsRule?.holders?.[bi]);
    const start = draftOf(c, c.canonical as PlayAction);
    const both = pickTarget(c, pickTarget(c, start, 0, bi), 1, bj);
    expect(both.targets.filter(Boolean).sort()).toEqual([bi, bj].sort());
    const moved = pickTarget(c, both, 2, ci);
    expect(moved.targets).toEqual(["", "", ci]);
    expect(targetFits(c, both, 2, ci)).toBe(true);
    // What the composer sends is a play the engine takes.
    for (const d of [both, moved]) {
      const a = { ...actionOf(c, d, 0), tribute: { cards: [s.id("pay-choleric-1")] } };
      expect(isRuleError(apply(s.state, a))).toBe(false);
    }
    const { all } = renderActions(s, "A", "it", c.canonical as PlayAction);
    expect(all).toContain("Tutti i bersagli nella zona di un solo giocatore.");
    s.end();
  });

  it("free targets have no rule: nothing is let go", () => {
    const s = damageAtATable();
    const c = playChoices(s.state, 0).find((x) => x.card === s.id(beta(227).name))!;
    const free = { ...c, targetsRule: undefined };
    const d = pickTarget(free, pickTarget(free, draftOf(c, c.canonical as PlayAction), 0, s.id("Bi")), 1, s.id("Ci"));
    expect(d.targets.filter(Boolean)).toHaveLength(2);
    s.end();
  });
});

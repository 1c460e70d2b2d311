// The manual fallback's "to a vessel" at a table of several (issue 29 §10): the mover names whose Empathic Vessel
// (The Slumberer, #9: "the winner puts it in their Empathic Vessel"), among the vessels a card of its owner may go
// to — an opponent's of its owner; without a name, the first opponent clockwise, as before.
import { describe, expect, it } from "vitest";
import { card, scenario } from "../dsl";

const m = (name: string, power: number) => card({ name, power, t: "phlegmatic", points: 10, text: "" });

function revealed() {
  return scenario({ A: [m("Weak", 1)], B: [m("Strong", 3)], C: [m("Mid", 2)] })
    .firstsAll("Weak", "Strong", "Mid")
    .passUntil((st) => st.phase === "reaction");
}

const vesselOf = (s: ReturnType<typeof revealed>, seat: number) => s.state.players[seat]!.vessel;

describe("Free-for-All: a manual move to a vessel names the vessel", () => {
  it("“the winner puts it in their Empathic Vessel”: C, not the first opponent clockwise of A's card, takes it", () => {
    const s = revealed();
    s.passUntil((st) => st.priority === 2);
    s.act({ type: "manual", player: 2, move: { op: "move", card: s.id("Weak"), to: "vessel", vessel: 2 } });
    s.expectZone("Weak", "vessel");
    expect(vesselOf(s, 2)).toEqual([s.id("Weak")]);
    expect(vesselOf(s, 1)).toEqual([]);
    s.expectEvent({ type: "manual", player: 2 });
    s.endWithDecisionOpen();
  });

  it("without a vessel named: the first opponent clockwise of the card's owner (B for A's card)", () => {
    const s = revealed();
    s.passUntil((st) => st.priority === 2);
    s.act({ type: "manual", player: 2, move: { op: "move", card: s.id("Weak"), to: "vessel" } });
    expect(vesselOf(s, 1)).toEqual([s.id("Weak")]);
    s.endWithDecisionOpen();
  });

  it("a vessel that may not take the card (its owner's own, no such seat, or a move elsewhere) is refused; nothing changes", () => {
    const s = revealed();
    s.passUntil((st) => st.priority === 2);
    const move = (vessel: unknown, to = "vessel") =>
      s.act({ type: "manual", player: 2, move: { op: "move", card: s.id("Weak"), to, vessel } as never });
    move(0).expectRefused("bad_move");
    move(7).expectRefused("bad_move");
    move("2").expectRefused("bad_move");
    move(2, "limbo").expectRefused("bad_move");
    s.expectZone("Weak", "confrontation");
    s.endWithDecisionOpen();
  });
});

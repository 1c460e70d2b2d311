// "Carta speciale Magus".
import { describe, expect, it } from "vitest";
import { some, Table } from "./dsl";

describe("Carta speciale Magus", () => {
  it("«non può mai essere lanciata durante il gioco»: never offered, refused", () => {
    const t = new Table({ hands: [["magus", "fuoco 1"], some("luce", 4)], flow: ["acqua 1"] });
    expect(t.legal(0).some((a) => a.type === "magus" || (a.type === "cast" && a.card === "magus"))).toBe(false);
    t.refused({ type: "cast", seat: 0, card: "magus" }, "not_castable");
    t.refused({ type: "magus", seat: 0 }, "magus_not_alone");
  });

  it("«quando il giocatore rimane solamente con la carta Magus in mano ... nel suo turno ... potrà così pescare 10 carte da ogni avversario in gioco»; «rimane sempre in mano»", () => {
    const t = new Table({
      hands: [["magus"], [...some("luce", 11), "luce 3"], [...some("acqua", 11), "acqua 3c"]],
      flow: ["fuoco 1"],
    });
    // «dovrà mostrarla agli altri giocatori e dichiarare di essere il Magus»: the only action.
    expect(t.legal(0)).toEqual([{ type: "magus", seat: 0 }]);
    const events = t.play({ type: "magus", seat: 0 });
    expect(events).toContainEqual({ type: "magus", seat: 0 });
    expect(events).toContainEqual({ type: "took", from: 1, to: 0, n: 10 });
    expect(events).toContainEqual({ type: "took", from: 2, to: 0, n: 10 });
    expect([t.count(0), t.count(1), t.count(2)]).toEqual([21, 2, 2]);
    expect(t.state.seats[0]!.hand).toContain("magus");
    expect(t.state.magusShown).toBe(0);
    expect(t.state.turn).toBe(1);
  });

  it("«pescare 10 carte da ogni avversario in gioco» in a 2v2: from each opponent, nothing from the ally", () => {
    const t = new Table({
      mode: "2v2",
      hands: [
        ["magus"],
        [...some("luce", 11), "luce 3"],
        [...some("acqua", 11), "acqua 3c"],
        [...some("aria", 11), "aria 3c"],
      ],
      flow: ["fuoco 1"],
    });
    const events = t.play({ type: "magus", seat: 0 });
    expect(events.filter((e) => e.type === "took")).toEqual([
      { type: "took", from: 1, to: 0, n: 10 },
      { type: "took", from: 3, to: 0, n: 10 },
    ]);
    expect([t.count(0), t.count(1), t.count(2), t.count(3)]).toEqual([21, 2, 12, 2]);
  });

  it("«ogni avversario in gioco»: an eliminated mage playing as a spirit is not in play, its cards stay", () => {
    const t = new Table({
      hands: [["luce 1", "luce 1", "luce 2"], ["terra 1"], [...some("acqua", 11), "acqua 3c"], ["magus", "luce 2"]],
      flow: ["fuoco 1"],
      mana: ["fuoco 1", "buio 1"],
      spirits: true,
    });
    t.cast(0, "luce 1"); // off the Fuoco flow
    t.cast(1, "terra 1"); // off the flow, the last card: seat 1 leaves and plays as a spirit
    t.cast(2, "acqua 1"); // off the Terra flow
    t.cast(3, "luce 2"); // off the Acqua flow: the Magus alone is left
    t.cast(0, "luce 1"); // follows the Luce: cures 1
    t.play({ type: "spiritDraw", seat: 1 });
    expect([t.state.seats[1]!.out, t.count(1)]).toEqual([true, 1]);
    t.cast(2, "acqua 1");
    const events = t.play({ type: "magus", seat: 3 });
    expect(events.filter((e) => e.type === "took")).toEqual([
      { type: "took", from: 0, to: 3, n: 2 },
      { type: "took", from: 2, to: 3, n: 10 },
    ]);
    expect(t.count(1)).toBe(1);
  });

  it("the Magus against a duel opponent with 10 cards or fewer wins the round at once", () => {
    const t = new Table({ hands: [["magus"], some("luce", 8)], flow: ["fuoco 1"] });
    const events = t.play({ type: "magus", seat: 0 });
    expect(events).toContainEqual({ type: "out", seat: 1 });
    expect(events).toContainEqual({ type: "roundWon", side: 0 });
  });

  it("a Combo that leaves only the Magus in hand ends there: its caster stops it (ruling M4: it does not stop itself)", () => {
    const t = new Table({ hands: [["fuoco 1c", "magus"], some("luce", 4)], flow: ["fuoco 2"] });
    t.cast(0, "fuoco 1c");
    expect(t.legal(0)).toEqual([{ type: "stop", seat: 0 }]);
    t.play({ type: "stop", seat: 0 });
    expect(t.state.chain).toBeNull();
    t.pass(1);
    expect(t.hand(0).sort()).toEqual(["luce 1", "magus"]);
  });

  it("ruling M1: an attack draws blindly from the hand, the Magus included", () => {
    const t = new Table({ hands: [["fuoco 2", "luce 1"], ["magus"]], flow: ["fuoco 1"], dealer: 1 });
    t.cast(0, "fuoco 2");
    t.pass(1);
    expect(t.events).toContainEqual({ type: "out", seat: 1 });
  });

  it("ruling M2: Illusione swaps the whole hand, the Magus with it", () => {
    const t = new Table({
      hands: [
        ["illusione", "luce 1"],
        ["magus", "fuoco 1", "fuoco 2"],
      ],
      flow: ["buio 1"],
    });
    t.cast(0, "illusione", { target: 1 });
    t.pass(1);
    expect(t.hand(0).sort()).toEqual(["fuoco 1", "fuoco 2", "magus"]);
    expect(t.hand(1)).toEqual(["luce 1"]);
  });

  it("ruling M4: after a combo card the chain stays open with only the Magus left, as with any other card (its closing by itself told the Magus)", () => {
    for (const last of ["magus", "terra 2"]) {
      const t = new Table({ hands: [["acqua 1c", last], some("luce", 10)], flow: ["fuoco 1"] });
      t.cast(0, "acqua 1c");
      // The same for every viewer whatever the card: an open chain, one card in hand, seat 0 still to act.
      expect(t.state.chain).not.toBeNull();
      expect([t.count(0), t.state.turn]).toEqual([1, 0]);
      if (last === "magus") expect(t.legal(0)).toEqual([{ type: "stop", seat: 0 }]);
      t.play({ type: "stop", seat: 0 });
      expect(t.state.chain).toBeNull();
      expect(t.state.turn).toBe(1);
    }
  });

  it("ruling M4: a challenge stored before it (no chainOpenWithMagus) closes the chain by itself, as it was played", () => {
    const t = new Table({
      hands: [["acqua 1c", "magus"], some("luce", 10)],
      flow: ["fuoco 1"],
      chainOpenWithMagus: false,
    });
    t.cast(0, "acqua 1c");
    expect(t.state.chain).toBeNull();
    expect(t.state.turn).toBe(1);
  });
});

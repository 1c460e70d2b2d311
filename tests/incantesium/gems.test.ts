// "Obiettivo", "La partita" and the gem counts of every mode.
import { describe, expect, it } from "vitest";
import { legalActions, type GameState } from "@/engine/incantesium";
import { some, Table } from "./dsl";

/** Test-only surgery: gems already won, per side, taken from beside the table. */
function withGems(t: Table, gems: number[]): void {
  const s: GameState = structuredClone(t.state);
  gems.forEach((n, side) => {
    s.sides[side]!.gems.push(...s.gemPile.splice(0, n));
    s.sides[side]!.won = n;
  });
  t.state = s;
}

/** Seat 0 attacks with Fuoco 2 and takes the last two cards of seat `victim`. */
function knockOut(players: number, victim = 1) {
  const hands = Array.from({ length: players }, (_, i) =>
    i === victim ? ["luce 1", "luce 2"] : some(["acqua", "aria", "terra", "buio", "luce"][i]!, 3),
  );
  hands[0] = ["fuoco 2", "aria 1"];
  return new Table({ hands, flow: ["fuoco 1"] });
}

describe("Obiettivo: gems", () => {
  it("«il giocatore dovrà far terminare le carte all'avversario»: the winner takes a gem; a new round is dealt", () => {
    const t = knockOut(2);
    t.cast(0, "fuoco 2");
    const events = t.pass(1);
    expect(events).toContainEqual({ type: "out", seat: 1 });
    expect(events).toContainEqual({ type: "roundWon", side: 0 });
    expect(events).toContainEqual({ type: "gem", side: 0, card: expect.stringMatching(/^gemma-/), fromSide: null });
    expect(t.state.sides.map((s) => s.gems.length)).toEqual([1, 0]);
    expect(t.state.gemPile).toHaveLength(2);
    // Ruling R1: the next round is dealt by the previous dealer's left; its left starts.
    expect(t.state.round).toBe(2);
    expect(t.state.dealer).toBe(0);
    expect(t.state.turn).toBe(1);
    expect(t.state.seats.map((s) => [s.hand.length, s.out])).toEqual([
      [10, false],
      [10, false],
    ]);
  });

  it("«per la sfida uno contro uno, il primo giocatore che conquista 3 gemme ottiene la vittoria»", () => {
    const t = knockOut(2);
    withGems(t, [2, 0]);
    t.cast(0, "fuoco 2");
    const events = t.pass(1);
    expect(events).toContainEqual({ type: "challengeWon", side: 0 });
    expect(t.state.phase).toBe("over");
    expect(t.state.winner).toBe(0);
    expect(legalActions(t.state, 0)).toEqual([]);
    t.refused({ type: "cast", seat: 1, card: t.state.seats[1]!.hand[0] ?? "x" }, "game_over");
  });

  it("ruling G1: with no gem left beside the table, the winner conquers one from the side holding most", () => {
    const t = knockOut(2);
    withGems(t, [1, 2]);
    t.cast(0, "fuoco 2");
    const events = t.pass(1);
    expect(events).toContainEqual({ type: "gem", side: 0, card: expect.any(String), fromSide: 1 });
    expect(t.state.sides.map((s) => s.gems.length)).toEqual([2, 1]);
    expect(t.state.phase).toBe("turn");
    // Ruling G2: the gem conquered counts as won by the winner; the side it was taken from keeps its count.
    expect(t.state.sides.map((s) => s.won)).toEqual([2, 2]);
  });

  it("«In una sfida a 3, il primo che conquista 2 gemme vince»", () => {
    const t = new Table({ hands: [["fuoco 2", "aria 1"], ["luce 1", "luce 2"], ["luce 1"]], flow: ["fuoco 1"] });
    withGems(t, [1, 0, 1]);
    // «Il vincitore della partita sarà colui che farà terminare le carte a tutti gli avversari»
    t.cast(0, "fuoco 2", { attack: 1 });
    t.pass(1);
    expect(t.events).toContainEqual({ type: "out", seat: 1 });
    expect(t.state.round).toBe(1);
    expect(t.state.turn).toBe(2); // seat 1 is skipped
    t.cast(2, "luce 1"); // off the flow: seat 2 has no card left
    expect(t.events).toContainEqual({ type: "out", seat: 2 });
    expect(t.events).toContainEqual({ type: "challengeWon", side: 0 });
  });

  it("«In una sfida a 4 o 5, il primo che vince una partita ha vinto anche la sfida»", () => {
    for (const players of [4, 5]) {
      // Each mage but seat 0 holds one card off the flow: casting it leaves them without cards.
      const hands = [
        ["terra 1", "terra 2"],
        ...Array.from({ length: players - 1 }, (_, i) => [i % 2 ? "terra 1" : "fuoco 1"]),
      ];
      const t = new Table({ hands, flow: ["fuoco 1"] });
      t.cast(0, "terra 1");
      for (let seat = 1; seat < players; seat++) t.cast(seat, seat % 2 ? "fuoco 1" : "terra 1");
      expect(t.events.filter((e) => e.type === "out").map((e) => (e.type === "out" ? e.seat : -1))).toEqual(
        Array.from({ length: players - 1 }, (_, i) => i + 1),
      );
      expect(t.events).toContainEqual({ type: "challengeWon", side: 0 });
      expect(t.state.sides.map((s) => s.gems.length)).toEqual([1, ...Array(players - 1).fill(0)]);
    }
  });
});

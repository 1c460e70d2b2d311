// "Sfida tutti contro tutti" (3 to 5 mages).
import { describe, expect, it } from "vitest";
import { some, Table } from "./dsl";

describe("Sfida tutti contro tutti", () => {
  it("«il giocatore può decidere di attaccare qualsiasi avversario, quest'ultimo può difendersi con l'incantesimo Barriera e poi il turno proseguirà in senso orario»", () => {
    const t = new Table({
      hands: [["fuoco 2", "aria 1"], some("luce", 3), ["barriera", ...some("aria", 3)], some("acqua", 3)],
      flow: ["fuoco 1"],
    });
    expect(
      t
        .legal(0)
        .filter((a) => a.type === "cast")
        .map((a) => (a.type === "cast" ? a.attack : null)),
    ).toEqual([1, 2, 3]);
    t.cast(0, "fuoco 2", { attack: 2 });
    expect(t.state.pending).toMatchObject({ seat: 2 });
    t.barrier(2);
    expect(t.state.pending).toBeNull();
    expect(t.state.turn).toBe(1);
  });

  it("only the target is asked (nobody is an ally); a mage out of cards is skipped clockwise", () => {
    const t = new Table({ hands: [["fuoco 2", "aria 1"], ["luce 1", "luce 2"], some("aria", 3)], flow: ["fuoco 1"] });
    t.cast(0, "fuoco 2", { attack: 1 });
    t.pass(1);
    expect(t.state.pending).toBeNull();
    expect(t.state.seats[1]!.out).toBe(true);
    expect(t.state.turn).toBe(2);
    t.cast(2, "aria 1");
    expect(t.state.turn).toBe(0);
    expect(t.legal(0).every((a) => a.type !== "cast" || a.attack === undefined || a.attack === 2)).toBe(true);
  });
});

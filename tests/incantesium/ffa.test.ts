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

  it("Barriera answers «qualsiasi Incantesimo Extra rivolto verso il giocatore»: in a pod only the mage aimed at", () => {
    const t = new Table({
      hands: [["illusione", "pozione", "aria 1"], some("luce", 3), ["barriera", ...some("aria", 3)], some("acqua", 3)],
      flow: ["fuoco 1"],
    });
    t.cast(0, "illusione", { target: 2 });
    expect(t.state.pending).toMatchObject({ seat: 2, threat: { k: "swap", from: 0, target: 2 } });
    expect([1, 3].map((seat) => t.legal(seat))).toEqual([[], []]);
    t.barrier(2);
    expect(t.state.pending).toBeNull();
    expect([t.count(0), t.count(2)]).toEqual([2, 3]);
    t.cast(1, "luce 1"); // off the flow (Fuoco)
    t.cast(2, "aria 1"); // off the flow (Luce)
    t.cast(3, "acqua 1"); // off the flow (Aria)
    t.cast(0, "pozione", { target: 0 }); // aimed at nobody else: nobody is asked
    expect(t.state.pending).toBeNull();
    expect(t.count(0)).toBe(4);
  });
});

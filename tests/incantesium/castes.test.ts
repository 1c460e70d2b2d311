// "Caste Elementali" (optional rule): dealt at random, face up; each ability as written.
import { describe, expect, it } from "vitest";
import { createGame, viewFor } from "@/engine/incantesium";
import { some, Table } from "./dsl";

describe("Caste Elementali", () => {
  it("«le carte Casta dovranno essere mescolate e pescate casualmente ... posizionate scoperte»", () => {
    const deals = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const s = createGame({ seed, mode: "ffa", players: 4, castes: true });
      const castes = s.seats.map((x) => x.caste!);
      expect(new Set(castes).size).toBe(4);
      expect(s.unusedCastes).toHaveLength(2);
      deals.add(castes.join());
      expect(viewFor(s, "spectator").seats.map((x) => x.caste)).toEqual(castes);
    }
    expect(deals.size).toBeGreaterThan(10);
    expect(createGame({ seed: 1 }).seats.map((x) => x.caste)).toEqual([null, null]);
  });

  it("Voltafiamma: «se lancia un Incantesimo Fuoco di Potenza 2, potrà pescare 3 carte dall'avversario»", () => {
    const t = new Table({
      hands: [["fuoco 2", "aria 1"], some("luce", 6)],
      flow: ["fuoco 1"],
      castes: ["voltafiamma", "liquido"],
    });
    t.cast(0, "fuoco 2");
    t.pass(1);
    expect(t.events).toContainEqual({ type: "took", from: 1, to: 0, n: 3 });
  });

  it("Liquido: «lanciando un Incantesimo Acqua di potenza 3, potrà pescare 4 carte dal Mazzo del Mana»", () => {
    const t = new Table({
      hands: [["acqua 3c", "aria 1"], some("luce", 6)],
      flow: ["fuoco 1"],
      castes: ["liquido", "ventaria"],
    });
    t.cast(0, "acqua 3c");
    t.stop(0);
    expect(t.events).toContainEqual({ type: "drew", seat: 0, n: 4 });
  });

  it("Spaccaterra: «lanciando un Incantesimo Terra di Potenza 3, lo Spaccaterra può pescare 3 carte dall'avversario e 1 carta dal Mazzo del Mana»", () => {
    const t = new Table({
      hands: [["terra 3c", "aria 1"], some("luce", 6)],
      flow: ["aria 2"],
      castes: ["spaccaterra", "liquido"],
    });
    t.cast(0, "terra 3c");
    t.stop(0);
    t.pass(1);
    expect(t.events).toContainEqual({ type: "drew", seat: 0, n: 1 });
    expect(t.events).toContainEqual({ type: "took", from: 1, to: 0, n: 3 });
  });

  it("Ventaria: «se viene lanciato un Incantesimo Aria di potenza 1, potrà curarsi ... ma potrà anche attaccare e pescare 1 carta dall'avversario»", () => {
    const t = new Table({
      hands: [["aria 1", "buio 1"], some("luce", 6)],
      flow: ["terra 1"],
      castes: ["ventaria", "liquido"],
    });
    t.cast(0, "aria 1");
    t.pass(1);
    expect(t.events).toContainEqual({ type: "drew", seat: 0, n: 1 });
    expect(t.events).toContainEqual({ type: "took", from: 1, to: 0, n: 1 });
  });

  it("Oscurante: «se un giocatore lancia un Incantesimo Buio di potenza 2, egli potrà pescare una carta anche se non è il suo turno, prima che l'attacco venga effettuato»", () => {
    const t = new Table({
      hands: [["buio 2", "aria 1"], some("luce", 6), some("acqua", 4)],
      flow: ["buio 1"],
      castes: ["liquido", "ventaria", "oscurante"],
    });
    t.cast(0, "buio 2", { attack: 1 });
    t.pass(1);
    const drew = t.events.findIndex((e) => e.type === "drew" && e.seat === 2 && e.n === 1);
    const took = t.events.findIndex((e) => e.type === "took");
    expect(drew).toBeGreaterThanOrEqual(0);
    expect(drew).toBeLessThan(took);
  });

  it("Animaluce: «se un avversario si cura attraverso un Incantesimo di Luce potenza 3, l'Animaluce può pescare una carta dal Mazzo del Mana anche se non è il suo turno»", () => {
    const t = new Table({
      hands: [["luce 3", "aria 1"], some("acqua", 4)],
      flow: ["buio 1"],
      castes: ["oscurante", "animaluce"],
    });
    t.cast(0, "luce 3");
    expect(t.events).toContainEqual({ type: "drew", seat: 0, n: 3 });
    expect(t.events).toContainEqual({ type: "drew", seat: 1, n: 1 });
  });

  it("ruling K1: an ability comes with a spell that takes effect (off the flow, none)", () => {
    const t = new Table({
      hands: [["terra 3c", "acqua 1"], some("luce", 6)],
      flow: ["buio 1"],
      castes: ["spaccaterra", "liquido"],
    });
    t.cast(0, "terra 3c");
    expect(t.events.filter((e) => e.type === "drew" || e.type === "took")).toEqual([]);
  });

  it("ruling K2: a poisoned Voltafiamma's Fuoco has power 1 («sarà sempre di 1»)", () => {
    const t = new Table({
      hands: [
        ["fuoco 2", "aria 1"],
        ["veleno", ...some("luce", 4)],
      ],
      flow: ["acqua 1"],
      castes: ["voltafiamma", "liquido"],
      dealer: 0,
    });
    t.cast(1, "veleno", { target: 0 });
    t.pass(0);
    t.cast(0, "fuoco 2");
    t.pass(1);
    expect(t.events).toContainEqual({ type: "took", from: 1, to: 0, n: 1 });
  });
});

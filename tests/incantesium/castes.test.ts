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

  // Oscurante: «quando un qualsiasi giocatore gioca un Incantesimi Base Buio seguendo il flusso di magia, l'Oscurante
  // può curarsi di 1»; Animaluce: «ogni qualvolta viene lanciato un Incantesimo Base di Luce che segue il flusso della
  // magia, anche se lanciato da un alleato o un avversario». A Combo card may be cast «anche di elementi diversi e che
  // non seguono il flusso di magia»: such a card takes effect, but it does not follow the flow (ruling K4).
  describe.each([
    ["ffa", "every other seat an opponent"],
    ["2v2", "the Animaluce the caster's ally, the Oscurante an opponent"],
  ] as const)("Oscurante and Animaluce in %s (%s)", (mode, _why) => {
    // Seat 0 attacks seat 3 with Fuoco 1 Combo (following the Fuoco flow), then two more Combo cards.
    function chain(second: string, third: string) {
      const t = new Table({
        mode,
        hands: [["fuoco 1c", second, third, "aria 1"], some("acqua", 4), some("aria", 4), some("terra", 4)],
        flow: ["fuoco 1"],
        castes: ["liquido", "oscurante", "animaluce", "ventaria"],
      });
      t.cast(0, "fuoco 1c", { attack: 3 });
      t.cast(0, second);
      t.cast(0, third);
      t.stop(0);
      while (t.state.pending) t.pass(t.state.pending.seat);
      const cured = (seat: number) =>
        t.events.reduce((n, e) => n + (e.type === "drew" && e.seat === seat ? e.n : 0), 0);
      return { oscurante: cured(1), animaluce: cured(2) };
    }

    it("a Buio Combo card off the Fuoco flow cures no Oscurante; the Luce following it cures the Animaluce", () => {
      expect(chain("buio 1c", "luce 1c")).toEqual({ oscurante: 0, animaluce: 1 });
    });

    it("a Luce Combo card off the Fuoco flow cures no Animaluce; the Buio following it cures the Oscurante", () => {
      expect(chain("luce 1c", "buio 1c")).toEqual({ oscurante: 1, animaluce: 0 });
    });
  });

  it("ruling K4 in a duel: the Oscurante's own Buio Combo card off the flow does not cure it", () => {
    const t = new Table({
      hands: [["fuoco 1c", "buio 1c", "aria 1"], some("luce", 6)],
      flow: ["fuoco 1"],
      castes: ["oscurante", "liquido"],
    });
    t.cast(0, "fuoco 1c");
    t.cast(0, "buio 1c");
    t.stop(0);
    t.pass(1);
    expect(t.events).toContainEqual({ type: "took", from: 1, to: 0, n: 3 }); // the card took effect (ruling C2)
    expect(t.events.filter((e) => e.type === "drew")).toEqual([]);
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

// "Incantesimi extra": each spell as written.
import { describe, expect, it } from "vitest";
import { some, specOf, Table } from "./dsl";

describe("Incantesimi extra", () => {
  it("«possono essere giocati indipendentemente dall'ultimo Incantesimo Base lanciato»: they go to the Mazzo degli Incantesimi Extra", () => {
    const t = new Table({ hands: [["copia", "barriera", "fuoco 1"], some("luce", 5)], flow: ["acqua 2"] });
    t.cast(0, "copia");
    expect(t.state.extras.map(specOf)).toEqual(["copia"]);
    expect(specOf(t.state.flow.at(-1)!)).toBe("acqua 2");
  });
});

describe("Creatura", () => {
  it("«lo proteggerà fino al primo attacco subito di un Incantesimo Base di qualsiasi potenza ... la carta dovrà essere scartata e messa nel Mazzo Degli Incantesimi Extra»", () => {
    const t = new Table({
      hands: [
        ["creatura", "luce 1", "luce 2"],
        ["terra 3c", "terra 1", "aria 1", "aria 2"],
      ],
      flow: ["terra 1"],
    });
    t.cast(0, "creatura", { target: 0 });
    expect(t.state.seats[0]!.creatures.map(specOf)).toEqual(["creatura"]);
    t.cast(1, "terra 3c");
    t.stop(1);
    t.pass(0);
    expect(t.events).toContainEqual({ type: "creatureAbsorbed", seat: 0, card: expect.any(String) });
    expect(t.count(0)).toBe(2);
    expect(t.state.seats[0]!.creatures).toEqual([]);
    expect(t.state.extras.map(specOf)).toEqual(["creatura"]);
    t.cast(0, "luce 1"); // off the flow, no effect
    t.cast(1, "terra 1"); // off the flow (Luce) too: no effect
    expect(t.count(0)).toBe(1);
  });

  it("the next base attack after the Creatura is gone hits", () => {
    const t = new Table({
      hands: [
        ["creatura", "aria 1", "aria 2"],
        ["terra 1c", "terra 2", "aria 1", "aria 2"],
      ],
      flow: ["terra 1"],
    });
    t.cast(0, "creatura", { target: 0 });
    t.cast(1, "terra 1c");
    t.stop(1);
    t.pass(0);
    t.cast(0, "aria 1"); // cures 1 (Aria follows Terra)
    t.cast(1, "terra 2");
    t.pass(0);
    expect(t.events.filter((e) => e.type === "took")).toEqual([{ type: "took", from: 0, to: 1, n: 2 }]);
  });

  it("«ma non potrà proteggerlo dagli Incantesimi Extra»: a Copia that attacks is not absorbed", () => {
    const t = new Table({
      hands: [
        ["creatura", "luce 1", "luce 2", "luce 1"],
        ["copia", "aria 1"],
      ],
      flow: ["buio 2"],
    });
    t.cast(0, "creatura", { target: 0 });
    t.cast(1, "copia", { target: 0 });
    t.pass(0);
    expect(t.events).toContainEqual({ type: "took", from: 0, to: 1, n: 2 });
    expect(t.state.seats[0]!.creatures).toHaveLength(1);
  });
});

describe("Copia Incantesimo", () => {
  it("«se sopra al mazzo è presente un incantesimo Acqua di potenza 2, il giocatore potrà pescare due carte dal Mazzo del Mana»", () => {
    const t = new Table({ hands: [["copia", "fuoco 1"], some("luce", 5)], flow: ["acqua 2"] });
    t.refused({ type: "cast", seat: 0, card: t.card(0, "copia"), target: 1 }, "bad_target");
    t.cast(0, "copia");
    expect(t.count(0)).toBe(3);
  });

  it("«se invece fosse presente un incantesimo Buio di potenza 3, potrà pescare 3 carte dalla mano dell'avversario»", () => {
    const t = new Table({ hands: [["copia", "fuoco 1"], some("luce", 5)], flow: ["buio 3"] });
    t.cast(0, "copia", { target: 1 });
    t.pass(1);
    expect([t.count(0), t.count(1)]).toEqual([4, 2]);
  });

  it("«Barriera può annullare ... qualsiasi Incantesimo Extra rivolto verso il giocatore»: a Copia that attacks", () => {
    const t = new Table({
      hands: [
        ["copia", "fuoco 1"],
        ["barriera", ...some("luce", 4)],
      ],
      flow: ["buio 3"],
    });
    t.cast(0, "copia", { target: 1 });
    t.barrier(1);
    expect([t.count(0), t.count(1)]).toEqual([1, 4]);
  });

  it("«l'incantesimo copierà solamente l'effetto dell'ultima carta giocata, non di tutta la Combo»", () => {
    const t = new Table({
      hands: [["luce 1c", "buio 3", "aria 1"], ["copia", "fuoco 1"], some("acqua", 9)],
      flow: ["luce 2"],
    });
    t.cast(0, "luce 1c", { attack: 2 });
    t.cast(0, "buio 3"); // the combo takes 4 from seat 2
    t.pass(2);
    expect(t.events).toContainEqual({ type: "took", from: 2, to: 0, n: 4 });
    t.cast(1, "copia", { target: 2 });
    t.pass(2);
    expect(t.events).toContainEqual({ type: "took", from: 2, to: 1, n: 3 });
  });
});

describe("Pozione", () => {
  it("«può pescare 3 carte dal Mazzo Del Mana e curarsi dall'Incantesimo Extra Veleno»", () => {
    const t = new Table({
      hands: [
        ["veleno", "fuoco 1", "fuoco 2"],
        ["pozione", "luce 1", "luce 2"],
      ],
      flow: ["acqua 1"],
    });
    t.cast(0, "veleno", { target: 1 });
    t.pass(1);
    expect(t.state.seats[1]!.poisons).toHaveLength(1);
    t.cast(1, "pozione", { target: 1 });
    expect(t.count(1)).toBe(2 + 3);
    expect(t.state.seats[1]!.poisons).toEqual([]);
    expect(t.state.extras.map(specOf).sort()).toEqual(["pozione", "veleno"]);
  });

  it("«Se un giocatore viene avvelenato 2 volte ... dovrà utilizzare due pozioni per curarsi»", () => {
    const t = new Table({
      hands: [
        ["veleno", "veleno", "fuoco 1", "fuoco 2"],
        ["pozione", "pozione", "luce 1", "luce 2", "luce 1"],
      ],
      flow: ["acqua 1"],
    });
    t.cast(0, "veleno", { target: 1 });
    t.pass(1);
    t.cast(1, "luce 1"); // off the flow
    t.cast(0, "veleno", { target: 1 });
    t.pass(1);
    expect(t.state.seats[1]!.poisons).toHaveLength(2);
    t.cast(1, "pozione", { target: 1 });
    expect(t.state.seats[1]!.poisons).toHaveLength(1);
    t.cast(0, "fuoco 1"); // off the flow (Luce)
    t.cast(1, "pozione", { target: 1 });
    expect(t.state.seats[1]!.poisons).toHaveLength(0);
  });
});

describe("Veleno", () => {
  it("«la potenza degli Incantesimi Base lanciati da chi è avvelenato viene ridotta a 1»", () => {
    const t = new Table({
      hands: [
        ["veleno", "luce 1", "aria 1"],
        ["fuoco 2", "luce 2", "luce 1"],
      ],
      flow: ["fuoco 1"],
    });
    t.cast(0, "veleno", { target: 1 });
    t.pass(1);
    expect(t.state.seats[1]!.poisons.map(specOf)).toEqual(["veleno"]); // «di fronte alla postazione dell'avversario»
    t.cast(1, "fuoco 2");
    t.pass(0);
    expect(t.events).toContainEqual({ type: "took", from: 0, to: 1, n: 1 });
  });

  it("the rulebook's example: «Combo Acqua 2 + Fuoco 3 + Terra 2, potrà curarsi di 1 e attaccare l'avversario di 2»", () => {
    const t = new Table({
      hands: [
        ["veleno", "luce 1", "aria 1"],
        ["acqua 2c", "fuoco 3c", "terra 2c", "luce 1"],
      ],
      flow: ["fuoco 1"],
    });
    t.cast(0, "veleno", { target: 1 });
    t.pass(1);
    // «Il giocatore avvelenato potrà comunque eseguire delle Combo ... la potenza degli incantesimi sarà sempre di 1»
    t.cast(1, "acqua 2c");
    t.cast(1, "fuoco 3c");
    t.cast(1, "terra 2c");
    t.stop(1);
    t.pass(0);
    expect(t.events).toContainEqual({ type: "drew", seat: 1, n: 1 });
    expect(t.events).toContainEqual({ type: "took", from: 0, to: 1, n: 2 });
  });

  it("«Il veleno può essere ... annullato da un Incantesimo Extra Barriera»", () => {
    const t = new Table({
      hands: [
        ["veleno", "luce 1"],
        ["barriera", "luce 2", "luce 1"],
      ],
      flow: ["fuoco 1"],
    });
    t.cast(0, "veleno", { target: 1 });
    t.barrier(1);
    expect(t.state.seats[1]!.poisons).toEqual([]);
    expect(t.state.extras.map(specOf).sort()).toEqual(["barriera", "veleno"]);
  });
});

describe("Illusione", () => {
  it("«può cambiare le carte in suo possesso con quelle dell'avversario da lui scelto»", () => {
    const t = new Table({
      hands: [
        ["illusione", "luce 1"],
        ["fuoco 1", "fuoco 2", "acqua 1", "acqua 2"],
      ],
      flow: ["buio 1"],
    });
    const theirs = t.state.seats[1]!.hand;
    t.cast(0, "illusione", { target: 1 });
    t.pass(1);
    expect(t.hand(0).sort()).toEqual(["acqua 1", "acqua 2", "fuoco 1", "fuoco 2"]);
    expect(t.hand(1)).toEqual(["luce 1"]);
    // Each comes under ids its new holder's opponent never saw, in an order that tells nothing (ruling H1:
    // card-ids.test.ts).
    expect(t.state.seats[0]!.hand.filter((c) => theirs.includes(c))).toEqual([]);
  });

  it("«L'incantesimo può essere annullato solamente dall'Incantesimo Extra Barriera»: a Creatura does not stop it", () => {
    const t = new Table({
      hands: [
        ["illusione", "luce 1", "luce 2"],
        ["creatura", "barriera", "fuoco 1", "fuoco 2"],
      ],
      flow: ["buio 1"],
    });
    t.cast(0, "luce 1"); // Luce follows Buio: cures 1
    t.cast(1, "creatura", { target: 1 });
    t.cast(0, "illusione", { target: 1 });
    t.barrier(1);
    expect(t.count(1)).toBe(2);
    expect(t.count(0)).toBe(2);
  });
});

describe("Barriera", () => {
  it("«può annullare qualsiasi Incantesimo Base di attacco ... permette di eseguire la propria azione di gioco senza sprecare il turno»", () => {
    const t = new Table({
      hands: [
        ["fuoco 3c", "aria 1"],
        ["barriera", "acqua 1", "luce 1"],
      ],
      flow: ["fuoco 1"],
    });
    t.cast(0, "fuoco 3c");
    t.stop(0);
    expect(t.legal(1).map((a) => a.type)).toEqual(["pass", "barrier"]);
    t.refused({ type: "barrier", seat: 1, card: t.card(1, "acqua 1") }, "not_a_barrier");
    t.refused({ type: "cast", seat: 1, card: t.card(1, "acqua 1") }, "decision_pending");
    t.refused({ type: "pass", seat: 0 }, "no_decision");
    t.barrier(1);
    expect(t.events).toContainEqual({ type: "barrier", seat: 1, card: expect.any(String), cancelled: "attack" });
    expect([t.count(0), t.count(1)]).toEqual([1, 2]);
    expect(t.state.turn).toBe(1); // the answer did not use seat 1's turn
    t.cast(1, "acqua 1");
    expect(t.count(1)).toBe(2);
  });

  it("«Se un giocatore decide di usare un incantesimo Barriera in un momento in cui non sta subendo alcun attacco, passerà semplicemente il turno»", () => {
    const t = new Table({ hands: [["barriera", "fuoco 1"], some("luce", 4)], flow: ["acqua 1"] });
    const events = t.cast(0, "barriera");
    expect(events.filter((e) => e.type !== "cast" && e.type !== "turn")).toEqual([]);
    expect(t.state.turn).toBe(1);
    expect([t.count(0), t.count(1)]).toEqual([1, 4]);
  });

  it("ruling B4: a Veleno in place is no longer answered: a Barriera «annulla» it as it is cast, later only a Pozione cures it", () => {
    const t = new Table({
      hands: [
        ["veleno", "luce 1", "aria 1"],
        ["barriera", "acqua 1", "luce 1"],
      ],
      flow: ["fuoco 1"],
    });
    t.cast(0, "veleno", { target: 1 });
    t.pass(1); // let through: the Veleno is in front of seat 1
    expect(t.state.seats[1]!.poisons.map(specOf)).toEqual(["veleno"]);
    // On its own turn the Barriera aims at nothing: «Se un giocatore decide di usare un incantesimo Barriera in un
    // momento in cui non sta subendo alcun attacco, passerà semplicemente il turno».
    expect(t.legal(1)).toContainEqual({ type: "cast", seat: 1, card: t.card(1, "barriera") });
    const events = t.cast(1, "barriera");
    expect(events.filter((e) => e.type !== "cast" && e.type !== "turn")).toEqual([]);
    expect(t.state.seats[1]!.poisons.map(specOf)).toEqual(["veleno"]);
    expect(t.state.turn).toBe(0);
  });

  it("ruling B2: an attacked mage is asked even without a Barriera (the question must not tell the table)", () => {
    const t = new Table({ hands: [["fuoco 2", "aria 1"], some("luce", 4)], flow: ["acqua 1"] });
    t.cast(0, "fuoco 2");
    expect(t.state.pending).toMatchObject({ seat: 1, kind: "answer" });
    expect(t.legal(1)).toEqual([{ type: "pass", seat: 1 }]);
    t.pass(1);
  });
});

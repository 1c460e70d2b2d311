// "Combo": chains of base spells in one turn; the rulebook's two examples; ruling C2 (every spell
// takes effect with its own power, the one that ends the combo with the combo's whole charge).
import { describe, expect, it } from "vitest";
import { some, specOf, Table } from "./dsl";

describe("Combo", () => {
  it("the rulebook's example: «La Combo inizia con un Fuoco ... Il giocatore dovrà pescare 5 carte dall'avversario e 2 dal Mazzo del Mana»", () => {
    // The picture is not in our text; Fuoco 1 (Combo) + Acqua 2 (Combo) + Fuoco 1 gives exactly 5 and
    // 2 under ruling C2: Fuoco 1 attacks 1, Acqua 2 cures 2, the closing Fuoco 1 attacks 1 + 2 + 1 = 4.
    const t = new Table({
      hands: [["fuoco 1c", "acqua 2c", "fuoco 1", "aria 1"], some("luce", 10)],
      flow: ["acqua 1"],
    });
    t.cast(0, "fuoco 1c");
    t.cast(0, "acqua 2c");
    expect(t.state.chain).toMatchObject({ seat: 0, open: true, charge: 3 });
    expect(t.state.turn).toBe(0);
    t.cast(0, "fuoco 1");
    expect(t.state.pending).toMatchObject({ seat: 1, threat: { k: "attack", n: 5 } });
    t.pass(1);
    expect(t.events).toContainEqual({ type: "drew", seat: 0, n: 2 });
    expect(t.events).toContainEqual({ type: "took", from: 1, to: 0, n: 5 });
    expect([t.count(0), t.count(1)]).toEqual([1 + 2 + 5, 5]);
    expect(t.state.flow.slice(-3).map(specOf)).toEqual(["fuoco 1c", "acqua 2c", "fuoco 1"]);
    expect(t.state.turn).toBe(1);
  });

  it("the rulebook's example: «Luce di potenza 1 con simbolo Combo e subito un altro Incantesimo Base Buio di potenza 3 senza simbolo Combo, pescando quindi 1 carta dal mazzo del mana e 4 carte dall'avversario»", () => {
    const t = new Table({ hands: [["luce 1c", "buio 3", "aria 1"], some("acqua", 10)], flow: ["buio 1"] });
    t.cast(0, "luce 1c");
    t.cast(0, "buio 3");
    t.pass(1);
    expect(t.events).toContainEqual({ type: "drew", seat: 0, n: 1 });
    expect(t.events).toContainEqual({ type: "took", from: 1, to: 0, n: 4 });
  });

  it("«La carta che inizia la combo, per poter avere effetto, dovrà comunque seguire il flusso di magia»: off the flow it is cast alone, without effect", () => {
    const t = new Table({ hands: [["terra 1c", "aria 1c", "luce 1"], some("acqua", 5)], flow: ["fuoco 1"] });
    const events = t.cast(0, "terra 1c");
    expect(events).toContainEqual({ type: "cast", seat: 0, card: expect.any(String), effective: false });
    expect(t.state.chain).toBeNull();
    expect(t.state.turn).toBe(1);
  });

  it("«anche di elementi diversi e che non seguono il flusso di magia»: a Combo card may follow any element", () => {
    const t = new Table({ hands: [["fuoco 1c", "luce 1c", "buio 2", "aria 1"], some("acqua", 10)], flow: ["fuoco 2"] });
    t.cast(0, "fuoco 1c");
    t.cast(0, "luce 1c"); // Luce does not follow Fuoco: allowed inside a combo
    t.cast(0, "buio 2"); // ends it, following the Luce before it
    t.pass(1);
    // Fuoco 1 attacks 1, Luce 1 cures 1, the closing Buio 2 attacks 1 + 1 + 2 = 4.
    expect(t.events).toContainEqual({ type: "drew", seat: 0, n: 1 });
    expect(t.events).toContainEqual({ type: "took", from: 1, to: 0, n: 5 });
  });

  it("«la carta che finisce la combo invece dovrà seguire il flusso di magia della carta precedente»", () => {
    const t = new Table({ hands: [["fuoco 1c", "terra 2", "acqua 1", "aria 1"], some("luce", 10)], flow: ["fuoco 2"] });
    t.cast(0, "fuoco 1c");
    t.refused({ type: "cast", seat: 0, card: t.card(0, "terra 2") }, "combo_end_off_flow");
    const offered = t.legal(0).map((a) => (a.type === "cast" ? specOf(a.card) : a.type));
    expect(offered).toEqual(["acqua 1", "stop"]);
    t.cast(0, "acqua 1");
    t.pass(1);
  });

  it("«Le carte senza il simbolo Combo fanno terminare la successione»: after one, the turn has passed", () => {
    const t = new Table({ hands: [["fuoco 2", "fuoco 1c", "aria 1"], some("luce", 10)], flow: ["fuoco 1"] });
    t.cast(0, "fuoco 2");
    t.pass(1);
    expect(t.state.chain).toBeNull();
    t.refused({ type: "cast", seat: 0, card: t.card(0, "fuoco 1c") }, "not_your_turn");
  });

  it("«Il giocatore può decidere di utilizzare anche una carta con il simbolo combo ma non proseguire»", () => {
    const t = new Table({
      hands: [["fuoco 1c", "acqua 1c", "fuoco 1", "aria 1"], some("luce", 10)],
      flow: ["fuoco 1"],
    });
    t.cast(0, "fuoco 1c");
    t.cast(0, "acqua 1c");
    t.refused({ type: "stop", seat: 1 }, "not_your_turn");
    t.stop(0);
    t.pass(1);
    // The Acqua ended the combo: it cures 1 + 1 = 2; the Fuoco attacked 1.
    expect(t.events).toContainEqual({ type: "drew", seat: 0, n: 2 });
    expect(t.events).toContainEqual({ type: "took", from: 1, to: 0, n: 1 });
    expect(t.state.turn).toBe(1);
  });

  it("«Le combo possono essere concluse anche da un Incantesimo Extra»: the chain's effects, then the extra's", () => {
    const t = new Table({ hands: [["fuoco 1c", "acqua 2c", "veleno", "aria 1"], some("luce", 10)], flow: ["fuoco 1"] });
    t.cast(0, "fuoco 1c");
    t.cast(0, "acqua 2c");
    t.cast(0, "veleno", { target: 1 });
    // Fuoco 1 attacks 1 (the last base spell carries the charge: Acqua cures 1 + 2 = 3), then Veleno.
    expect(t.events).toContainEqual({ type: "drew", seat: 0, n: 3 });
    expect(t.state.pending).toMatchObject({ seat: 1, threat: { k: "attack", n: 1 } });
    t.pass(1);
    expect(t.state.pending).toMatchObject({ seat: 1, threat: { k: "poison" } });
    t.pass(1);
    expect(t.state.seats[1]!.poisons.map(specOf)).toEqual(["veleno"]);
  });

  it("a combo card as the last card of the hand ends the combo", () => {
    const t = new Table({ hands: [["acqua 1c"], some("luce", 10)], flow: ["fuoco 1"] });
    t.cast(0, "acqua 1c");
    expect(t.state.chain).toBeNull();
    expect(t.count(0)).toBe(1);
    expect(t.state.turn).toBe(1);
  });
});

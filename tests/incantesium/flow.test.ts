// "Come si gioca" (one spell a turn) and "Seguire il flusso di magia" (which base spells take
// effect), attack and cure ("Incantesimi base"), the mana deck running out.
import { describe, expect, it } from "vitest";
import { some, specOf, Table } from "./dsl";

const ten = (element: string) => some(element, 10);

describe("Come si gioca: a turn", () => {
  it("«obbligato a lanciare almeno una carta ogni turno»: no pass on one's turn; «Una volta lanciato un incantesimo il turno passa»", () => {
    const t = new Table({
      hands: [
        ["aria 1", "aria 1", "aria 2"],
        ["terra 1", "terra 1"],
      ],
      flow: ["fuoco 1"],
    });
    expect(t.legal(0).every((a) => a.type === "cast")).toBe(true);
    t.refused({ type: "pass", seat: 0 }, "no_decision");
    t.refused({ type: "stop", seat: 0 }, "no_combo");
    t.refused({ type: "cast", seat: 1, card: t.card(1, "terra 1") }, "not_your_turn");
    t.cast(0, "aria 1");
    expect(t.state.turn).toBe(1);
    t.cast(1, "terra 1"); // follows Aria: an attack, which seat 0 may answer
    t.pass(0);
    expect(t.state.turn).toBe(0);
  });

  it("refuses a card that is not in the hand, and the gems or the Magus as a cast", () => {
    const t = new Table({ hands: [["fuoco 1", "magus"], ["terra 1"]], flow: ["fuoco 2"] });
    t.refused({ type: "cast", seat: 0, card: "terra-1-1" }, "not_in_hand");
    t.refused({ type: "cast", seat: 0, card: "magus" }, "not_castable");
    t.refused({ type: "magus", seat: 0 }, "magus_not_alone");
    t.refused({ type: "cast", seat: 5, card: "fuoco-1-1" }, "bad_seat");
    t.refused({ type: "dance", seat: 0 } as never, "unknown_action");
  });
});

describe("Seguire il flusso di magia", () => {
  it("«Fuoco e Acqua ... Terra e Aria ... Buio e Luce» opposed: same or opposite element takes effect", () => {
    // «Ad esempio se in cima ... è presente un incantesimo di fuoco ... potrà giocare un incantesimo di
    // fuoco (di qualsiasi potenza) o un incantesimo di acqua»
    const attack = new Table({ hands: [["fuoco 2", "aria 1"], ten("terra")], flow: ["fuoco 1"] });
    attack.cast(0, "fuoco 2");
    attack.pass(1);
    expect([attack.count(0), attack.count(1)]).toEqual([3, 8]); // like «Terra con potenza 3, potrà pescare 3 carte»
    const cure = new Table({ hands: [["acqua 2", "aria 1"], ten("terra")], flow: ["fuoco 1"] });
    cure.cast(0, "acqua 2");
    expect(cure.count(0)).toBe(3); // Cura: «pescare delle carte dal Mazzo Del Mana»
    expect(cure.state.mana).toHaveLength(105 - 2 - 10 - 1 - 2);
    for (const [top, card] of [
      ["terra 1", "aria 1"],
      ["luce 1", "buio 1"],
      ["buio 1", "buio 2"],
    ]) {
      const t = new Table({ hands: [[card!, "fuoco 1"], ten("acqua")], flow: [top!] });
      t.cast(0, card!);
      if (t.state.pending) t.pass(1);
      expect(t.events.some((e) => e.type === "drew" || e.type === "took")).toBe(true);
    }
  });

  it("«Se il giocatore non possiede incantesimi uguali o contrapposti ... potrà giocare un qualsiasi Incantesimo Base senza attivarne la proprietà»", () => {
    const t = new Table({ hands: [["terra 3c", "aria 1"], ten("luce")], flow: ["fuoco 1"] });
    const events = t.cast(0, "terra 3c");
    expect(events).toContainEqual({ type: "cast", seat: 0, card: expect.any(String), effective: false });
    expect([t.count(0), t.count(1)]).toEqual([1, 10]);
    expect(specOf(t.state.flow.at(-1)!)).toBe("terra 3c"); // it still lands on the flow
    expect(t.state.turn).toBe(1);
  });

  it("ruling F1: holding a spell that follows, a base spell off the flow is refused (and not offered)", () => {
    const t = new Table({ hands: [["terra 3c", "acqua 1"], ten("luce")], flow: ["fuoco 1"] });
    t.refused({ type: "cast", seat: 0, card: t.card(0, "terra 3c") }, "off_flow_while_following");
    expect(t.legal(0).map((a) => (a.type === "cast" ? specOf(a.card) : a.type))).toEqual(["acqua 1"]);
  });

  it("«o un qualsiasi Incantesimo Extra (essendo indipendenti dal Mazzo del Flusso di Magia)»", () => {
    const t = new Table({ hands: [["pozione", "acqua 1"], ten("luce")], flow: ["fuoco 1"] });
    t.cast(0, "pozione", { target: 0 });
    expect(t.count(0)).toBe(4);
    expect(t.state.extras.map(specOf)).toEqual(["pozione"]);
    expect(specOf(t.state.flow.at(-1)!)).toBe("fuoco 1");
  });

  it("an attack takes at most what the hand holds", () => {
    const t = new Table({
      hands: [
        ["buio 3", "aria 1"],
        ["luce 1", "luce 1"],
      ],
      flow: ["buio 1"],
    });
    t.cast(0, "buio 3");
    t.pass(1);
    expect(t.events).toContainEqual({ type: "took", from: 1, to: 0, n: 2 });
    expect(t.events).toContainEqual({ type: "out", seat: 1 }); // and the round is over
  });

  it("«il Mazzo del Flusso di Magia viene rimescolato e messo al posto del Mazzo del Mana lasciando l'ultima carta giocata»", () => {
    const t = new Table({ hands: [["acqua 3c", "aria 1"], ten("luce")], flow: ["fuoco 1", "terra 1", "fuoco 2"] });
    // Test-only surgery: all but two cards of the mana deck go to seat 1's hand.
    const s = structuredClone(t.state);
    s.seats[1]!.hand.push(...s.mana.splice(0, s.mana.length - 2));
    t.state = s;
    t.cast(0, "acqua 3c");
    const events = t.stop(0);
    expect(events).toContainEqual({ type: "reshuffled", n: 3 });
    expect(t.count(0)).toBe(4);
    expect(t.state.flow.map(specOf)).toEqual(["acqua 3c"]);
    expect(t.state.mana).toHaveLength(2);
    for (const c of t.state.mana) expect(["fuoco 1", "terra 1", "fuoco 2"]).toContain(specOf(c));
  });
});

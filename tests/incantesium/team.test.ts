// "Sfida tra schiere di maghi" (2v2): Giovanni 0, Stefano 1, Luca 2, Andrea 3 — Giovanni and Luca
// against Stefano and Andrea («gli alleati dovranno posizionarsi nel tavolo alternandosi»).
import { describe, expect, it } from "vitest";
import { apply, createGame } from "@/engine/incantesium";
import { some, specOf, Table } from "./dsl";

const G = 0;
const S = 1;
const L = 2;
const A = 3;

function team(hands: string[][], flow = ["fuoco 1"]) {
  return new Table({ mode: "2v2", hands, flow, dealer: A });
}

describe("Sfida tra schiere di maghi", () => {
  it("«gli alleati dovranno posizionarsi nel tavolo alternandosi agli avversari»", () => {
    expect(createGame({ seed: 3, mode: "2v2" }).sides.map((s) => s.seats)).toEqual([
      [0, 2],
      [1, 3],
    ]);
  });

  it("«può decidere di attaccare solamente uno degli avversari, ma dovrà dichiararlo prima di lanciare la carta»", () => {
    const t = team([["fuoco 2", "aria 1"], some("luce", 4), some("aria", 4), some("acqua", 4)]);
    t.refused({ type: "cast", seat: G, card: t.card(G, "fuoco 2") }, "bad_target");
    t.refused({ type: "cast", seat: G, card: t.card(G, "fuoco 2"), attack: L }, "bad_target");
    const offered = t.legal(G).filter((a) => a.type === "cast" && specOf(a.card) === "fuoco 2");
    // Fuoco cures nobody: it names no ally cured (ruling T4).
    expect(offered.map((a) => (a.type === "cast" ? [a.attack, a.cure] : null))).toEqual([
      [S, undefined],
      [A, undefined],
    ]);
    t.cast(G, "fuoco 2", { attack: A });
    expect(t.state.pending).toMatchObject({ seat: A, threat: { target: A, n: 2 } });
    t.pass(A);
    t.pass(S); // the ally is asked too (below)
    expect([t.count(S), t.count(A)]).toEqual([4, 2]);
  });

  it("the opponent and the ally declared with a combo's first card bind it: a later card cannot name others", () => {
    const t = team([["fuoco 1c", "acqua 1c", "aria 1"], some("luce", 4), some("aria", 4), some("buio", 4)]);
    t.cast(G, "fuoco 1c", { attack: A });
    t.refused({ type: "cast", seat: G, card: t.card(G, "acqua 1c"), attack: S }, "bad_target");
    t.refused({ type: "cast", seat: G, card: t.card(G, "acqua 1c"), cure: L }, "bad_target");
    t.cast(G, "acqua 1c", { attack: A }); // the same opponent again: nothing changes
    t.stop(G);
    // Fuoco 1 attacks Andrea; Acqua 1 ends the combo with its charge, 2, and cures Giovanni (ruling C2).
    expect(t.state.pending).toMatchObject({ seat: A, threat: { target: A, n: 1 } });
    t.pass(A);
    t.pass(S);
    expect([t.count(G), t.count(S), t.count(L), t.count(A)]).toEqual([1 + 2 + 1, 4, 4, 3]);
  });

  it("a spell off the flow has no effect, so it names nobody", () => {
    const t = team([["luce 1", "aria 1"], some("luce", 4), some("aria", 4), some("buio", 4)]);
    t.refused({ type: "cast", seat: G, card: t.card(G, "luce 1"), attack: S }, "bad_target");
    t.refused({ type: "cast", seat: G, card: t.card(G, "luce 1"), cure: L }, "bad_target");
    t.cast(G, "luce 1");
    expect(t.state.turn).toBe(S);
  });

  it("«potrà inoltre curare un alleato attraverso gli Incantesimi Base di cura, ma anche in questo caso dovrà dichiararlo prima»", () => {
    const t = team([["acqua 2", "aria 1"], some("luce", 4), some("aria", 4), some("buio", 4)]);
    t.refused({ type: "cast", seat: G, card: t.card(G, "acqua 2"), cure: S }, "bad_target");
    // Ruling T2: a cure without the Combo symbol attacks nobody, so it names no opponent.
    t.refused({ type: "cast", seat: G, card: t.card(G, "acqua 2"), attack: S, cure: L }, "bad_target");
    t.cast(G, "acqua 2", { cure: L });
    expect([t.count(G), t.count(L)]).toEqual([1, 6]);
  });

  it("ruling T4: «potrà inoltre curare un alleato attraverso gli Incantesimi Base di cura»: only a spell that can cure is offered with the ally it cures", () => {
    const t = team([
      ["terra 2", "buio 1", "fuoco 1c", "acqua 2", "aria 1c"],
      some("luce", 4),
      some("aria", 4),
      some("acqua", 4),
    ]);
    const offered = (spec: string) =>
      t
        .legal(G)
        .flatMap((a) => (a.type === "cast" && specOf(a.card) === spec ? [`${a.attack ?? "-"}/${a.cure ?? "-"}`] : []));
    /** Test-only surgery: a card of this spec from the mana deck turned onto the flow. */
    const withTop = (top: string) => {
      const s = structuredClone(t.state);
      const card = s.mana.find((c) => specOf(c) === top)!;
      s.mana.splice(s.mana.indexOf(card), 1);
      s.flow.push(card);
      t.state = s;
    };
    // Terra and Buio attack and never cure: one action per opponent, no ally named.
    withTop("terra 1");
    expect(offered("terra 2")).toEqual([`${S}/-`, `${A}/-`]);
    withTop("buio 2");
    expect(offered("buio 1")).toEqual([`${S}/-`, `${A}/-`]);
    // A Combo card may be followed by a cure in its chain: it names the opponent and the ally.
    withTop("fuoco 2");
    expect(offered("fuoco 1c")).toEqual([`${S}/${G}`, `${S}/${L}`, `${A}/${G}`, `${A}/${L}`]);
    // A cure without the symbol names the ally it cures, and no opponent (ruling T2).
    expect(offered("acqua 2")).toEqual([`-/${G}`, `-/${L}`]);
    withTop("terra 1");
    expect(offered("aria 1c")).toEqual([`${S}/${G}`, `${S}/${L}`, `${A}/${G}`, `${A}/${L}`]);
    // A cure named anyway (a log stored before T4) is accepted and changes nothing.
    const terra = { type: "cast", seat: G, card: t.card(G, "terra 2"), attack: S } as const;
    expect(apply(t.state, { ...terra, cure: L })).toEqual(apply(t.state, terra));
  });

  it("the rulebook's example: «Giovanni potrà decidere di attaccare Andrea, ed egli potrà difendersi ... Una volta finita l'azione sarà Stefano a proseguire il gioco»", () => {
    const t = team([["fuoco 2", "aria 1"], some("luce", 4), some("aria", 4), ["barriera", ...some("acqua", 3)]]);
    t.cast(G, "fuoco 2", { attack: A });
    t.barrier(A);
    expect(t.state.turn).toBe(S);
    expect(t.count(A)).toBe(3);
  });

  it("the rulebook's example: «Se Giovanni ... avesse deciso di attaccare Stefano, quest'ultimo si sarebbe potuto difendere e successivamente giocare il suo turno»", () => {
    const t = team([["fuoco 2", "aria 1"], ["barriera", "acqua 1", "acqua 1"], some("aria", 4), some("luce", 4)]);
    t.cast(G, "fuoco 2", { attack: S });
    t.barrier(S);
    expect(t.state.turn).toBe(S);
    t.cast(S, "acqua 1"); // Stefano plays his own turn
    expect(t.state.turn).toBe(L);
  });

  it("«Barriera può essere utilizzato anche per proteggere un alleato»: the target, then its ally, is asked", () => {
    const t = team([["fuoco 2", "aria 1"], ["barriera", "acqua 1"], some("aria", 4), some("luce", 4)]);
    t.cast(G, "fuoco 2", { attack: A });
    t.pass(A);
    expect(t.state.pending).toMatchObject({ seat: S, threat: { target: A } });
    t.barrier(S);
    expect(t.count(A)).toBe(4);
  });

  it("«la creatura potrà essere utilizzata per proteggere un alleato se posizionata di fronte alla sua postazione»", () => {
    const t = team([["creatura", "aria 1"], ["terra 2", "luce 1"], some("aria", 4), some("luce", 4)], ["terra 1"]);
    t.cast(G, "creatura", { target: L });
    t.pass(L); // an extra spell aimed at Luca: he is asked (ruling B3)
    t.cast(S, "terra 2", { attack: L });
    t.pass(L);
    t.pass(G);
    expect(t.events).toContainEqual({ type: "creatureAbsorbed", seat: L, card: expect.any(String) });
    expect(t.count(L)).toBe(4);
  });

  it("Illusione «può essere utilizzato anche per scambiare le proprie carte con quelle di un alleato»", () => {
    const t = team([["illusione", "aria 1"], some("luce", 4), some("acqua", 5), some("buio", 4)]);
    t.cast(G, "illusione", { target: L });
    t.pass(L); // the ally is asked, as any mage an extra spell is aimed at (ruling B3)
    expect([t.count(G), t.count(L)]).toEqual([5, 1]);
  });

  // «Barriera può annullare qualsiasi Incantesimo Base di attacco o qualsiasi Incantesimo Extra rivolto verso il
  // giocatore»: any extra spell, whoever aims it, an ally's included (ruling B3).
  it("an ally's Illusione is «rivolto verso il giocatore»: its target alone is asked and may cancel it", () => {
    const t = team([["illusione", "aria 1"], some("luce", 4), ["barriera", ...some("acqua", 4)], some("buio", 4)]);
    t.cast(G, "illusione", { target: L });
    // Luca is asked; not Giovanni (the caster is Luca's only ally), nor an opponent.
    expect(t.state.pending).toEqual({ seat: L, kind: "answer", threat: expect.objectContaining({ k: "swap" }) });
    expect(t.state.pending!.threat).toMatchObject({ from: G, target: L });
    expect(t.legal(S)).toEqual([]);
    t.barrier(L);
    expect(t.events).toContainEqual({ type: "barrier", seat: L, card: expect.any(String), cancelled: "swap" });
    expect([t.hand(G), t.count(L)]).toEqual([["aria 1"], 4]);
    expect(t.state.turn).toBe(S);
  });

  it("an ally's Pozione and Creatura are extra spells aimed at the player too: cancelled, both go to the extras pile", () => {
    const t = team([
      ["pozione", "creatura", "aria 1"],
      some("luce", 4),
      ["barriera", "barriera", ...some("acqua", 3)],
      some("buio", 4),
    ]);
    t.cast(G, "pozione", { target: L });
    expect(t.state.pending).toMatchObject({ seat: L, threat: { k: "potion", from: G, target: L } });
    t.barrier(L);
    expect(t.count(L)).toBe(4); // no card drawn
    t.cast(S, "luce 1"); // off the flow (Fuoco)
    t.cast(L, "acqua 1"); // off the flow (Luce)
    t.cast(A, "buio 1");
    t.cast(G, "creatura", { target: L });
    expect(t.state.pending).toMatchObject({ seat: L, threat: { k: "creature", from: G, target: L } });
    t.barrier(L);
    expect(t.state.seats[L]!.creatures).toEqual([]);
    expect(t.state.extras.map(specOf)).toEqual(["pozione", "barriera", "barriera", "creatura"]);
  });

  it("a spell a mage aims at themself asks nobody (own Pozione, own Creatura)", () => {
    const t = team([
      ["pozione", "creatura", "aria 1"],
      some("luce", 4),
      ["barriera", ...some("acqua", 4)],
      some("buio", 4),
    ]);
    t.cast(G, "pozione", { target: G });
    expect(t.state.pending).toBeNull();
    t.cast(S, "luce 1");
    t.cast(L, "acqua 1");
    t.cast(A, "buio 1");
    t.cast(G, "creatura", { target: G });
    expect(t.state.pending).toBeNull();
    expect(t.state.seats[G]!.creatures).toHaveLength(1);
  });

  it("Pozione «può essere usato per curare un alleato e può addirittura riportarlo in vita se è rimasto senza carte»", () => {
    const t = team([
      ["pozione", "pozione", "luce 1", "luce 2"],
      ["veleno", ...some("aria", 4)],
      ["terra 1"],
      ["terra 2", ...some("buio", 4)],
    ]);
    t.cast(G, "pozione", { target: G }); // G's own: draws 3
    t.cast(S, "veleno", { target: G });
    t.pass(G);
    t.pass(L);
    t.cast(L, "terra 1"); // off the flow: Luca has no card left and is out
    expect(t.state.seats[L]!.out).toBe(true);
    t.cast(A, "terra 2"); // Luca out: Andrea's only opponent is Giovanni
    t.pass(G);
    t.cast(G, "pozione", { target: L });
    expect(t.events).toContainEqual({ type: "revived", seat: L });
    expect(t.state.seats[L]!.out).toBe(false);
    expect(t.count(L)).toBe(3); // «il giocatore dovrà pescare 3 carte»
  });

  it("the rulebook's example: «se Giovanni ... è rimasto da solo contro Stefano e Andrea, il secondo a giocare sarà Stefano, poi sarà il turno di Giovanni e successivamente quello di Andrea»", () => {
    // Only cures and spells off the flow: nobody is attacked.
    const t = team([some("luce", 6), some("aria", 6), ["fuoco 1"], some("acqua", 6)], ["terra 1"]);
    const order: number[] = [];
    const play = () => {
      const seat = t.state.turn;
      order.push(seat);
      const card = t.state.seats[seat]!.hand[0]!;
      t.play({ type: "cast", seat, card });
    };
    for (let i = 0; i < 10; i++) play();
    // Luca leaves on his first turn («esce dalla partita»); from then on «i turni ... avvengono in
    // modo alternato tra l'avversario rimasto da solo e i due alleati».
    expect(order).toEqual([G, S, L, A, G, S, G, A, G, S]);
  });

  it("Pozione on a poisoned ally: the ally draws 3 and is cured of one Veleno", () => {
    const t = team([["pozione", "aria 1"], ["veleno", ...some("aria", 3)], some("luce", 3), some("acqua", 3)]);
    t.cast(G, "aria 1"); // off the flow
    t.cast(S, "veleno", { target: L });
    t.pass(L);
    t.pass(G);
    expect(t.state.seats[L]!.poisons).toHaveLength(1);
    t.cast(L, "luce 1"); // off the flow (Aria)
    t.cast(A, "acqua 1"); // off the flow (Luce)
    const before = t.count(L);
    t.cast(G, "pozione", { target: L });
    t.pass(L); // ruling B3
    expect(t.count(L)).toBe(before + 3);
    expect(t.state.seats[L]!.poisons).toEqual([]);
  });

  it("«Due contro uno» beginning on a pair member's turn: the lone mage next, then the other of the pair", () => {
    // Stefano attacks Luca's last card: Giovanni is alone against Stefano and Andrea.
    const t = team([some("buio", 6), ["buio 2", ...some("aria", 5)], ["luce 1"], some("acqua", 6)], ["terra 1"]);
    t.cast(G, "buio 1"); // off the flow
    expect(t.state.turn).toBe(S);
    t.cast(S, "buio 2", { attack: L });
    t.pass(L);
    t.pass(G);
    expect(t.state.seats[L]!.out).toBe(true);
    const order: number[] = [];
    while (order.length < 5) {
      if (t.state.pending) {
        t.pass(t.state.pending.seat);
        continue;
      }
      order.push(t.state.turn);
      t.play(t.legal(t.state.turn)[0]!);
    }
    while (t.state.pending) t.pass(t.state.pending.seat);
    expect(order).toEqual([G, A, G, S, G]);
  });

  describe("ruling T5: the lone mage leaves the round reviving its ally with its last card, a Pozione", () => {
    // Luca leaves on his first turn; Giovanni, alone against Stefano and Andrea, plays every other turn («in modo
    // alternato tra l'avversario rimasto da solo e i due alleati»), Andrea then Stefano for the pair. Giovanni's last
    // card brings Luca back («può addirittura riportarlo in vita») and Giovanni is out: Luca is now alone.
    const play = (before: boolean) => {
      const t = new Table({
        mode: "2v2",
        dealer: A,
        hands: [["luce 1", "fuoco 1", "pozione"], ["acqua 1", "aria 1", "aria 1"], ["terra 1"], some("buio", 4)],
        flow: ["terra 1"],
        ...(before ? { pairAlternatesAfterRevival: false } : {}),
      });
      const order: number[] = [];
      const cast = (seat: number, spec: string, extra = {}) => {
        order.push(t.state.turn);
        t.cast(seat, spec, extra);
      };
      cast(G, "luce 1"); // off the flow (Terra)
      cast(S, "acqua 1"); // off the flow (Luce)
      cast(L, "terra 1"); // off the flow (Acqua), his last card: Luca is out
      cast(A, "buio 1"); // off the flow (Terra)
      cast(G, "fuoco 1"); // off the flow (Buio)
      cast(S, "aria 1"); // off the flow (Fuoco)
      cast(G, "pozione", { target: L });
      expect(order).toEqual([G, S, L, A, G, S, G]);
      expect(t.state.seats.map((x) => x.out)).toEqual([true, false, false, false]);
      return t;
    };

    it("the pair's turn, and Andrea's: Stefano played last («il secondo a giocare sarà Stefano, poi sarà il turno di Giovanni e successivamente quello di Andrea»)", () => {
      const t = play(false);
      expect(t.state.turn).toBe(A);
      t.cast(A, "buio 1"); // off the flow (Aria)
      expect(t.state.turn).toBe(L); // then the mage now alone
    });

    it("a challenge stored before T5 goes on as it was played: clockwise, Stefano again", () => {
      expect(play(true).state.turn).toBe(S);
    });
  });

  it("«Quando entrambi gli avversari hanno esaurito le carte la partita è terminata e i vincitori possono conquistare una gemma»; «quando vengono conquistate 2 gemme da una squadra, la sfida volge al termine»", () => {
    const t = team([["terra 2", "aria 1"], ["fuoco 1"], ["luce 1", "luce 2"], ["fuoco 1", "luce 1"]], ["terra 1"]);
    t.cast(G, "terra 2", { attack: A }); // takes Andrea's two cards
    t.pass(A);
    t.pass(S);
    expect(t.state.seats[A]!.out).toBe(true);
    expect(t.state.round).toBe(1); // Stefano still has a card
    t.cast(S, "fuoco 1"); // off the flow: Stefano is out too
    expect(t.events).toContainEqual({ type: "roundWon", side: 0 });
    expect(t.state.sides.map((s) => s.gems.length)).toEqual([1, 0]);
    expect(t.state.phase).toBe("turn");
    // The same round with one gem already won: the second ends the challenge.
    const again = team([["terra 2", "aria 1"], ["fuoco 1"], ["luce 1", "luce 2"], ["fuoco 1", "luce 1"]], ["terra 1"]);
    const s = structuredClone(again.state);
    s.sides[0]!.gems.push(s.gemPile.pop()!);
    again.state = s;
    again.cast(G, "terra 2", { attack: A });
    again.pass(A);
    again.pass(S);
    again.cast(S, "fuoco 1");
    expect(again.events).toContainEqual({ type: "challengeWon", side: 0 });
    expect(again.state.phase).toBe("over");
    expect(again.state.winner).toBe(0);
  });
});

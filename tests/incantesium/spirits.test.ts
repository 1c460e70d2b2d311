// "Giocatore Spirito" (optional rule).
import { describe, expect, it } from "vitest";
import { some, specOf, Table } from "./dsl";

/** Three mages; seat 1 leaves on its first turn (its one card off the flow). */
function withSpirit(mana: string[] = []) {
  const t = new Table({
    hands: [some("luce", 4), ["terra 1"], some("acqua", 4)],
    flow: ["fuoco 1"],
    mana,
    spirits: true,
  });
  t.cast(0, "luce 1"); // off the flow
  t.cast(1, "terra 1"); // off the flow: no card left
  expect(t.state.seats[1]!.out).toBe(true);
  t.cast(2, "acqua 1"); // off the flow (Terra)
  return t;
}

describe("Giocatore Spirito", () => {
  it("«Quando un giocatore viene eliminato potrà giocare come spirito. Nel suo turno può pescare una carta dal Mazzo del Mana e tenerla in mano»", () => {
    const t = withSpirit(["buio 1"]);
    expect(t.state.turn).toBe(0);
    t.cast(0, "luce 1");
    expect(t.state.turn).toBe(1); // the spirit plays as the turn passes its seat
    expect(t.legal(1)).toEqual([{ type: "spiritDraw", seat: 1 }]);
    t.refused({ type: "cast", seat: 1, card: "x" }, "not_a_spirit");
    t.play({ type: "spiritDraw", seat: 1 });
    expect(t.hand(1)).toEqual(["buio 1"]);
    expect(t.state.seats[1]!.out).toBe(true);
    expect(t.state.turn).toBe(2);
  });

  it("«finchè non riuscirà a pescare tre carte dello stesso elemento ... potrà giocarle (sempre seguendo il flusso di magia) ma non avranno alcun effetto, permetteranno però allo spirito di donare una delle carte che ha in mano»", () => {
    const t = withSpirit(["luce 2", "luce 1", "luce 1c", "aria 1"]);
    // Test-only: the spirit already drew three Luce and an Aria.
    const s = structuredClone(t.state);
    s.seats[1]!.hand.push(...s.mana.splice(-4));
    t.state = s;
    t.cast(0, "luce 1"); // the flow's top is now Luce
    const cast = t.legal(1).flatMap((a) => (a.type === "spiritCast" ? [a] : []));
    // One three (each of its cards may be cast last), given to either mage in play.
    expect(new Set(cast.map((a) => `${a.cards.map(specOf).sort().join(" + ")} → ${a.to}`))).toEqual(
      new Set(["luce 1 + luce 1c + luce 2 → 0", "luce 1 + luce 1c + luce 2 → 2"]),
    );
    t.refused({ type: "spiritCast", seat: 1, cards: "luce" } as never, "spirit_cast_invalid");
    t.refused({ type: "spiritCast", seat: 1, cards: t.state.seats[1]!.hand.slice(0, 3) }, "spirit_cast_invalid");
    const before = t.count(2);
    t.play(cast.find((a) => a.to === 2)!);
    expect(t.hand(1)).toEqual([]);
    expect(t.count(2)).toBe(before + 1);
    expect(t.state.flow.slice(-3).map(specOf).sort()).toEqual(["luce 1", "luce 1c", "luce 2"]);
    expect(t.events.filter((e) => e.type === "took" || (e.type === "drew" && e.seat === 1))).toEqual([]);
  });

  it("«permetteranno però allo spirito di donare una delle carte che ha in mano ad un giocatore ancora in gioco»: any card left, to any live mage, is offered", () => {
    const t = withSpirit(["buio 1", "aria 1", "luce 1c", "luce 1", "luce 2"]);
    // Test-only: the spirit already drew three Luce, an Aria and a Buio.
    const s = structuredClone(t.state);
    s.seats[1]!.hand.push(...s.mana.splice(-5));
    t.state = s;
    t.cast(0, "luce 1");
    const gifts = t
      .legal(1)
      .flatMap((a) => (a.type === "spiritCast" && a.gift !== undefined ? [`${specOf(a.gift)}→${a.to}`] : []))
      .sort();
    expect([...new Set(gifts)]).toEqual(["aria 1→0", "aria 1→2", "buio 1→0", "buio 1→2"]);
  });

  it("«tre carte dello stesso elemento, anche di potenza diversa»: with four of one element, any three are offered, each of them last (on top of the flow), the fourth as the gift", () => {
    const t = withSpirit(["luce 3", "luce 1c", "luce 1", "luce 2"]);
    // Test-only: the spirit already drew four Luce (luce 2 first in its hand, luce 3 last).
    const s = structuredClone(t.state);
    s.seats[1]!.hand.push(...s.mana.splice(-4));
    t.state = s;
    expect(t.hand(1)).toEqual(["luce 2", "luce 1", "luce 1c", "luce 3"]);
    t.cast(0, "luce 1");
    const casts = t.legal(1).flatMap((a) => (a.type === "spiritCast" ? [a] : []));
    const threes = new Set(casts.map((a) => a.cards.map(specOf).sort().join(" + ")));
    expect([...threes].sort()).toEqual([
      "luce 1 + luce 1c + luce 2",
      "luce 1 + luce 1c + luce 3",
      "luce 1 + luce 2 + luce 3",
      "luce 1c + luce 2 + luce 3",
    ]);
    // The fourth spell cast, the first one given: "donare una delle carte che ha in mano".
    expect(casts.some((a) => a.cards.map(specOf).includes("luce 3") && specOf(a.gift!) === "luce 2")).toBe(true);
    // The spells are cast one after the other: whichever the spirit casts last is the flow's top (Copia Incantesimo
    // copies "l'ultima carta Incantesimo Base presente nel Mazzo del Flusso di Magia").
    const lasts = new Set(casts.map((a) => specOf(a.cards[2]!)));
    expect([...lasts].sort()).toEqual(["luce 1", "luce 1c", "luce 2", "luce 3"]);
    const pick = casts.find((a) => specOf(a.cards[2]!) === "luce 3" && a.to === 2)!;
    t.play(pick);
    expect(specOf(t.state.flow.at(-1)!)).toBe("luce 3");
    expect(t.hand(1)).toEqual([]);
  });

  it("«Se uno spirito pesca la carta speciale Magus, dovrà dichiararlo e potrà tornare in vita con le carte pescate fino a quel momento»", () => {
    const t = withSpirit(["buio 1", "magus"]);
    t.cast(0, "luce 1");
    t.play({ type: "spiritDraw", seat: 1 });
    t.cast(2, "acqua 1");
    t.cast(0, "luce 1");
    const events = t.play({ type: "spiritDraw", seat: 1 });
    expect(events).toContainEqual({ type: "spiritRevived", seat: 1 });
    expect(t.state.seats[1]!.out).toBe(false);
    expect(t.hand(1).sort()).toEqual(["buio 1", "magus"]);
  });

  it("ruling P4: a 2v2 ally playing as a spirit is brought back by a Pozione («può addirittura riportarlo in vita ... il giocatore dovrà pescare 3 carte») and keeps the cards it drew as a spirit", () => {
    const [G, S, L, A] = [0, 1, 2, 3];
    const t = new Table({
      mode: "2v2",
      dealer: A,
      spirits: true,
      hands: [
        ["luce 1", "fuoco 1", "pozione", "acqua 2"],
        ["acqua 1", "aria 1", "aria 1"],
        ["terra 1"],
        some("buio", 4),
      ],
      flow: ["terra 1"],
      mana: ["luce 2", "buio 1", "buio 2", "aria 2"],
    });
    t.cast(G, "luce 1"); // off the flow (Terra)
    t.cast(S, "acqua 1"); // off the flow (Luce)
    t.cast(L, "terra 1"); // off the flow (Acqua), his last card: Luca is out and plays as a spirit
    t.cast(A, "buio 1"); // off the flow (Terra)
    t.cast(G, "fuoco 1"); // off the flow (Buio)
    t.cast(S, "aria 1"); // off the flow (Fuoco)
    expect(t.state.turn).toBe(L); // the turn passes Luca's seat on its way from Stefano to Giovanni
    t.play({ type: "spiritDraw", seat: L });
    expect([t.state.seats[L]!.out, t.hand(L)]).toEqual([true, ["luce 2"]]);
    expect(t.state.turn).toBe(G);
    // Its ally's Pozione may name it: the only spell that names a mage out of the round.
    const targets = (spec: string) =>
      t.legal(G).flatMap((a) => (a.type === "cast" && specOf(a.card) === spec ? [a.target] : []));
    expect(targets("pozione")).toEqual([G, L]);
    const events = t.cast(G, "pozione", { target: L });
    // Nobody is asked: Luca is not in play, and his one ally cast it.
    expect(t.state.pending).toBeNull();
    expect(events).toContainEqual({ type: "revived", seat: L });
    expect(events).toContainEqual({ type: "drew", seat: L, n: 3 });
    expect(t.state.seats[L]!.out).toBe(false);
    // «con le carte pescate fino a quel momento», as a spirit the Magus brings back: its card and the Pozione's three.
    expect(t.hand(L).sort()).toEqual(["aria 2", "buio 1", "buio 2", "luce 2"]);
    // Two against two again: clockwise from Giovanni.
    expect(t.state.turn).toBe(S);
  });

  it("without the option an out seat has no turn", () => {
    const t = new Table({ hands: [some("luce", 4), ["terra 1"], some("acqua", 4)], flow: ["fuoco 1"] });
    t.cast(0, "luce 1");
    t.cast(1, "terra 1");
    t.cast(2, "acqua 1");
    t.cast(0, "luce 1");
    expect(t.state.turn).toBe(2);
    t.refused({ type: "spiritDraw", seat: 1 }, "not_a_spirit");
  });
});

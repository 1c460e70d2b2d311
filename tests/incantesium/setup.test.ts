// "Come si gioca" — setting up a round.
import { describe, expect, it } from "vitest";
import { cardDef, createGame, legalActions } from "@/engine/incantesium";
import { Table } from "./dsl";

describe("Come si gioca: setup", () => {
  it("«Il mazziere dovrà essere estratto a sorte»: the seed draws the dealer, every seat sometimes", () => {
    const dealers = new Set<number>();
    for (let seed = 1; seed <= 60; seed++) dealers.add(createGame({ seed, mode: "ffa", players: 4 }).dealer);
    expect([...dealers].sort()).toEqual([0, 1, 2, 3]);
    expect(createGame({ seed: 7, mode: "ffa", players: 4 })).toEqual(createGame({ seed: 7, mode: "ffa", players: 4 }));
  });

  it("«consegnerà 10 carte ad ogni giocatore, ponendo le rimanenti coperte al centro ... Mazzo del Mana»; the gems aside", () => {
    for (const players of [2, 3, 5]) {
      const s = createGame({ seed: players, mode: players === 2 ? "duel" : "ffa", players });
      expect(s.seats.map((x) => x.hand.length)).toEqual(Array(players).fill(10));
      expect(s.flow).toHaveLength(1);
      expect(s.mana).toHaveLength(105 - 10 * players - 1);
      expect(s.gemPile).toHaveLength(3);
    }
  });

  it("«La carta in cima al Mazzo del Mana dovrà essere girata»; «Se ... è un Incantesimo Extra dovrà essere rimessa nel mazzo e andrà girata la carta successiva»", () => {
    const t = new Table({ hands: [["fuoco 1"], ["acqua 1"]], flow: [], mana: ["copia", "magus", "terra 2"] });
    expect(cardDef(t.state.flow.at(-1)!)).toMatchObject({ kind: "base", element: "terra", power: 2 });
    // Ruling S1: put back at the bottom of the mana deck, in the order turned.
    expect(t.state.mana.slice(0, 2).map((c) => cardDef(c).kind)).toEqual(["magus", "extra"]);
  });

  it("«Il giocatore a sinistra del mazziere dà inizio al gioco» (clockwise = seat order)", () => {
    for (let seed = 1; seed <= 10; seed++) {
      const s = createGame({ seed, mode: "ffa", players: 5 });
      expect(s.turn).toBe((s.dealer + 1) % 5);
      expect(legalActions(s, s.turn).length).toBeGreaterThan(0);
      expect(legalActions(s, (s.turn + 1) % 5)).toEqual([]);
    }
  });

  it("refuses a table of the wrong size for its mode", () => {
    expect(() => createGame({ seed: 1, mode: "duel", players: 3 })).toThrow(/duel/);
    expect(() => createGame({ seed: 1, mode: "ffa", players: 6 })).toThrow(/3 to 5/);
    expect(() => createGame({ seed: 1, mode: "2v2", players: 3 })).toThrow(/2v2/);
  });
});

// The Ken card browser's filter (engine/ken/browse.ts), on our fixture list.
import { describe, expect, it } from "vitest";
import { filterKenCards, kenCardFilter } from "@/engine/ken";
import { catalog } from "./fixtures";

const names = (filter: Record<string, string>) =>
  filterKenCards(catalog.cards, kenCardFilter.parse(filter)).map((c) => `${c.nome} (${c.tipo})`);

describe("Ken card browser filter", () => {
  it("with no filter shows every card, in the rulebook's order of types, then by name", () => {
    const all = names({});
    expect(all).toHaveLength(30);
    expect(all.slice(0, 4)).toEqual([
      "Kenshiro (Maestro)",
      "Kenshiro, Successore di Hokuto (Maestro)",
      "Raoul (Maestro)",
      "Shin (Maestro)",
    ]);
    expect(all.at(-1)).toBe("Nascosto (Segnalino)");
  });

  it("filters by type, alignment (a Bicolore card under both), school or none, Vita and Bordo Giallo; empty means all", () => {
    expect(names({ tipo: "Luogo Disabitato" })).toEqual([
      "Deserto Radioattivo (Luogo Disabitato)",
      "Rovine di Tokyo (Luogo Disabitato)",
      "Tempesta di Sabbia (Luogo Disabitato)",
    ]);
    expect(names({ tipo: "Esercito", morale: "neutrale" })).toEqual(["Milizia del Villaggio (Esercito)"]);
    expect(names({ tipo: "Esercito", morale: "buona" })).toEqual(["Milizia del Villaggio (Esercito)"]);
    expect(names({ scuola: "Nanto", tipo: "Maestro" })).toEqual(["Shin (Maestro)"]);
    expect(names({ scuola: "none", tipo: "Personaggio" })).toEqual([
      "Bat (Personaggio)",
      "Juza (Personaggio)",
      "Lin (Personaggio)",
    ]);
    expect(names({ vita: "SuperVita" })).toEqual(["Kenshiro, Successore di Hokuto (Maestro)", "Juza (Personaggio)"]);
    expect(names({ bordo_giallo: "si" })).toEqual(["Lin (Personaggio)", "Tempesta di Sabbia (Evento)"]);
    expect(names({ tipo: "", morale: "" })).toHaveLength(30);
  });

  it("searches name, Cognome, Capacità and Limitazione, every word, ignoring case and accents", () => {
    expect(names({ q: "RAOUL" })).toEqual([
      "Raoul (Maestro)",
      "Esercito di Raoul (Esercito)",
      "Cavallo Kokuoh (Speciale)",
    ]);
    expect(names({ q: "può cercata" })).toEqual(["Kenshiro, Successore di Hokuto (Maestro)"]);
    expect(names({ q: "puo essere cercata" })).toEqual(["Kenshiro, Successore di Hokuto (Maestro)"]);
    expect(names({ q: "assegnabile raoul" })).toEqual(["Cavallo Kokuoh (Speciale)"]);
  });

  it("refuses a filter value that is not a type, alignment or school", () => {
    expect(kenCardFilter.safeParse({ tipo: "Mago" }).success).toBe(false);
    expect(kenCardFilter.safeParse({ scuola: "Kung Fu" }).success).toBe(false);
  });
});

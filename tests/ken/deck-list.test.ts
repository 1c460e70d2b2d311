// Ken deck lists as text ("N Nome (Tipo)" under section titles) and JSON (docs/ken-card-list.md):
// every card found by Name and Type, every unknown or unclear line refused naming its line.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseKenDeckJson, parseKenDeckText, validateKenDeck, type KenParsedDeck } from "@/engine/ken";
import { catalog, STANDARD_DECK } from "./fixtures";

/** Each section as [count, nome, tipo, line or index]. */
const summary = (parsed: KenParsedDeck) =>
  Object.fromEntries(
    Object.entries(parsed.deck)
      .filter(([key, entries]) => key !== "nome" && Array.isArray(entries) && entries.length > 0)
      .map(([key, entries]) => [
        key,
        (entries as KenParsedDeck["deck"]["futuro"]).map((e) => [e.count, e.card.nome, e.card.tipo, e.line ?? e.index]),
      ]),
  );

describe("Ken deck list: text", () => {
  it("reads sections, counts (4, 4x, none = 1), a type in brackets or none when the name is one card's, and the name comment", () => {
    const parsed = parseKenDeckText(
      catalog,
      [
        "# Hokuto contro Nanto",
        "// a second comment",
        "4 Kenshiro (Maestro)",
        "2x Bat",
        "Lin (personaggio)",
        "",
        "Mano iniziale:",
        "1 Tempesta di Sabbia (Evento)",
        "PRELUDIO",
        "Le Cronache di Hokuto",
        "Extra (1)",
        "1 Favore del Destino (Extra Bonus)",
        "Mazzo Episodio",
        "3 Raoul (Maestro)",
        "Segnalini",
        "5 Nascosto",
      ].join("\n"),
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.deck.nome).toBe("Hokuto contro Nanto");
    expect(summary(parsed)).toEqual({
      futuro: [
        [4, "Kenshiro", "Maestro", 3],
        [2, "Bat", "Personaggio", 4],
        [1, "Lin", "Personaggio", 5],
      ],
      mano: [[1, "Tempesta di Sabbia", "Evento", 8]],
      preludio: [[1, "Le Cronache di Hokuto", "Preludio", 10]],
      extra: [[1, "Favore del Destino", "Extra", 12]],
      episodio: [[3, "Raoul", "Maestro", 14]],
      segnalini: [[5, "Nascosto", "Segnalino", 16]],
    });
  });

  it("a name with a comma and a card named like a number are read whole", () => {
    const parsed = parseKenDeckText(catalog, "2 Kenshiro, Successore di Hokuto (Maestro)\n");
    expect(summary(parsed)).toEqual({ futuro: [[2, "Kenshiro, Successore di Hokuto", "Maestro", 1]] });
  });

  it("refuses unknown names, unknown Name+Type pairs, a name of several cards without its type, and bad counts, naming each line", () => {
    const parsed = parseKenDeckText(
      catalog,
      [
        "Futuro",
        "3 Kenshiro (Maestro)",
        "2 Yuda (Maestro)",
        "1 Bat (Esercito)",
        "2 Tempesta di Sabbia",
        "0 Lin",
        "100 Kenshiro (Maestro)",
        "Episodio",
        "1 Souther",
      ].join("\n"),
    );
    expect(parsed.errors).toEqual([
      { rule: "unknown_name", line: 3, section: "futuro", field: "nome", params: { nome: "Yuda", tipo: "Maestro" } },
      {
        rule: "unknown_card",
        line: 4,
        section: "futuro",
        field: "tipo",
        params: { nome: "Bat", tipo: "Esercito", tipi: "Personaggio" },
      },
      {
        rule: "ambiguous_card",
        line: 5,
        section: "futuro",
        field: "tipo",
        params: { nome: "Tempesta di Sabbia", tipi: "Evento, Luogo Disabitato" },
      },
      { rule: "bad_count", line: 6, section: "futuro", field: "n", params: { nome: "Lin", count: 0, max: 99 } },
      {
        rule: "bad_count",
        line: 7,
        section: "futuro",
        field: "n",
        params: { nome: "Kenshiro", tipo: "Maestro", count: 100, max: 99 },
      },
      { rule: "unknown_name", line: 9, section: "episodio", field: "nome", params: { nome: "Souther" } },
    ]);
    expect(summary(parsed)).toEqual({ futuro: [[3, "Kenshiro", "Maestro", 2]] });
  });

  it("the fixture deck mazzo-standard.txt is legal in Gioco Standard, not in Gioco Torneo (76 < 90)", () => {
    const parsed = parseKenDeckText(catalog, readFileSync(STANDARD_DECK, "utf8"));
    expect(parsed.errors).toEqual([]);
    expect(validateKenDeck(parsed.deck, "standard")).toMatchObject({
      legal: true,
      counts: { futuro: 76, mano: 3, preludio: 1, extra: 1, episodio: 6, segnalini: 5 },
    });
    expect(validateKenDeck(parsed.deck, "torneo").violations.map((v) => v.rule)).toEqual(["futuro_min"]);
  });
});

describe("Ken deck list: JSON", () => {
  it("reads the same deck as the text: entries as objects or text lines, a lone Preludio without its array", () => {
    const parsed = parseKenDeckJson(catalog, {
      nome: "Hokuto",
      futuro: [{ n: 4, nome: "Kenshiro", tipo: "Maestro" }, "2x Bat", { nome: "Lin" }],
      mano: [{ n: 1, nome: "Tempesta di Sabbia", tipo: "evento" }],
      preludio: { nome: "Le Cronache di Hokuto", tipo: "Preludio" },
      extra: [],
      episodio: ["3 Raoul (Maestro)"],
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.deck.nome).toBe("Hokuto");
    expect(summary(parsed)).toEqual({
      futuro: [
        [4, "Kenshiro", "Maestro", 0],
        [2, "Bat", "Personaggio", 1],
        [1, "Lin", "Personaggio", 2],
      ],
      mano: [[1, "Tempesta di Sabbia", "Evento", 0]],
      preludio: [[1, "Le Cronache di Hokuto", "Preludio", 0]],
      episodio: [[3, "Raoul", "Maestro", 0]],
    });
  });

  it("names the section, the index and the field of each bad entry", () => {
    const parsed = parseKenDeckJson(catalog, {
      futuro: [
        { n: 2.5, nome: "Bat" },
        { nome: "Bat", tipo: "Mago" },
        { n: 1, nome: "Yuda" },
        { nome: "Bat", copie: 2 },
        7,
      ],
      mazzo: [],
    });
    expect(parsed.errors).toEqual([
      { rule: "not_integer", section: "futuro", index: 0, field: "n" },
      expect.objectContaining({ rule: "not_one_of", section: "futuro", index: 1, field: "tipo" }),
      { rule: "unknown_name", section: "futuro", index: 2, field: "nome", params: { nome: "Yuda" } },
      { rule: "unknown_field", section: "futuro", index: 3, field: "copie" },
      { rule: "wrong_type", section: "futuro", index: 4, field: "", params: { expected: "string" } },
      { rule: "unknown_field", field: "mazzo" },
    ]);
    expect(parseKenDeckJson(catalog, [1, 2]).errors).toEqual([{ rule: "not_a_deck" }]);
  });
});

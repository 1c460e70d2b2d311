// Every Ken list error and deck rule has its sentence in Italian and English (messages/*.json,
// "ken"), and an error reads with its line (or index) and field, as the CLI and the UI show it.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import {
  explainKenListError,
  explainKenViolation,
  KEN_LIST_RULES,
  KEN_RULES,
  parseKenCardsCsv,
  parseKenCardsJson,
  parseKenDeckJson,
  parseKenDeckText,
  validateKenDeck,
  type KenTranslate,
} from "@/engine/ken";
import { messagesFor } from "@/i18n/messages";
import { catalog, futuro, parse } from "./fixtures";

const translator = (locale: "it" | "en"): KenTranslate =>
  createTranslator({
    locale,
    messages: messagesFor(locale),
    namespace: "ken",
    onError: (error) => {
      throw error;
    },
  }) as unknown as KenTranslate;
const it_ = translator("it");
const en = translator("en");

const PARAMS = {
  count: 6,
  max: 5,
  min: 75,
  reason: "cells",
  cells: 4,
  columns: 15,
  expected: "boolean",
  values: "a, b",
  value: "buona",
  yes: "sì, si",
  no: "no, n",
};
const MORE = {
  tipo: "Evento",
  vita: "Vita",
  nome: "Bat",
  first: 2,
  firstKind: "line",
  tipi: "Evento, Luogo Disabitato",
  format: "torneo",
  luoghi: 19,
  cards: 75,
  deck: "futuro",
};

describe("Ken messages", () => {
  it.each(["it", "en"] as const)(
    "every list error and deck rule has a %s sentence that fills its placeholders",
    (locale) => {
      const t = translator(locale);
      for (const rule of KEN_LIST_RULES) {
        const text = t(`errors.${rule}`, { ...PARAMS, ...MORE });
        expect(text, rule).not.toMatch(/[{}]|ken\./);
      }
      for (const rule of KEN_RULES) expect(t(`rules.${rule}`, { ...PARAMS, ...MORE }), rule).not.toMatch(/[{}]|ken\./);
    },
  );

  it("a card list error names the CSV line and the column, Italian first", () => {
    const result = parseKenCardsCsv("nome,tipo,morale,attacco\nBat,Personaggio,buona,1\nRaoul,Maestro,malvagia,tre\n");
    const error = result.errors.find((e) => e.field === "attacco")!;
    expect(explainKenListError(it_, error)).toBe("riga 3, campo «attacco»: non è un numero intero");
    expect(explainKenListError(en, error)).toBe("line 3, field “attacco”: not a whole number");
  });

  it("a value of the wrong kind says what was expected, in words", () => {
    const error = parseKenCardsJson(["Bat"]).errors[0]!;
    expect(explainKenListError(it_, error)).toBe("carta [0]: valore del tipo sbagliato: serve un oggetto");
    expect(
      explainKenListError(en, { rule: "wrong_type", index: 0, field: "bordo_giallo", params: { expected: "boolean" } }),
    ).toBe("card [0], field “bordo_giallo”: wrong kind of value: yes or no expected");
  });

  it("a duplicate names both lines; a JSON deck entry its section and index", () => {
    const result = parseKenCardsCsv(
      "nome,tipo,morale,attacco,difesa,resistenza\nBat,Personaggio,buona,1,1,2\nbat,Personaggio,blu,1,1,2\n",
    );
    expect(explainKenListError(it_, result.errors[0]!)).toBe(
      "riga 3, campo «nome»: «bat» (Personaggio) è la stessa carta della riga 2: stesso Nome e Tipo",
    );
    const json = parseKenDeckJson(catalog, { futuro: [{ n: 1, nome: "Yuda" }] });
    expect(explainKenListError(en, json.errors[0]!)).toBe("futuro[0], field “nome”: no card is named “Yuda”");
  });

  it("a deck rule cites its line and its rulebook section", () => {
    const lines = futuro(75);
    lines[0] = [6, "Bat (Personaggio)"];
    const check = validateKenDeck(parse({ Futuro: lines }).deck, "standard");
    expect(explainKenViolation(it_, check.violations[0]!)).toBe(
      "riga 2: «Bat» (Personaggio) compare 6 volte: al massimo 5 carte uguali (stesso Nome e Tipo) (Creazione del Mazzo da Gioco)",
    );
    const short = validateKenDeck(parseKenDeckText(catalog, "10 Kenshiro (Maestro)").deck, "torneo");
    expect(explainKenViolation(en, short.violations[0]!)).toBe(
      "the Futuro has 10 cards: Gioco Torneo needs at least 90 (the Mazzo Episodio does not count) (Creazione del Mazzo da Gioco)",
    );
  });
});

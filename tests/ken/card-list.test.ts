// Ken card lists in CSV and JSON (docs/ken-card-list.md): what a card carries ("La Carta"), zod
// validation with every error naming its CSV line or JSON index and its field, and identity by
// Name and Type ("Nome e Tipo").
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseKenCardsCsv, parseKenCardsJson, KEN_CSV_COLUMNS, type KenCard } from "@/engine/ken";
import { CARDS_CSV, CARDS_JSON, catalog } from "./fixtures";

const HEADER = KEN_CSV_COLUMNS.join(",");
/** A CSV of our columns; each row is the cells after nome,tipo in column order, or a whole row. */
const csv = (...rows: string[]) => [HEADER, ...rows].join("\n") + "\n";
const errorsOf = (result: ReturnType<typeof parseKenCardsCsv>) => (result.ok ? [] : result.errors);

// nome,tipo,vita,bordo_giallo,scuola,cognome,morale,attacco,difesa,resistenza,verdi,ocra,capacita,limitazione,unica
const BAT = "Bat,Personaggio,,no,,,buona,1,1,2,0,0,,,no";
const card = (overrides: Partial<Record<keyof KenCard | "colore", unknown>>) => ({
  nome: "Bat",
  tipo: "Personaggio",
  morale: "buona",
  attacco: 1,
  difesa: 1,
  resistenza: 2,
  ...overrides,
});

describe("Ken card list: the fixture", () => {
  it("reads our 30-card CSV, and the JSON of the same cards gives the same catalog", () => {
    expect(catalog.cards).toHaveLength(30);
    const json = parseKenCardsJson(JSON.parse(readFileSync(CARDS_JSON, "utf8")));
    expect(json.ok).toBe(true);
    expect(json.catalog?.cards).toEqual(catalog.cards);
    expect(parseKenCardsCsv(readFileSync(CARDS_CSV, "utf8")).catalog?.cards).toEqual(catalog.cards);
  });

  it("holds every field the rulebook's card carries, normalized", () => {
    expect(catalog.byKey.get("kenshiro, successore di hokuto|Maestro")).toEqual({
      nome: "Kenshiro, Successore di Hokuto",
      tipo: "Maestro",
      vita: "SuperVita",
      bordo_giallo: false,
      scuola: ["Hokuto"],
      cognome: "Hokuto",
      morale: ["buona"],
      attacco: 6,
      difesa: 4,
      resistenza: 7,
      punti_ordine: { verdi: 3, ocra: 0 },
      capacita: "Non può essere Cercata.",
      limitazione: "Una sola in gioco per protagonista",
      unica: false,
    });
    // «Bicolore: alcune carte possono avere 2 colori»; "blu" is buona, "rossa" malvagia, "grigia" neutrale.
    expect(catalog.byKey.get("milizia del villaggio|Esercito")?.morale).toEqual(["buona", "neutrale"]);
    expect(catalog.byKey.get("tristezza|Spirito")?.morale).toEqual(["buona"]);
    expect(catalog.byKey.get("cavallo kokuoh|Speciale")).toMatchObject({
      morale: ["malvagia"],
      unica: true,
      attacco: 2,
    });
    expect(catalog.byKey.get("lin|Personaggio")?.bordo_giallo).toBe(true);
    expect(catalog.byKey.get("juza|Personaggio")).toMatchObject({ vita: "SuperVita", resistenza: "X", scuola: [] });
    expect(catalog.byKey.get("hokuto hyakuretsu ken|Tecnica")?.attacco).toBe(2);
    expect(catalog.byKey.get("villaggio di bat|Luogo Abitato")?.punti_ordine).toEqual({ verdi: 1, ocra: 3 });
  });

  it("«Nome e Tipo … determinano l'unicità della carta»: the same Name with two Types is two cards", () => {
    expect(catalog.byName.get("tempesta di sabbia")?.map((c) => c.tipo)).toEqual(["Evento", "Luogo Disabitato"]);
  });
});

describe("Ken card list: CSV", () => {
  it("reads words leniently: case, accents, aliases, sì/no, ';' as the delimiter, quoted newlines", () => {
    const text = [
      "Nome;Tipo;Vita;Bordo Giallo;Scuola;Morale;Attacco;Difesa;Capacità;Punti Ordine Verdi",
      'Ryuken;maestro;VITA;SÌ;hokuto gemma|Hokuto;Blu;3;3;"Prima riga;',
      'seconda riga";2',
      "Colpo Segreto;Critici;;x;Cento;grigio;;;;",
    ].join("\r\n");
    const result = parseKenCardsCsv(text);
    expect(result.errors).toEqual([]);
    expect(result.catalog?.cards).toEqual([
      expect.objectContaining({
        nome: "Ryuken",
        tipo: "Maestro",
        vita: "Vita",
        bordo_giallo: true,
        scuola: ["Gemma dell'Hokuto", "Hokuto"],
        morale: ["buona"],
        capacita: "Prima riga;\nseconda riga",
        punti_ordine: { verdi: 2, ocra: 0 },
      }),
      expect.objectContaining({
        nome: "Colpo Segreto",
        tipo: "Critico",
        bordo_giallo: true,
        scuola: ["Cento"],
        morale: ["neutrale"],
      }),
    ]);
  });

  it("names the line and the column of each bad cell", () => {
    const result = parseKenCardsCsv(
      csv(
        BAT,
        "Raoul,Maestro,Vita,no,Hokuto,,malvagia,tre,3,,2,0,,,no",
        "Villaggio,Luogo,,no,,,buona,,,,1,3,,,no",
        ",Evento,,forse,,,viola,,,,-1,0,,,no",
      ),
    );
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual([
      { rule: "not_integer", line: 3, field: "attacco" },
      expect.objectContaining({ rule: "not_one_of", line: 4, field: "tipo" }),
      { rule: "required", line: 5, field: "nome" },
      {
        rule: "bad_yes_no",
        line: 5,
        field: "bordo_giallo",
        params: { value: "forse", yes: "sì, si, s, yes, y, true, 1, x", no: "no, n, false, 0" },
      },
      expect.objectContaining({ rule: "not_one_of", line: 5, field: "morale" }),
      { rule: "out_of_range", line: 5, field: "punti_ordine_verdi", params: { min: 0, max: 999 } },
    ]);
    expect(result.errors[1]?.params?.values).toContain("Luogo Abitato");
  });

  it("counts lines as a spreadsheet shows them: a quoted newline moves the next record's line", () => {
    const result = parseKenCardsCsv(
      csv(
        'Bat,Personaggio,,no,,,buona,1,1,2,0,0,"Pesca 1 carta.\nPoi scarta.",,no',
        "Rei,Personaggio,Vita,no,Nanto,,buona,3,2,2,1,0,,,no",
      ),
    );
    expect(result.errors).toEqual([{ rule: "resistenza_with_vita", line: 4, field: "resistenza" }]);
  });

  it("refuses unknown and missing columns, naming them on line 1 with the columns there are", () => {
    const columns = KEN_CSV_COLUMNS.join(", ");
    expect(errorsOf(parseKenCardsCsv("nome,tipo,colore,punti_verdi,morale\nBat,Evento,blu,1,buona\n"))).toEqual([
      { rule: "unknown_column", line: 1, field: "colore", params: { columns } },
      { rule: "unknown_column", line: 1, field: "punti_verdi", params: { columns } },
    ]);
    expect(errorsOf(parseKenCardsCsv("nome,tipo\nBat,Evento\n"))).toEqual([
      { rule: "missing_column", line: 1, field: "morale" },
    ]);
  });

  // Issue 33 §8: a missing column was reported alone, the rows' errors only on the next upload.
  it("reports the header's problems and every row's errors at once, each with its line; a missing column once", () => {
    const text = [
      "nome,tipo,vita,attacco,difesa,resistenza,colore",
      "Kenshiro,Maestro,sì,4,3,,blu",
      "Raoul,Maestro,forse,tre,3,,rossa",
      "Bat,Personaggio,no,1,1,,blu",
      "Toki,Maestro,si,3,3,2,blu",
    ].join("\n");
    expect(errorsOf(parseKenCardsCsv(text))).toEqual([
      expect.objectContaining({ rule: "unknown_column", line: 1, field: "colore" }),
      { rule: "missing_column", line: 1, field: "morale" },
      expect.objectContaining({
        rule: "bad_vita",
        line: 3,
        field: "vita",
        params: expect.objectContaining({ value: "forse" }),
      }),
      { rule: "not_integer", line: 3, field: "attacco" },
      // The checks that need the missing column's value run all the same (a stand-in alignment).
      { rule: "resistenza_missing", line: 4, field: "resistenza", params: { vita: "none" } },
      { rule: "resistenza_with_vita", line: 5, field: "resistenza" },
    ]);
    // Without a type, the checks that need it cannot run; the column is said once, not on each row.
    expect(errorsOf(parseKenCardsCsv("nome,morale,attacco\nBat,buona,tre\nLin,buona,1\n"))).toEqual([
      { rule: "missing_column", line: 1, field: "tipo" },
      { rule: "not_integer", line: 2, field: "attacco" },
    ]);
    // Without names, no row is another's duplicate.
    expect(errorsOf(parseKenCardsCsv("tipo,morale\nEvento,buona\nEvento,buona\n"))).toEqual([
      { rule: "missing_column", line: 1, field: "nome" },
    ]);
  });

  it("vita: Vita or SuperVita, yes (sì/si/yes/y/true/1) is a Vita, no (no/n/false/0/nessuna/empty) none, any case", () => {
    const rows = ["sì", "SI", "Yes", "y", "TRUE", "1", "Vita", "supervita", "no", "N", "False", "0", "nessuna", ""];
    const text = [
      "nome,tipo,vita,morale,attacco,difesa,resistenza",
      ...rows.map(
        (vita, i) =>
          `P${i},Personaggio,${vita},buona,1,1,${vita === "supervita" ? "X" : /^(sì|si|yes|y|true|1|vita)$/i.test(vita) ? "" : "2"}`,
      ),
    ].join("\n");
    const result = parseKenCardsCsv(text);
    expect(result.errors).toEqual([]);
    expect(result.catalog!.cards.map((c) => c.vita)).toEqual([
      ...Array(7).fill("Vita"),
      "SuperVita",
      ...Array(6).fill("none"),
    ]);
    const bad = parseKenCardsCsv("nome,tipo,vita,morale,attacco,difesa\nRaoul,Maestro,forse,malvagia,5,3\n");
    expect(bad.errors).toEqual([
      {
        rule: "bad_vita",
        line: 2,
        field: "vita",
        params: { value: "forse", yes: "sì, si, s, yes, y, true, 1, x", no: "no, n, false, 0" },
      },
    ]);
    // JSON: true and false too.
    expect(parseKenCardsJson([card({ tipo: "Maestro", vita: true, resistenza: null })]).catalog?.cards[0]?.vita).toBe(
      "Vita",
    );
  });

  it("bordo_giallo and unica: sì/si/yes/y/true/1 and no/n/false/0 (or empty) in any case; anything else names them", () => {
    const yes = ["sì", "Si", "YES", "y", "True", "1"];
    const no = ["no", "N", "FALSE", "0", ""];
    const text = [
      "nome,tipo,morale,bordo_giallo,unica",
      ...[...yes, ...no].map((v, i) => `E${i},Evento,buona,${v},${v}`),
    ].join("\n");
    const result = parseKenCardsCsv(text);
    expect(result.errors).toEqual([]);
    expect(result.catalog!.cards.map((c) => [c.bordo_giallo, c.unica])).toEqual([
      ...yes.map(() => [true, true]),
      ...no.map(() => [false, false]),
    ]);
    expect(parseKenCardsCsv("nome,tipo,morale,unica\nE,Evento,buona,forse\n").errors).toEqual([
      expect.objectContaining({ rule: "bad_yes_no", line: 2, field: "unica" }),
    ]);
  });

  it("refuses a row whose cells do not match the header, and a quote never closed", () => {
    expect(errorsOf(parseKenCardsCsv(csv(BAT, "Lin,Personaggio,,sì")))).toEqual([
      { rule: "bad_csv", line: 3, params: { reason: "cells", cells: 4, columns: 15 } },
    ]);
    expect(errorsOf(parseKenCardsCsv(csv(BAT, 'Lin,Personaggio,,sì,,,buona,0,1,1,1,0,"Pesca,,no')))).toEqual([
      { rule: "bad_csv", line: 3, params: { reason: "quote" } },
    ]);
  });

  it("an empty list is refused", () => {
    expect(errorsOf(parseKenCardsCsv(HEADER + "\n"))).toEqual([{ rule: "empty_list" }]);
    expect(errorsOf(parseKenCardsCsv(""))).toEqual([{ rule: "empty_list" }]);
  });
});

describe("Ken card list: identity by Name and Type", () => {
  it("a card with another's Name and Type is a duplicate naming both lines, whatever its case, accents or values", () => {
    const result = parseKenCardsCsv(
      csv(BAT, "Rei,Personaggio,Vita,no,Nanto,,buona,3,2,,1,0,,,no", "BAT,personaggio,,no,,,malvagia,2,2,3,0,0,,,no"),
    );
    expect(result.errors).toEqual([
      {
        rule: "duplicate_card",
        line: 4,
        field: "nome",
        params: { nome: "BAT", tipo: "Personaggio", first: 2, firstKind: "line" },
      },
    ]);
    const json = parseKenCardsJson([
      card({}),
      card({ nome: "Kenshiro", tipo: "Maestro", vita: "Vita", resistenza: null }),
      card({ nome: " bàt " }),
    ]);
    expect(json.errors).toEqual([
      {
        rule: "duplicate_card",
        index: 2,
        field: "nome",
        params: { nome: "bàt", tipo: "Personaggio", first: 0, firstKind: "index" },
      },
    ]);
  });

  it("the same Name with another Type is not a duplicate", () => {
    expect(
      parseKenCardsJson([card({}), card({ tipo: "Evento", attacco: null, difesa: null, resistenza: null })]).ok,
    ).toBe(true);
  });
});

describe("Ken card list: JSON and what a card must carry", () => {
  it("names the index and the field, unknown fields included", () => {
    const result = parseKenCardsJson([
      card({}),
      card({ nome: "Lin", colore: "blu", punti_ordine: { verdi: 1, rossi: 2 } }),
      "Bat",
    ]);
    expect(result.errors).toEqual([
      { rule: "unknown_field", index: 1, field: "punti_ordine.rossi" },
      { rule: "unknown_field", index: 1, field: "colore" },
      { rule: "wrong_type", index: 2, field: "", params: { expected: "object" } },
    ]);
    expect(parseKenCardsJson({ carte: [] }).errors).toEqual([{ rule: "not_a_list" }]);
    expect(parseKenCardsJson([]).errors).toEqual([{ rule: "empty_list" }]);
    expect(parseKenCardsJson(Array.from({ length: 5001 }, () => card({}))).errors).toEqual([
      { rule: "too_many_cards", params: { count: 5001, max: 5000 } },
    ]);
  });

  it("«Tutti i Maestri e alcuni Personaggi ed Eserciti possono averla» (Vita): no Vita on other types, none missing on a Maestro", () => {
    expect(parseKenCardsJson([card({ tipo: "Evento", vita: "Vita", resistenza: null })]).errors).toEqual([
      { rule: "vita_not_protagonista", index: 0, field: "vita", params: { tipo: "Evento" } },
    ]);
    expect(parseKenCardsJson([card({ tipo: "Maestro" })]).errors).toEqual([
      { rule: "maestro_without_vita", index: 0, field: "vita" },
    ]);
  });

  it("the Vita «al posto di un numero nell'ovale della Resistenza»; a SuperVita holds «un numero o una X»", () => {
    expect(parseKenCardsJson([card({ vita: "Vita", resistenza: 2 })]).errors).toEqual([
      { rule: "resistenza_with_vita", index: 0, field: "resistenza" },
    ]);
    expect(parseKenCardsJson([card({ vita: "SuperVita", resistenza: null })]).errors).toEqual([
      { rule: "resistenza_missing", index: 0, field: "resistenza", params: { vita: "SuperVita" } },
    ]);
    expect(parseKenCardsJson([card({ resistenza: "X" })]).errors).toEqual([
      { rule: "resistenza_x_without_supervita", index: 0, field: "resistenza" },
    ]);
    expect(parseKenCardsJson([card({ resistenza: "molta" })]).errors).toEqual([
      { rule: "bad_resistenza", index: 0, field: "resistenza" },
    ]);
    expect(parseKenCardsJson([card({ vita: "supervita", resistenza: "x" })]).catalog?.cards[0]).toMatchObject({
      vita: "SuperVita",
      resistenza: "X",
    });
  });

  it("«Come tutti i Protagonisti possiedono tre valori di combattimento: Attacco, Difesa e Resistenza»", () => {
    expect(parseKenCardsJson([card({ tipo: "Esercito", attacco: null, resistenza: null })]).errors).toEqual([
      { rule: "values_missing", index: 0, field: "attacco", params: { tipo: "Esercito" } },
      { rule: "resistenza_missing", index: 0, field: "resistenza", params: { vita: "none" } },
    ]);
  });

  it("morale is required, one or two («Bicolore») different alignments; schools are the rulebook's, not repeated", () => {
    expect(parseKenCardsJson([card({ morale: undefined })]).errors).toEqual([
      { rule: "required", index: 0, field: "morale" },
    ]);
    expect(parseKenCardsJson([card({ morale: ["buona", "malvagia", "neutrale"] })]).errors).toEqual([
      { rule: "too_many_values", index: 0, field: "morale", params: { max: 2 } },
    ]);
    expect(parseKenCardsJson([card({ morale: "blu|buona" })]).errors).toEqual([
      { rule: "repeated_value", index: 0, field: "morale", params: { value: "buona" } },
    ]);
    expect(parseKenCardsJson([card({ scuola: ["Hokuto", "Kung Fu"] })]).errors).toEqual([
      expect.objectContaining({ rule: "not_one_of", index: 0, field: "scuola" }),
    ]);
  });

  it("Tipi di Carte, «Le carte che seguono regole personalizzate • ATIPICHE»: an Atipica is a type of its own", () => {
    const atipica = { nome: "Copia Perfetta", morale: "neutrale", capacita: "Copia un'altra carta." };
    const json = parseKenCardsJson([{ ...atipica, tipo: "Atipica" }]);
    expect(json.ok ? json.catalog.cards.map((c) => c.tipo) : json.errors).toEqual(["Atipica"]);
    // The rulebook's list prints the plural; in CSV, as any type, in any case.
    expect(parseKenCardsJson([{ ...atipica, tipo: "ATIPICHE" }]).ok).toBe(true);
    const row = parseKenCardsCsv(csv("Copia Perfetta,atipiche,,no,,,grigia,,,,0,0,,,no"));
    expect(row.ok ? row.catalog.cards[0]!.tipo : row.errors).toBe("Atipica");
    // Not a Protagonista: no Vita of its own (R7).
    expect(parseKenCardsJson([{ ...atipica, tipo: "Atipica", vita: "Vita" }]).errors).toEqual([
      { rule: "vita_not_protagonista", index: 0, field: "vita", params: { tipo: "Atipica" } },
    ]);
  });

  it("a list with one bad card gives no catalog (all or nothing)", () => {
    const result = parseKenCardsJson([card({}), card({ nome: "Lin", attacco: 1.5 })]);
    expect(result).toEqual({ ok: false, errors: [{ rule: "not_integer", index: 1, field: "attacco" }] });
  });
});

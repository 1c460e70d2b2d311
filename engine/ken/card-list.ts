// A Ken card list from JSON or CSV (docs/ken-card-list.md): every card validated, every problem
// named by its line (CSV) or index (JSON) and field; a card that is another's Name and Type is a
// duplicate naming both ("una carta è sempre considerata uguale ad un'altra se possiede lo stesso
// Nome e Tipo"). All or nothing: a list with any error gives no catalog.
import { readKenCard } from "./card-schema";
import { readCsv } from "./csv";
import { cardKey, nameKey } from "./normalize";
import type { KenCard, KenCatalog, KenListError } from "./types";

export const MAX_KEN_CARDS = 5000;

/** CSV columns: the JSON fields, punti_ordine split by colour (the page's format help lists them). */
export const KEN_CSV_COLUMNS = [
  "nome",
  "tipo",
  "vita",
  "bordo_giallo",
  "scuola",
  "cognome",
  "morale",
  "attacco",
  "difesa",
  "resistenza",
  "punti_ordine_verdi",
  "punti_ordine_ocra",
  "capacita",
  "limitazione",
  "unica",
] as const;
export type KenCsvColumn = (typeof KEN_CSV_COLUMNS)[number];
type Column = KenCsvColumn;
export const KEN_REQUIRED_COLUMNS: readonly Column[] = ["nome", "tipo", "morale"];
/** Values standing in for a missing required column in each row (its error is the header's): a name
 * of its own per line, so that no two rows are duplicates, and any alignment. The type has none: the
 * checks that need it cannot run without it. */
const STAND_IN: Partial<Record<Column, (line: number) => string>> = {
  nome: (line) => `#${line}`,
  morale: () => "neutrale",
};

export type KenCardListResult =
  { ok: true; catalog: KenCatalog; errors: [] } | { ok: false; catalog?: undefined; errors: KenListError[] };

interface Placed {
  card: KenCard;
  where: { line: number } | { index: number };
}

export function buildKenCatalog(cards: readonly KenCard[]): KenCatalog {
  const byKey = new Map<string, KenCard>();
  const byName = new Map<string, KenCard[]>();
  for (const card of cards) {
    byKey.set(cardKey(card.nome, card.tipo), card);
    const key = nameKey(card.nome);
    byName.set(key, [...(byName.get(key) ?? []), card]);
  }
  return { cards, byKey, byName };
}

function finish(placed: Placed[], errors: KenListError[]): KenCardListResult {
  const first = new Map<string, Placed>();
  for (const entry of placed) {
    const key = cardKey(entry.card.nome, entry.card.tipo);
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, entry);
      continue;
    }
    const was =
      "line" in earlier.where
        ? { first: earlier.where.line, firstKind: "line" }
        : { first: earlier.where.index, firstKind: "index" };
    errors.push({
      rule: "duplicate_card",
      ...entry.where,
      field: "nome",
      params: { nome: entry.card.nome, tipo: entry.card.tipo, ...was },
    });
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, catalog: buildKenCatalog(placed.map((p) => p.card)), errors: [] };
}

function sizeError(count: number): KenListError | undefined {
  if (count === 0) return { rule: "empty_list" };
  if (count > MAX_KEN_CARDS) return { rule: "too_many_cards", params: { count, max: MAX_KEN_CARDS } };
}

/** Cards validated between two yields of a stepped parse: a few milliseconds of work. */
export const KEN_STEP_CARDS = 100;

/** Steps of a parse, yielding between batches of cards: a server runs them with pauses between, so
 * that a 5 000-card list never holds its event loop for long; `runSteps` runs them
 * at once. */
export type KenSteps = Generator<void, KenCardListResult, void>;

export function runSteps(steps: KenSteps): KenCardListResult {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** A JSON array of cards in the format of docs/ken-card-list.md. */
export function parseKenCardsJson(data: unknown): KenCardListResult {
  return runSteps(kenCardsJsonSteps(data));
}

export function* kenCardsJsonSteps(data: unknown): KenSteps {
  if (!Array.isArray(data)) return { ok: false, errors: [{ rule: "not_a_list" }] };
  const tooBig = sizeError(data.length);
  if (tooBig) return { ok: false, errors: [tooBig] };
  const placed: Placed[] = [];
  const errors: KenListError[] = [];
  for (let index = 0; index < data.length; index++) {
    if (index > 0 && index % KEN_STEP_CARDS === 0) yield;
    const read = readKenCard(data[index]);
    if ("card" in read) placed.push({ card: read.card, where: { index } });
    else errors.push(...read.errors.map((e) => ({ ...e, index })));
  }
  return finish(placed, errors);
}

const headerKey = (h: string) => nameKey(h).replace(/[\s-]+/g, "_");
const INTEGER = /^[+-]?\d+$/;

/** A cell as the JSON value it stands for; what is not a number stays text, for the schema to refuse. */
function cellValue(column: Column, raw: string): unknown {
  const cell = raw.trim();
  switch (column) {
    case "attacco":
    case "difesa":
    case "punti_ordine_verdi":
    case "punti_ordine_ocra":
      if (cell === "") return column.startsWith("punti") ? undefined : null;
      return INTEGER.test(cell) ? Number(cell) : cell;
    case "resistenza":
      if (cell === "") return null;
      return INTEGER.test(cell) ? Number(cell) : cell;
    case "cognome":
      return cell === "" ? null : cell;
    default:
      return cell;
  }
}

/** A CSV card list: a header row naming the columns (any order; "," or ";"), one card per row. */
export function parseKenCardsCsv(text: string): KenCardListResult {
  return runSteps(kenCardsCsvSteps(text));
}

export function* kenCardsCsvSteps(text: string): KenSteps {
  const read = readCsv(text);
  yield;
  if (!read.ok) return { ok: false, errors: [{ rule: "bad_csv", line: read.line, params: { reason: "quote" } }] };
  const [header, ...rows] = read.records;
  if (!header) return { ok: false, errors: [{ rule: "empty_list" }] };
  const columns = header.cells.map(headerKey);
  const errors: KenListError[] = [];
  // The header's problems and every row's come in one answer: an unknown or repeated column is left
  // out of the rows, a missing required one is said once (not on every row).
  const used = columns.map((column, i): Column | null => {
    if (!(KEN_CSV_COLUMNS as readonly string[]).includes(column)) {
      const field = header.cells[i]?.trim() ?? "";
      errors.push({
        rule: "unknown_column",
        line: header.line,
        field,
        params: { columns: KEN_CSV_COLUMNS.join(", ") },
      });
      return null;
    }
    if (columns.indexOf(column) === i) return column as Column;
    errors.push({ rule: "repeated_value", line: header.line, field: column, params: { value: column } });
    return null;
  });
  const missing = KEN_REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  for (const column of missing) errors.push({ rule: "missing_column", line: header.line, field: column });
  const tooBig = sizeError(rows.length);
  if (tooBig) return { ok: false, errors: [...errors, tooBig] };

  const placed: Placed[] = [];
  for (const [n, row] of rows.entries()) {
    if (n > 0 && n % KEN_STEP_CARDS === 0) yield;
    if (row.cells.length !== columns.length) {
      errors.push({
        rule: "bad_csv",
        line: row.line,
        params: { reason: "cells", cells: row.cells.length, columns: columns.length },
      });
      continue;
    }
    const raw: Record<string, unknown> = {};
    const punti: Record<string, unknown> = {};
    used.forEach((column, i) => {
      if (column === null) return;
      const value = cellValue(column, row.cells[i] ?? "");
      if (column.startsWith("punti_ordine_")) {
        if (value !== undefined) punti[column.slice("punti_ordine_".length)] = value;
      } else raw[column] = value;
    });
    raw.punti_ordine = punti;
    // A stand-in for a missing column, so that the row's checks that need it still run.
    for (const column of missing) {
      const standIn = STAND_IN[column];
      if (standIn) raw[column] = standIn(row.line);
    }
    const card = readKenCard(raw);
    if ("card" in card) placed.push({ card: card.card, where: { line: row.line } });
    // A CSV names the column, so punti_ordine.verdi is reported as punti_ordine_verdi.
    else
      errors.push(
        ...card.errors
          .filter((e) => !missing.some((column) => column === e.field))
          .map((e) => ({ ...e, line: row.line, ...(e.field ? { field: e.field.replace(".", "_") } : {}) })),
      );
  }
  return finish(placed, errors);
}

// The input rule (lib/http/input-rule.ts) for the text of an uploaded file — a card set, a Ken card
// list: a control character or a lone surrogate is a 400 naming where it is, the line and column
// of a CSV file or the card and field of a JSON one, before anything reaches PostgreSQL (which
// refuses NUL: a 500 there). Nesting deeper than the rule allows is refused the same way.
import { AppError } from "@/lib/errors";
import { inputFault, MAX_DEPTH, textFault, textFaultAt, type InputFault } from "@/lib/http/input-rule";

type Where = { line: number } | { index: number };

function refuse(where: Where, fault: InputFault): never {
  const field = fault.field || "(card)";
  const kind = "line" in where ? "line" : "card";
  const at = "line" in where ? where.line : where.index;
  if (fault.reason === "too_deep")
    throw new AppError("input_too_deep", { max: fault.max }, { ...where, field, reason: fault.reason });
  throw new AppError(
    "file_invalid_text",
    { kind, at, field, char: fault.char },
    { ...where, field, reason: fault.reason, char: fault.char },
  );
}

/** A parsed JSON file: a list of cards is checked card by card (the card's 1-based position in the
 * file and its field are named), anything else as a whole. */
export function assertCleanJsonFile(data: unknown): void {
  for (const _ of cleanJsonFileSteps(data));
}

/** The same in steps, yielding every `every` cards (a server pauses between them). */
export function* cleanJsonFileSteps(data: unknown, every = 500): Generator<void, void, void> {
  if (!Array.isArray(data)) {
    const fault = inputFault(data);
    if (fault) refuse({ index: 0 }, fault);
    return;
  }
  for (let i = 0; i < data.length; i++) {
    if (i > 0 && i % every === 0) yield;
    // The list itself is one level.
    const fault = inputFault(data[i], MAX_DEPTH - 1);
    if (fault) refuse({ index: i + 1 }, fault);
  }
}

/** A file's text (CSV, or JSON that did not parse): clean text costs one scan. Otherwise the line of
 * the first bad character (as an editor counts lines) and, for CSV, its column, from `rows` — the
 * file as its reader splits it, header first — asked for only then. */
export function assertCleanText(text: string, rows: () => readonly (readonly string[])[] = () => []): void {
  const at = textFaultAt(text);
  if (!at) return;
  const line = (text.slice(0, at.index).match(/\r\n|\r|\n/g)?.length ?? 0) + 1;
  const records = rows();
  const header = records[0] ?? [];
  let field = "(file)";
  search: for (let r = 0; r < records.length; r++) {
    const cells = records[r]!;
    for (let c = 0; c < cells.length; c++) {
      if (!textFault(cells[c]!)) continue;
      field = r === 0 ? "(header)" : (header[c]?.trim() ?? `#${c + 1}`) || `#${c + 1}`;
      break search;
    }
  }
  refuse({ line }, { field, ...at.fault });
}

// A small RFC 4180 reader that remembers the line each record starts on, so that an error can
// name the line a spreadsheet shows. Quoted cells may hold the delimiter, quotes ("") and newlines.

export interface CsvRecord {
  /** 1-based line of the file the record starts on. */
  line: number;
  cells: string[];
}

export type CsvResult = { ok: true; records: CsvRecord[] } | { ok: false; line: number };

/** The delimiter of the header line: ";" (Italian spreadsheets) when it has more of them than ",". */
export function delimiterOf(text: string): "," | ";" {
  const header = text.split(/\r\n|\r|\n/, 1)[0] ?? "";
  const count = (c: string) => header.split(c).length - 1;
  return count(";") > count(",") ? ";" : ",";
}

/** Reads every record; blank lines are skipped. An unclosed quote fails naming the line it opened on. */
export function readCsv(input: string, delimiter: "," | ";" = delimiterOf(input)): CsvResult {
  const text = input.replace(/^\uFEFF/, "");
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let line = 1;
  let start = 1;
  let quoted = false;
  let quoteLine = 0;
  let touched = false;
  const endRecord = () => {
    cells.push(cell);
    if (touched || cells.length > 1 || cell.trim() !== "") records.push({ line: start, cells });
    cells = [];
    cell = "";
    touched = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else if (c === "\r" && text[i + 1] === "\n") continue;
      else {
        // A newline inside a cell is kept as "\n", whichever the file's line ends.
        if (c === "\n" || c === "\r") line++;
        cell += c === "\r" ? "\n" : c;
      }
      continue;
    }
    if (c === '"' && cell.trim() === "") {
      quoted = true;
      quoteLine = line;
      touched = true;
      cell = "";
    } else if (c === delimiter) {
      cells.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      endRecord();
      line++;
      start = line;
    } else cell += c;
  }
  if (quoted) return { ok: false, line: quoteLine };
  if (cell !== "" || cells.length > 0 || touched) endRecord();
  return { ok: true, records };
}

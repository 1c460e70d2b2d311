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
  // Cells are cut out of the text in runs between special characters, never built a character at a
  // time: a 5 MB list read so made millions of string pieces (seconds of work).
  const special = delimiter === "," ? /[,"\r\n]/g : /[;"\r\n]/g;
  let i = 0;
  while (i < text.length) {
    if (quoted) {
      const q = text.indexOf('"', i);
      if (q === -1) return { ok: false, line: quoteLine };
      const run = text.slice(i, q);
      if (/[\r\n]/.test(run)) {
        // A newline inside a cell is kept as "\n", whichever the file's line ends.
        line += run.match(/\r\n|\r|\n/g)!.length;
        cell += run.replace(/\r\n|\r/g, "\n");
      } else cell += run;
      if (text[q + 1] === '"') {
        cell += '"';
        i = q + 2;
      } else {
        quoted = false;
        i = q + 1;
      }
      continue;
    }
    special.lastIndex = i;
    const m = special.exec(text);
    const at = m ? m.index : text.length;
    if (at > i) cell += text.slice(i, at);
    if (!m) break;
    const c = text[at];
    if (c === '"') {
      if (cell.trim() === "") {
        quoted = true;
        quoteLine = line;
        touched = true;
        cell = "";
      } else cell += '"';
      i = at + 1;
    } else if (c === delimiter) {
      cells.push(cell);
      cell = "";
      i = at + 1;
    } else {
      i = at + (c === "\r" && text[at + 1] === "\n" ? 2 : 1);
      endRecord();
      line++;
      start = line;
    }
  }
  if (quoted) return { ok: false, line: quoteLine };
  if (cell !== "" || cells.length > 0 || touched) endRecord();
  return { ok: true, records };
}

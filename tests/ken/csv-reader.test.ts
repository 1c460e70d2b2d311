// The Ken CSV reader (engine/ken/csv.ts): RFC 4180 quoting, the line each record starts on, and
// (issue 30 §7) a 5 MB list read in runs rather than a character at a time — the same records.
import { describe, expect, it } from "vitest";
import { readCsv } from "@/engine/ken/csv";

const records = (text: string, delimiter?: "," | ";") => {
  const r = readCsv(text, delimiter);
  return r.ok ? r.records : r;
};

describe("readCsv", () => {
  it("quotes, doubled quotes, newlines in cells (any line end), and the line each record starts on", () => {
    expect(records('nome,capacita\r\n"Ken","Dice ""Tu sei\r\ngià morto""\rdue"\nBat,x\n')).toEqual([
      { line: 1, cells: ["nome", "capacita"] },
      { line: 2, cells: ["Ken", 'Dice "Tu sei\ngià morto"\ndue'] },
      { line: 5, cells: ["Bat", "x"] },
    ]);
  });

  it("a quote inside an unquoted cell is text; a quote after blanks opens a quoted cell; blank lines are skipped", () => {
    expect(records('a,b\n\nx"y, "z,w"\n\r\n  \nlast,')).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 3, cells: ['x"y', "z,w"] },
      { line: 6, cells: ["last", ""] },
    ]);
    expect(records('a;b\n"1;2";3', ";")).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["1;2", "3"] },
    ]);
  });

  it("an unclosed quote fails naming the line it opened on", () => {
    expect(readCsv('a,b\n1,2\n3,"open\nstill\n')).toEqual({ ok: false, line: 3 });
  });

  it("a 5 000-card list of long cells: every cell whole", () => {
    const long = 'Colpo segreto della scuola di Hokuto, detto ""Hokuto"". '.repeat(15);
    const text = ["nome,capacita", ...Array.from({ length: 5000 }, (_, i) => `Carta ${i},"${long}"`)].join("\n");
    const read = readCsv(text);
    expect(read.ok && read.records.length).toBe(5001);
    expect(read.ok && read.records[5000]).toEqual({ line: 5001, cells: ["Carta 4999", long.replaceAll('""', '"')] });
  });
});

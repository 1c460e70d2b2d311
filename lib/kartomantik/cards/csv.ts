// Our CSV card format (docs/cards-csv.md): one card per row, converted to the community JSON
// shape so that one validator checks both formats.
import Papa from "papaparse";
import { AppError } from "@/lib/errors";
import { SYMBOL, TEMPERAMENTS, type Temperament } from "@/lib/kartomantik/cards/temperaments";

export const CSV_COLUMNS = [
  "set_name",
  "collection_number",
  "id",
  "type",
  "name_en",
  "name_it",
  "subtype_en",
  "subtype_it",
  "temperaments",
  "power",
  "cost",
  "points",
  "effect_en",
  "effect_it",
  "artist",
  "image",
] as const;
const REQUIRED = ["set_name", "collection_number", "type", "name_en", "temperaments", "points"] as const;

const int = (v: string | undefined) =>
  v === undefined || v.trim() === "" ? null : /^-?\d+$/.test(v.trim()) ? Number(v) : NaN;

const lineBreaks = (text: string) => text.match(/\r\n|\r|\n/g)?.length ?? 0;

/** The rows of a CSV card file, header first. A quote left open (it swallows every line after it) or a row with
 * more fields than the header (an unquoted comma: each later column takes the next one's text) is refused naming
 * the row's first line, as an editor counts lines: the cards after it must not silently vanish or shift. */
function csvRows(text: string) {
  const rows: Record<string, string>[] = [];
  let fields: string[] = [];
  Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim().toLowerCase(),
    step: (result) => {
      fields = result.meta.fields ?? fields;
      const bad = result.errors.find((e) => e.type === "Quotes" || e.code === "TooManyFields");
      if (bad) {
        // The cursor is past the row and its line break; the row's own breaks are those inside its (quoted)
        // values — a quote left open holds the file's last break too.
        const lastBreak = /(\r\n|\r|\n)$/;
        const upTo = text.slice(0, result.meta.cursor);
        const values = Object.values(result.data as Record<string, string | string[]>)
          .flat()
          .join("");
        const inRow = lastBreak.test(upTo) ? values.replace(lastBreak, "") : values;
        const line = lineBreaks(upTo.replace(lastBreak, "")) - lineBreaks(inRow) + 1;
        throw new AppError("card_csv_malformed", { line, problem: bad.type === "Quotes" ? "quote" : "fields" });
      }
      rows.push(result.data);
    },
  });
  return { rows, fields };
}

export function parseCardCsv(content: string): unknown[] {
  const { rows, fields: headers } = csvRows(content.replace(/^\uFEFF/, ""));
  const missing = REQUIRED.filter((c) => !headers.includes(c));
  if (missing.length) throw new AppError("unsupported_file", { reason: `CSV columns missing: ${missing.join(", ")}` });
  return rows.map((row) => {
    const temperaments = (row.temperaments ?? "")
      .split(/[|,;/ ]+/)
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean);
    const type = (row.type ?? "").trim();
    const power = int(row.power);
    const cost = int(row.cost);
    // Symbols are derived: one per point of power (manifestations) or tribute (wills).
    const amount = type === "manifestation" ? power : cost;
    const symbolTemps = temperaments.filter((t): t is Temperament => (TEMPERAMENTS as readonly string[]).includes(t));
    let powerCost = "";
    if (typeof amount === "number" && amount > 0 && symbolTemps.length) {
      for (let i = 0; i < amount; i++)
        powerCost += `{${SYMBOL[symbolTemps[Math.floor((i * symbolTemps.length) / amount)] as Temperament]}}`;
    }
    const collectionNumber = int(row.collection_number);
    const setName = (row.set_name ?? "").trim();
    return {
      id: row.id?.trim() || `${setName.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${collectionNumber}`,
      name: (row.name_en ?? "").trim(),
      type,
      subType: row.subtype_en ?? "",
      effect: row.effect_en ?? "",
      cost,
      power,
      powerCost,
      points: int(row.points),
      temperaments,
      colorKey: temperaments[0] ?? "",
      image: row.image?.trim() || null,
      artist: row.artist ?? "",
      collectionNumber,
      setName,
      translations: row.name_it?.trim()
        ? { it: { name: row.name_it.trim(), subType: row.subtype_it ?? "", effect: row.effect_it ?? "" } }
        : undefined,
    };
  });
}

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

export function parseCardCsv(content: string): unknown[] {
  const parsed = Papa.parse<Record<string, string>>(content.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const headers = parsed.meta.fields ?? [];
  const missing = REQUIRED.filter((c) => !headers.includes(c));
  if (missing.length) throw new AppError("unsupported_file", { reason: `CSV columns missing: ${missing.join(", ")}` });
  return parsed.data.map((row) => {
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

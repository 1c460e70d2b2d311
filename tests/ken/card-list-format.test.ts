// The card list format the pages explain (components/ken/KenCardListFormat.tsx, issue 33 §8): its
// examples import as they are, its rows cover every column with the engine's required ones, each row
// has its words in Italian and English, and no text of the app sends the reader to a repository path.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  KEN_CSV_COLUMNS,
  KEN_CSV_EXAMPLE,
  KEN_FORMAT_ROWS,
  KEN_JSON_EXAMPLE,
  KEN_REQUIRED_COLUMNS,
  parseKenCardsCsv,
  parseKenCardsJson,
} from "@/engine/ken";

const messages = (locale: "it" | "en") => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));

describe("the Ken card list format on the pages", () => {
  it("the CSV example imports as it is, with sì and no in its yes/no and Vita columns", () => {
    const result = parseKenCardsCsv(KEN_CSV_EXAMPLE);
    expect(result.errors).toEqual([]);
    expect(result.catalog!.cards.map((c) => [c.nome, c.vita, c.bordo_giallo, c.unica])).toEqual([
      ["Kenshiro", "Vita", false, false],
      ["Bat", "none", false, false],
      ["Lin", "none", true, false],
      ["Villaggio di Bat", "none", false, false],
      ["Cavallo Kokuoh", "none", false, true],
    ]);
    const json = parseKenCardsJson(JSON.parse(KEN_JSON_EXAMPLE));
    expect(json.errors).toEqual([]);
    expect(json.catalog!.cards).toEqual([result.catalog!.cards[0], result.catalog!.cards[3]]);
  });

  it("lists every column once, the required ones as the parser requires them", () => {
    expect(KEN_FORMAT_ROWS.flatMap((r) => r.columns)).toEqual([...KEN_CSV_COLUMNS]);
    expect(KEN_FORMAT_ROWS.filter((r) => r.need === "yes").flatMap((r) => r.columns)).toEqual([
      ...KEN_REQUIRED_COLUMNS,
    ]);
  });

  it.each(["it", "en"] as const)("has the %s words of every row", (locale) => {
    const format = messages(locale).ken.format;
    for (const row of KEN_FORMAT_ROWS) {
      expect(format.cols[row.columns[0]!], row.columns[0]).toEqual(expect.any(String));
      expect(format.need[row.need], row.need).toEqual(expect.any(String));
    }
  });

  it.each(["it", "en"] as const)("no %s text points to a file of the repository", (locale) => {
    expect(JSON.stringify(messages(locale))).not.toMatch(/docs\/|\.md\b/);
  });
});

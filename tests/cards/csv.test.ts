import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { CatalogError, importCatalog, parseCatalogFile } from "@/lib/kartomantik/cards/import";
import { AppError } from "@/lib/errors";
import { unique } from "../setup/fixtures";

const header = "set_name,collection_number,type,name_en,name_it,temperaments,power,cost,points,effect_en,effect_it";

describe("CSV card format (docs/cards-csv.md)", () => {
  it("imports manifestations and wills, deriving symbols from power or tribute", async () => {
    const set = unique("Csv");
    const csv = [
      header,
      `${set},1,manifestation,Ember Fox,Volpe di Brace,choleric,3,,20,"Support.","Supporto."`,
      `${set},2,persistent_will,Twin Tide,Marea Gemella,vitreous|melancholic,,4,0,"Draw a card.","Pesca una carta."`,
    ].join("\n");
    const summary = await importCatalog(parseCatalogFile("set.csv", csv), { source: "cli" });
    expect(summary).toMatchObject({ total: 2, created: 2 });
    const cards = await db().card.findMany({ where: { setId: summary.setId }, orderBy: { collectionNumber: "asc" } });
    expect(cards.map((c) => [c.nameIt, c.symbols, c.temperaments])).toEqual([
      ["Volpe di Brace", "{R}{R}{R}", ["choleric"]],
      ["Marea Gemella", "{B}{B}{P}{P}", ["vitreous", "melancholic"]],
    ]);
  });

  it("names the bad row's collection number and field", async () => {
    const set = unique("CsvBad");
    const csv = [
      header,
      `${set},1,manifestation,Ok,Ok,choleric,1,,5,,`,
      `${set},2,manifestation,Bad,Male,choleric,2,,12,,`,
    ].join("\n");
    const err = (await importCatalog(parseCatalogFile("set.csv", csv), { source: "cli" }).catch(
      (e) => e,
    )) as CatalogError;
    expect(err.problems).toEqual([expect.objectContaining({ collectionNumber: 2, field: "points" })]);
  });

  it("refuses a CSV without the required columns", () => {
    expect(() => parseCatalogFile("x.csv", "name,points\nA,5")).toThrow(AppError);
  });
});

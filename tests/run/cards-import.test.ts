// `npm run cards:import -- FILE`: one JSON summary line per imported file; a bad file imports
// nothing, names each bad card and exits 1.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { miniCatalog, unique } from "../setup/fixtures";

const cli = (...files: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", "scripts/cards-import.ts", ...files], {
    env: process.env,
    encoding: "utf8",
    timeout: 60_000,
  });

describe("cards:import CLI", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "bazaar-cli-"));

  it("imports a JSON catalog and a CSV, printing a summary per file", () => {
    const json = path.join(dir, "mini.json");
    const cards = miniCatalog(unique("CliJson"), 4);
    writeFileSync(json, JSON.stringify(cards));
    const csvSet = unique("CliCsv");
    const csv = path.join(dir, "mini.csv");
    writeFileSync(
      csv,
      `set_name,collection_number,type,name_en,temperaments,power,points\n${csvSet},1,manifestation,Solo,hollow,2,10\n`,
    );
    const run = cli(json, csv);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const lines = run.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.setName, l.total, l.created])).toEqual([
      [cards[0]!.setName, 4, 4],
      [csvSet, 1, 1],
    ]);
  });

  it("refuses a bad file whole, naming the card and field", async () => {
    const cards = miniCatalog(unique("CliBad"), 4);
    cards[2]!.points = 12;
    const file = path.join(dir, "bad.json");
    writeFileSync(file, JSON.stringify(cards));
    const run = cli(file);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`#${cards[2]!.collectionNumber}`);
    expect(run.stderr).toContain("points: must be a multiple of 5");
    expect(await db().cardSet.count({ where: { name: cards[0]!.setName } })).toBe(0);
  });
});

// vitest's split by need (issue 31 §3): which files run in the "db" project, beside its PostgreSQL, and which in
// "unit", which starts none (tests/setup/needs-database.ts).
import path from "node:path";
import { describe, expect, it } from "vitest";
import { databaseClassifier, splitTestFiles } from "@/tests/setup/needs-database";

const root = path.resolve(import.meta.dirname, "../..");

describe("which test files need PostgreSQL", () => {
  const needs = databaseClassifier(root);

  it("a file whose imports reach the database client (through lib/ and test setups) does", () => {
    expect(needs("tests/write/aggregates.test.ts")).toBe(true);
    expect(needs("tests/games/tables.test.ts")).toBe(true);
  });

  it("a file that reads DATABASE_URL itself does; the pure engine and unit files do not", () => {
    expect(needs("tests/cards/set-versions-migration.test.ts")).toBe(true);
    expect(needs("tests/write/kernel.test.ts")).toBe(false);
    expect(needs("tests/env.test.ts")).toBe(false);
    expect(needs("tests/kartomantik/modes/sim-cli.test.ts")).toBe(false);
  });

  it("every test file is in exactly one of the two", () => {
    const { database, pure } = splitTestFiles(root, ["tests", "engine", "lib"]);
    expect(database.filter((f) => pure.includes(f))).toEqual([]);
    expect(database).toContain("tests/db/transaction-limit.test.ts");
    expect(pure).toContain("tests/testing/select.test.ts");
  });
});

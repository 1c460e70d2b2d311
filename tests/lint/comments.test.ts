// Code comments say why, not which issue asked for it: an issue number means nothing to the next reader,
// the reason does. Held for the product's code (app/, lib/, components/, engine/, scripts/); tests cite
// the rulebook sections they check.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ISSUE = /\bissues? #?\d+/i;

function files(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return rel === "lib/generated" ? [] : files(rel);
    return /\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

describe("code comments", () => {
  it("finds an issue number where one is written", () => {
    expect(ISSUE.test("// the round clock (issue 17 §8)")).toBe(true);
    expect(ISSUE.test("// Issue #7: games")).toBe(true);
    expect(ISSUE.test("// the clock's issue with time zones")).toBe(false);
  });

  it("cite no issue number in the product's code", () => {
    const citing = ["app", "lib", "components", "engine", "scripts"].flatMap(files).flatMap((file) =>
      readFileSync(path.join(ROOT, file), "utf8")
        .split("\n")
        .flatMap((line, i) => (ISSUE.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(citing).toEqual([]);
  });
});

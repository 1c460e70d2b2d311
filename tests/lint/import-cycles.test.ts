// Issue 18 §5: no import cycle in lib/ (nor in the app, its components and scripts); issue 19 §1:
// none in engine/ either. Type-only imports count too.
import { describe, expect, it } from "vitest";
import { cycles, importGraph } from "./import-graph";

describe("import cycles", () => {
  it("finds a cycle when there is one (the detector itself)", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts", "d.ts"]],
      ["d.ts", []],
      ["e.ts", ["e.ts"]],
    ]);
    expect(cycles(graph)).toEqual(expect.arrayContaining([["a.ts", "b.ts", "c.ts"], ["e.ts"]]));
    expect(cycles(graph)).toHaveLength(2);
    expect(
      cycles(
        new Map([
          ["a.ts", ["b.ts"]],
          ["b.ts", []],
        ]),
      ),
    ).toEqual([]);
  });

  it("lib/ has none, nor app/, components/, i18n/ and scripts/ (with what they import of ours)", () => {
    expect(cycles(importGraph(["lib", "engine", "app", "components", "i18n", "scripts"]))).toEqual([]);
  });

  it("engine/ has none", () => {
    expect(cycles(importGraph(["engine"]))).toEqual([]);
  });
});

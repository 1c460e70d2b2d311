// A player's action walks one way: the route, the draft aggregate, the write kernel, the hub. The
// aggregate (lib/kartomantik/drafts/aggregate.ts) is the one module the kernel calls back into;
// what it uses (SQL statements, the row cache, the announcement, the views) never leads back to
// it, to the route or to the kernel, so the walk cannot turn around.
import { describe, expect, it } from "vitest";
import { importGraph } from "./import-graph";

const D = "lib/kartomantik/drafts/";
const AGGREGATE = `${D}aggregate.ts`;
const KERNEL = "lib/write/kernel.ts";
const graph = importGraph(["lib", "app", "components", "scripts", "engine", "i18n"]);

const importersOf = (file: string, under = "") =>
  [...graph].filter(([from, to]) => from.startsWith(under) && to.includes(file)).map(([from]) => from);

/** Every project file `file` reaches through its imports. */
function reach(file: string): Set<string> {
  const seen = new Set<string>();
  const visit = (f: string) => {
    for (const next of graph.get(f) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      visit(next);
    }
  };
  visit(file);
  return seen;
}

describe("a bid's write path", () => {
  it("the route reaches the write only through the aggregate", () => {
    const routeImports = graph.get(`${D}draft-routes.ts`)!;
    expect(routeImports).toContain(AGGREGATE);
    const writePath = [KERNEL, `${D}records.ts`, `${D}row-cache.ts`, `${D}announce.ts`, `${D}draft-hub.ts`];
    expect(routeImports.filter((f) => writePath.includes(f))).toEqual([]);
  });

  it("of the draft's modules, only the aggregate enters the kernel and the row cache", () => {
    expect(importersOf(KERNEL, "lib/kartomantik/")).toEqual([AGGREGATE]);
    expect(importersOf(`${D}row-cache.ts`)).toEqual([AGGREGATE]);
  });

  it("nothing the aggregate uses leads back to it, to a route, to the fast lane or to the kernel", () => {
    const reached = [...reach(AGGREGATE)];
    expect(reached).not.toContain(AGGREGATE);
    expect(reached.filter((f) => f.startsWith("lib/http/") || f.endsWith("routes.ts"))).toEqual([]);
    expect(reached.filter((f) => f !== KERNEL && reach(f).has(KERNEL))).toEqual([]);
  });
});

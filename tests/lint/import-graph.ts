// The import graph of the project's own TypeScript files, and its cycles (Tarjan's strongly
// connected components). Every import counts, `import type` included: a cycle of types is the
// same tangle of responsibilities, only invisible at run time.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export const ROOT = path.resolve(import.meta.dirname, "../..");

const options: ts.CompilerOptions = {
  baseUrl: ROOT,
  paths: { "@/*": ["./*"] },
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  module: ts.ModuleKind.ESNext,
  resolveJsonModule: true,
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === "generated" || name === "node_modules") return [];
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

/** Project-relative file → the project files it imports (those under `dirs` only). */
export function importGraph(dirs: string[]): Map<string, string[]> {
  const files = dirs.flatMap((d) => sources(path.join(ROOT, d)));
  const inside = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = info.importedFiles
      .map((imp) => ts.resolveModuleName(imp.fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((f): f is string => !!f && inside.has(f));
    graph.set(path.relative(ROOT, file), [...new Set(targets.map((f) => path.relative(ROOT, f)))]);
  }
  return graph;
}

/** The cycles: each strongly connected component of more than one file (or a file importing
 * itself), its files sorted. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

// Which cards the card tests cover, read from their source: the numbers given to `mark(…)` and the keys of the
// tables given to the case runners (`harnessCases({ 3: … })`). Vitest gives every test file its own modules, so a
// set filled as tests pass could not be shared by the files of a set; their source can. A call this reader cannot
// follow (a number that is not written out) fails loudly rather than counting nothing.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const TABLES = new Set(["harnessCases", "tributeCases", "demoCases"]);

/** Collection numbers covered by the test files in `dir` whose names start with `prefix`. */
export function coveredNumbers(dir: string, prefix: string): Set<number> {
  const files = readdirSync(dir).filter((f) => f.startsWith(prefix) && f.endsWith(".test.ts"));
  if (files.length === 0) throw new Error(`no ${prefix}*.test.ts in ${dir}`);
  const out = new Set<number>();
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(path.join(dir, file), "utf8"), ts.ScriptTarget.Latest);
    const fail = (node: ts.Node, why: string): never => {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      throw new Error(`${file}:${line + 1}: ${why}`);
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const callee = node.expression.text;
        if (callee === "mark")
          for (const arg of node.arguments)
            if (ts.isNumericLiteral(arg)) out.add(Number(arg.text));
            else fail(arg, "mark() takes collection numbers written out");
        if (TABLES.has(callee)) {
          const table = node.arguments[0];
          if (!table || !ts.isObjectLiteralExpression(table)) return fail(node, `${callee}() takes an object literal`);
          for (const p of table.properties)
            if (p.name && ts.isNumericLiteral(p.name)) out.add(Number(p.name.text));
            else fail(p, `${callee}() keys are collection numbers`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}

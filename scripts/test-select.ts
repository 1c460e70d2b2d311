// Which tests `npm test -- <path or name>…` and `npm run test:changed` run (scripts/test.sh reads the plan this
// prints). A path names the test files in it (a source file: the vitest files that import it, `vitest related`);
// a name, every test file of either runner whose path contains it; `-t <title>` keeps the tests whose title
// matches (vitest -t, playwright -g).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export interface Plan {
  vitest: string[];
  /** Source files whose vitest files run (`vitest related`). */
  related: string[];
  e2e: string[];
  titles: string[];
  /** Arguments that name no test, with why. */
  unknown: string[];
  /** What the plan leaves to the reader (printed, not run). */
  notes: string[];
}

const VITEST_DIRS = ["tests", "engine", "lib"];

function walk(root: string, dir: string, suffix: string): string[] {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(suffix) && !f.includes("node_modules"))
    .map((f) => path.join(dir, f))
    .sort();
}

export const testFiles = (root: string) => ({
  vitest: VITEST_DIRS.flatMap((d) => walk(root, d, ".test.ts")),
  e2e: walk(root, "e2e", ".spec.ts"),
});

const SOURCE = /\.(ts|tsx|mjs|json)$/;

export function selectTests(root: string, args: string[], files = testFiles(root)): Plan {
  const plan: Plan = { vitest: [], related: [], e2e: [], titles: [], unknown: [], notes: [] };
  const add = (list: string[], items: string[]) => list.push(...items.filter((f) => !list.includes(f)));
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "-t") {
      const title = args[++i];
      if (title) plan.titles.push(title);
      else plan.unknown.push("-t needs a test title after it");
      continue;
    }
    const rel = path.relative(root, path.resolve(root, arg));
    if (!rel.startsWith("..") && existsSync(path.join(root, rel))) {
      const inside = (f: string) => rel === "" || f === rel || f.startsWith(`${rel}/`);
      const vitest = files.vitest.filter(inside);
      const e2e = files.e2e.filter(inside);
      add(plan.vitest, vitest);
      add(plan.e2e, e2e);
      if (vitest.length + e2e.length > 0) continue;
      if (statSync(path.join(root, rel)).isFile() && SOURCE.test(rel)) add(plan.related, [rel]);
      else plan.unknown.push(`${arg}: no test file in it`);
      continue;
    }
    const vitest = files.vitest.filter((f) => f.includes(arg));
    const e2e = files.e2e.filter((f) => f.includes(arg));
    if (vitest.length + e2e.length === 0)
      plan.unknown.push(`${arg}: no test file's path contains it (a title: -t "${arg}")`);
    add(plan.vitest, vitest);
    add(plan.e2e, e2e);
  }
  return plan;
}

/** The e2e/*.ts modules a spec imports, directly or through other e2e modules. */
function e2eImports(root: string, file: string, seen = new Set<string>()): Set<string> {
  for (const m of readFileSync(path.join(root, file), "utf8").matchAll(/from\s+["'](\.\/[^"']+)["']/g)) {
    const target = path.join(path.dirname(file), `${m[1]!.replace(/\.(ts|js)$/, "")}.ts`);
    if (!seen.has(target) && existsSync(path.join(root, target))) {
      seen.add(target);
      e2eImports(root, target, seen);
    }
  }
  return seen;
}

/** What a change touches: the changed test files, the vitest files related to changed sources, and the flows
 * whose spec or e2e helpers changed. */
export function changedPlan(root: string, changed: string[], files = testFiles(root)): Plan {
  const present = changed.filter((f) => existsSync(path.join(root, f)));
  const plan: Plan = { vitest: [], related: [], e2e: [], titles: [], unknown: [], notes: [] };
  for (const f of present) {
    if (files.vitest.includes(f)) plan.vitest.push(f);
    else if (files.e2e.includes(f)) plan.e2e.push(f);
    else if (SOURCE.test(f) && !f.startsWith("e2e/")) plan.related.push(f);
  }
  const helpers = present.filter((f) => f.startsWith("e2e/") && !files.e2e.includes(f));
  for (const spec of files.e2e)
    if (!plan.e2e.includes(spec) && helpers.some((h) => e2eImports(root, spec).has(h))) plan.e2e.push(spec);
  const pages = present.filter((f) => /^(app|components|messages)\//.test(f));
  if (pages.length)
    plan.notes.push(
      `${pages.length} page or message file(s) changed: the flows showing them are not chosen for you (npm test -- e2e/<flow>)`,
    );
  return plan;
}

/** Files changed since the branch left main (committed or not), or uncommitted ones when there is no main. */
export function changedFiles(root: string): string[] {
  const git = (...args: string[]) => execFileSync("git", ["-C", root, ...args], { encoding: "utf8" }).trim();
  let base = "HEAD";
  for (const ref of [process.env.TEST_BASE, "main", "origin/main"]) {
    if (!ref) continue;
    try {
      base = git("merge-base", "HEAD", ref);
      break;
    } catch {
      /* no such ref */
    }
  }
  const lines = [git("diff", "--name-only", base), git("ls-files", "--others", "--exclude-standard")].join("\n");
  return [...new Set(lines.split("\n").filter(Boolean))];
}

// `node --import tsx scripts/test-select.ts [--changed | args…]`: the plan, one "kind<TAB>value" line each.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const root = path.resolve(import.meta.dirname, "..");
  const args = process.argv.slice(2);
  const plan = args[0] === "--changed" ? changedPlan(root, changedFiles(root)) : selectTests(root, args);
  for (const [kind, values] of Object.entries(plan)) for (const v of values as string[]) console.log(`${kind}\t${v}`);
}

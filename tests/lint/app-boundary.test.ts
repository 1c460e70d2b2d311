// app/ is routing and UI only: no file under it reaches the database (lib/ is the only layer that
// does). ESLint refuses such imports in app/, and every file of app/ is checked here as well, so a
// disabled rule or an eslint-disable comment cannot let one through.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

const FORBIDDEN = /(^|\/)lib\/(db|generated)(\/|$)|^@prisma\/|^pg(\/|$)/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)["']([^"']+)["']/g;

/** Import specifiers of a module's source that reach the database. */
function databaseImports(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((m) => m[1]!).filter((s) => FORBIDDEN.test(s));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.(ts|tsx|js|mjs)$/.test(entry) ? [full] : [];
  });
}

describe("app/ database boundary", () => {
  it("no file under app/ imports the database client, the generated Prisma client, Prisma or pg", () => {
    const files = filesUnder(path.join(root, "app"));
    expect(files.length).toBeGreaterThan(40);
    const found = files.flatMap((f) =>
      databaseImports(readFileSync(f, "utf8")).map((s) => `${path.relative(root, f)}: ${s}`),
    );
    expect(found).toEqual([]);
  });

  it.each([
    ['import { db } from "@/lib/db/client";'],
    ['import { pingDatabase } from "@/lib/db/health";'],
    ['import { Prisma } from "@/lib/generated/prisma/client";'],
    ['import { db } from "../../lib/db/client";'],
    ['import { PrismaClient } from "@prisma/client";'],
    ['import pg from "pg";'],
  ])("finds and ESLint refuses %s", async (line) => {
    expect(databaseImports(line)).toHaveLength(1);
    const [result] = await eslint.lintText(`${line}\nexport const x = 1;\n`, { filePath: "app/api/example/route.ts" });
    expect(result!.messages.map((m) => m.ruleId)).toContain("no-restricted-imports");
  });

  it("finds dynamic imports and requires too (ESLint's rule covers static imports only)", () => {
    expect(databaseImports('const { db } = await import("@/lib/db/client");\nconst pg = require("pg");')).toEqual([
      "@/lib/db/client",
      "pg",
    ]);
  });

  it("lets lib/ functions, the HTTP layer and other code through", async () => {
    const ok =
      'import { route } from "@/lib/http/route";\nimport { seatNames } from "@/lib/events/public-info";\nexport const x = [route, seatNames];\n';
    expect(databaseImports(ok)).toEqual([]);
    const [result] = await eslint.lintText(ok, { filePath: "app/api/example/route.ts" });
    expect(result!.messages).toEqual([]);
  });
});

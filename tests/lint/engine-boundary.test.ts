// The engine must stay pure: ESLint refuses framework, database and I/O imports under engine/.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });
const lintEngine = async (code: string) => {
  const [result] = await eslint.lintText(code, { filePath: "engine/rules/example.ts" });
  return result!.messages.map((m) => m.ruleId);
};

describe("engine/ import boundary", () => {
  it.each([
    ['import { useState } from "react";'],
    ['import { NextResponse } from "next/server";'],
    ['import { PrismaClient } from "@prisma/client";'],
    ['import pg from "pg";'],
    ['import { readFileSync } from "node:fs";'],
    ['import { db } from "@/lib/db/client";'],
  ])("refuses %s", async (line) => {
    expect(await lintEngine(`${line}\nexport const x = 1;\n`)).toContain("no-restricted-imports");
  });

  it("refuses Math.random and Date.now", async () => {
    expect(await lintEngine("export const r = () => Math.random() + Date.now();\n")).toEqual([
      "no-restricted-properties",
      "no-restricted-properties",
    ]);
  });

  it("allows pure code and relative imports", async () => {
    expect(
      await lintEngine(
        'import { z } from "zod";\nimport { other } from "./other";\nexport const x = z.number().parse(other);\n',
      ),
    ).toEqual([]);
  });

  it("does not apply outside engine/", async () => {
    const [result] = await eslint.lintText('import pg from "pg";\nexport const x = pg;\n', {
      filePath: "lib/db/example.ts",
    });
    expect(result!.messages).toEqual([]);
  });
});

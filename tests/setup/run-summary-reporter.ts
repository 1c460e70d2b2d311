// A vitest reporter beside "default": each test file's time (its setup, import and tests, as a worker spends it),
// written to .data/test-times/vitest.json for scripts/test-summary.ts, which prints the ten slowest files of both
// runners at the end of `npm test`; and the failed tests with their errors' first lines in vitest-failures.txt, which
// the same summary repeats: a CI log kept only by its tail still names what failed in vitest, printed long before.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, SerializedError, TestModule } from "vitest/node";

/** An error as two lines at most: its message's first line and where it was thrown. */
function brief(e: SerializedError): string {
  const message = (e.message ?? String(e)).split("\n")[0];
  const at = e.stacks?.[0];
  return `      ${message}${at ? `\n      at ${path.relative(process.cwd(), at.file)}:${at.line}` : ""}`;
}

export function failuresText(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<SerializedError>): string {
  const lines: string[] = [];
  for (const m of modules) {
    const file = path.relative(process.cwd(), m.moduleId);
    for (const e of m.errors()) lines.push(`  ${file} (the file)`, brief(e));
    for (const t of m.children.allTests("failed"))
      lines.push(`  ${file} > ${t.fullName}`, ...(t.result().errors ?? []).slice(0, 1).map(brief));
  }
  for (const e of unhandled) lines.push("  an unhandled error", brief(e));
  return lines.length ? lines.join("\n") + "\n" : "";
}

export default class RunSummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<SerializedError>): void {
    const files: Record<string, number> = {};
    for (const m of modules) {
      const d = m.diagnostic();
      const ms = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
      files[path.relative(process.cwd(), m.moduleId)] = Math.round(ms);
    }
    const dir = path.resolve(".data/test-times");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "vitest.json"), JSON.stringify(files, null, 2) + "\n");
    writeFileSync(path.join(dir, "vitest-failures.txt"), failuresText(modules, unhandled));
  }
}

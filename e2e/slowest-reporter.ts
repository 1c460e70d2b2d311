// A Playwright reporter beside "list": the run's time per spec file (the sum of its tests, as a worker spends it),
// written to .data/test-times/playwright.json for scripts/test-summary.ts, which prints the ten slowest files of
// both runners at the end of `npm test`.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

export default class SlowestReporter implements Reporter {
  private readonly perFile = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(process.cwd(), test.location.file);
    this.perFile.set(file, (this.perFile.get(file) ?? 0) + result.duration);
  }

  onEnd(): void {
    const dir = path.resolve(".data/test-times");
    mkdirSync(dir, { recursive: true });
    const files = Object.fromEntries([...this.perFile].map(([file, ms]) => [file, Math.round(ms)]));
    writeFileSync(path.join(dir, "playwright.json"), JSON.stringify(files, null, 2) + "\n");
  }

  printsToStdio(): boolean {
    return false;
  }
}

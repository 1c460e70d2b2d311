// A vitest reporter beside "default": each test file's time (its setup, import and tests, as a worker spends it),
// written to .data/test-times/vitest.json for scripts/test-slowest.ts, which prints the ten slowest files of both
// runners at the end of `npm test`.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

export default class SlowestReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const files: Record<string, number> = {};
    for (const m of modules) {
      const d = m.diagnostic();
      const ms = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
      files[path.relative(process.cwd(), m.moduleId)] = Math.round(ms);
    }
    const dir = path.resolve(".data/test-times");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "vitest.json"), JSON.stringify(files, null, 2) + "\n");
  }
}

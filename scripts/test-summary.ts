// The ten slowest test files of the run that just ended, from both runners (their reporters write
// .data/test-times/: tests/setup/run-summary-reporter.ts, e2e/slowest-reporter.ts), and vitest's failed tests again:
// Playwright's list ends with its own, vitest's were printed before the flows ran. Printed at the end of `npm test`.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = path.resolve(import.meta.dirname, "../.data/test-times");
const rows: { file: string; ms: number }[] = [];
for (const runner of ["vitest", "playwright"]) {
  const file = path.join(dir, `${runner}.json`);
  if (!existsSync(file)) continue;
  for (const [name, ms] of Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, number>))
    rows.push({ file: name, ms });
}
if (rows.length) {
  console.log("» The ten slowest test files (time on their worker)");
  for (const { file, ms } of rows.sort((a, b) => b.ms - a.ms).slice(0, 10))
    console.log(`${(ms / 1000).toFixed(1).padStart(8)} s  ${file}`);
}
const failures = path.join(dir, "vitest-failures.txt");
if (existsSync(failures) && readFileSync(failures, "utf8").trim()) {
  console.log("» Failed in vitest (its output above has the whole errors)");
  process.stdout.write(readFileSync(failures, "utf8"));
}

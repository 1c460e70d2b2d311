// The end of `npm test` repeats vitest's failures (tests/setup/run-summary-reporter.ts): a CI log kept only by its tail
// must still say which vitest test failed and why.
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { SerializedError, TestModule } from "vitest/node";
import { failuresText } from "../setup/run-summary-reporter";

const root = process.cwd();
const error = (message: string, line: number): SerializedError =>
  ({ message, stacks: [{ file: path.join(root, "tests/x.test.ts"), line, column: 3, method: "" }] }) as SerializedError;

/** A module as the reporter reads it: its file, its own errors and its tests in a state. */
function fakeModule(
  file: string,
  tests: { name: string; state: string; errors?: SerializedError[] }[],
  own: SerializedError[] = [],
) {
  return {
    moduleId: path.join(root, file),
    errors: () => own,
    children: {
      *allTests(state?: string) {
        for (const t of tests)
          if (!state || t.state === state)
            yield { fullName: t.name, result: () => ({ state: t.state, errors: t.errors }) };
      },
    },
  } as unknown as TestModule;
}

describe("vitest's failures at the end of the run", () => {
  it("names each failed test by file and full name with its first error's first line and place; passed ones are left out", () => {
    const text = failuresText(
      [
        fakeModule("tests/a.test.ts", [
          { name: "a suite > passes", state: "passed" },
          {
            name: "a suite > fails",
            state: "failed",
            errors: [error("expected 1 to be 2\n- Expected\n+ Received", 12), error("second", 20)],
          },
        ]),
        fakeModule("tests/b.test.ts", [], [error("Cannot find module 'x'", 1)]),
      ],
      [error("Worker exited unexpectedly", 7)],
    );
    expect(text).toBe(
      [
        "  tests/a.test.ts > a suite > fails",
        "      expected 1 to be 2",
        "      at tests/x.test.ts:12",
        "  tests/b.test.ts (the file)",
        "      Cannot find module 'x'",
        "      at tests/x.test.ts:1",
        "  an unhandled error",
        "      Worker exited unexpectedly",
        "      at tests/x.test.ts:7",
        "",
      ].join("\n"),
    );
  });

  it("is empty when nothing failed", () => {
    expect(failuresText([fakeModule("tests/a.test.ts", [{ name: "passes", state: "passed" }])], [])).toBe("");
  });
});

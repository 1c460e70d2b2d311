// `npm test -- <path or name>…` and `npm run test:changed` (issue 31 §4): which test files of which runner they
// run (scripts/test-select.ts), on this tree's own files.
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { changedPlan, selectTests } from "@/scripts/test-select";

const root = path.resolve(import.meta.dirname, "../..");

describe("npm test -- <path or name>", () => {
  it("a folder runs the test files in it; a test file, itself; in whichever runner holds them", () => {
    const plan = selectTests(root, ["tests/write", "e2e/signup.spec.ts"]);
    // Every test file of the folder (as it holds them today), and nothing else.
    const inFolder = readdirSync(path.join(root, "tests/write"))
      .filter((f) => f.endsWith(".test.ts"))
      .map((f) => `tests/write/${f}`)
      .sort();
    expect(inFolder).toContain("tests/write/kernel.test.ts");
    expect(plan.vitest).toEqual(inFolder);
    expect(plan.e2e).toEqual(["e2e/signup.spec.ts"]);
    expect(plan.unknown).toEqual([]);
  });

  it("a name runs every test file whose path contains it, of both runners", () => {
    const plan = selectTests(root, ["a11y-"]);
    expect(plan.e2e).toEqual(["e2e/a11y-games.spec.ts", "e2e/a11y-more.spec.ts"]);
    expect(selectTests(root, ["sideboard"]).vitest).toContain("tests/tournament/sideboard.test.ts");
    expect(selectTests(root, ["sideboard"]).e2e).toContain("e2e/sideboard.spec.ts");
  });

  it("a source file runs the vitest files related to it; -t keeps a title; a name nothing matches is refused", () => {
    const plan = selectTests(root, ["lib/write/kernel.ts", "-t", "a title", "no-such-test-anywhere"]);
    expect(plan.related).toEqual(["lib/write/kernel.ts"]);
    expect(plan.titles).toEqual(["a title"]);
    expect(plan.unknown).toEqual([expect.stringMatching(/^no-such-test-anywhere: no test file/)]);
  });
});

describe("npm run test:changed", () => {
  it("runs changed test files, vitest files related to changed sources, and the flows whose helpers changed", () => {
    const plan = changedPlan(root, ["tests/write/kernel.test.ts", "lib/write/kernel.ts", "e2e/teams.ts", "gone.ts"]);
    expect(plan.vitest).toEqual(["tests/write/kernel.test.ts"]);
    expect(plan.related).toEqual(["lib/write/kernel.ts"]);
    // e2e/teams.ts is imported by the flows that set up a team event, and by nothing else.
    expect(plan.e2e.sort()).toEqual([
      "e2e/incantesium-events.spec.ts",
      "e2e/multiplayer.spec.ts",
      "e2e/team-app-game.spec.ts",
    ]);
  });

  it("a changed page is not mapped to flows: the plan says so instead of running them all", () => {
    const plan = changedPlan(root, ["app/layout.tsx"]);
    expect(plan.e2e).toEqual([]);
    expect(plan.notes).toEqual([expect.stringMatching(/^1 page or message file\(s\) changed/)]);
  });

  it("a helper every flow imports (through others too) runs every flow", () => {
    const plan = changedPlan(root, ["e2e/workers.ts"]);
    expect(plan.e2e.length).toBe(selectTests(root, ["e2e"]).e2e.length);
  });
});

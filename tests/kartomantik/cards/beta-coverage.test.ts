// Every encoded Beta card has a test in tests/kartomantik/cards/beta-*.test.ts (a harness case or a scenario that marks
// it).
import { describe, expect, it } from "vitest";
import { BETA_SCRIPTS } from "@/engine/kartomantik/cards/beta";
import { beta, betaSet } from "../sets";
import { coveredNumbers } from "./covered";

describe("Beta coverage of tests", () => {
  it("every encoded Beta card has a test", () => {
    const covered = new Set([...coveredNumbers(import.meta.dirname, "beta-")].map((n) => beta(n).id));
    const untested = Object.keys(BETA_SCRIPTS)
      .map((n) => beta(Number(n)).id)
      .filter((id) => !covered.has(id));
    expect(untested.map((id) => betaSet().cards.findIndex((c) => c.id === id) + 1)).toEqual([]);
  });
});

// Every scripted demo card has a test in tests/kartomantik/cards/demo-*.test.ts (a harness case or a scenario that
// marks it), or states only keywords, which the first test checks.
import { describe, expect, it } from "vitest";
import { DEMO_MANUAL, DEMO_SCRIPTS } from "@/engine/kartomantik/cards/demo";
import { readKeywords } from "@/engine/kartomantik/cards/load";
import { demo, demoSet, rawSet, DEMO_FILE } from "../sets";
import { coveredNumbers } from "./covered";

const tested = new Set<string>();

describe("demo set coverage of tests", () => {
  it("keyword-only demo cards carry the keywords their text states", () => {
    const raw = rawSet(DEMO_FILE);
    const kwOnly = raw.filter((c) => c.effect && readKeywords(c.effect).rest === "");
    expect(kwOnly.length).toBe(11);
    for (const c of kwOnly) {
      const def = demoSet().byId[c.id]!;
      expect(def.automation).toBe("automated");
      if (/Support from hand/.test(c.effect!)) expect(def.script.keywords).toContain("supportFromHand");
      else if (/Support\./.test(c.effect!)) expect(def.script.keywords).toContain("support");
      if (/Cannot be played as First/.test(c.effect!)) expect(def.script.keywords).toContain("noFirst");
      if (/^Persist/m.test(c.effect!)) expect(def.script.keywords).toContain("persist");
      tested.add(c.id);
    }
  });

  it("every scripted demo card has a test", () => {
    for (const n of coveredNumbers(import.meta.dirname, "demo-")) tested.add(demo(n).id);
    expect(
      Object.keys(DEMO_SCRIPTS)
        .map((n) => demo(Number(n)).id)
        .filter((id) => !tested.has(id)),
    ).toEqual([]);
    expect(Object.keys(DEMO_MANUAL).every((id) => !(id in DEMO_SCRIPTS))).toBe(true);
  });
});

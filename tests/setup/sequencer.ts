// Vitest's order: the files that take longest start first, so that none is left running alone at the end while the
// other worker idles (on a fresh clone vitest has no durations of its own yet and would order by file size).
// Measured on the 2-core CI machine (docs/testing.md), longest first; the others follow in vitest's own order.
import { BaseSequencer, type TestSpecification } from "vitest/node";

const LONGEST = [
  "tests/games/tables.test.ts",
  "tests/run/faults.test.ts",
  "tests/run/fuzz.test.ts",
  "tests/incantesium/play.test.ts",
  "tests/games/bot-seats.test.ts",
  "tests/games/play.test.ts",
  "tests/run/abuse.test.ts",
  "tests/engine-games/bots.test.ts",
  "tests/tournament/pods.test.ts",
  "tests/incantesium/team-pod-events.test.ts",
  "tests/tournament/server.test.ts",
  "tests/kartomantik/modes/secrecy/ffa-2.test.ts",
  "tests/kartomantik/modes/secrecy/ffa-1.test.ts",
  "tests/kartomantik/modes/secrecy/2v2-1.test.ts",
  "tests/kartomantik/modes/secrecy/2v2-2.test.ts",
  "tests/kartomantik/modes/property.test.ts",
  "tests/kartomantik/property.test.ts",
];

const rank = (spec: TestSpecification) => {
  const at = LONGEST.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return at < 0 ? LONGEST.length : at;
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}

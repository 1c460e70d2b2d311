// Scenarios and test cards shared by the demo card tests (tests/kartomantik/cards/demo-*.test.ts). Demo cards are found
// by collection number: `demo(33)` is bzd-033, and a bare number in `match` or `duel` stands for that card. `mark`
// names the cards a test covers (tests/kartomantik/cards/demo-coverage.test.ts reads those calls from the source).
import { describe, expect, it } from "vitest";
import { hasKeyword, type CardDef } from "@/engine/kartomantik";
import { card, filler, scenario, type Scenario } from "../dsl";
import {
  cast,
  match as matchOf,
  nextTurn,
  pay,
  runCase,
  settle,
  toEndPhase,
  type Case,
  type MatchOptions,
} from "../harness";
import { demo } from "../sets";

export const has = (kw: Parameters<typeof hasKeyword>[2]) => (s: Scenario, id: string) =>
  expect(hasKeyword(s.state, id, kw)).toBe(true);
export const small = (name: string, power = 2, text = "") => card({ name, t: "phlegmatic", power, points: 5, text });
export const will = (name: string) =>
  card({ name, type: "ephemeral_will", t: "hollow", cost: {}, script: { ops: [] } });

/** Names the demo cards a test covers; an unknown number fails here. */
export const mark = (...ns: number[]) => ns.forEach((n) => demo(n));
export const nameOf = (n: number) => demo(n).name;
export const N = nameOf;
const defs = (xs: (number | CardDef)[]) => xs.map((x) => (typeof x === "number" ? demo(x) : x));

/** One test per case (several for a card if given a list): the card's effect makes the measured change. */
export function demoCases(cases: Record<number, Case | Case[]>) {
  describe("demo set cards (harness)", () => {
    for (const [n, list] of Object.entries(cases)) {
      const def = demo(Number(n));
      (Array.isArray(list) ? list : [list]).forEach((c, i) => {
        it(`${def.id} ${def.name}${i ? ` (${i + 1})` : ""}: ${def.text.split("\n").at(-1)!.slice(0, 70)}`, () => {
          runCase(def, c);
        });
      });
    }
  });
}

/** A scenario with real demo cards in A's / B's hands (first 7 of each deck) and A holding priority. */
export function duel(A: number[], B: number[], o: { aFirst?: number; bFirst?: number } = {}) {
  const a = [card({ name: "AF", power: o.aFirst ?? 1 }), ...A.map((n) => demo(n)), ...filler("af", 4)];
  const b = [card({ name: "BF", power: o.bFirst ?? 5 }), ...B.map((n) => demo(n)), ...filler("bf", 4)];
  return scenario({ A: a, B: b, padTo: 24 });
}

/** The harness's `match` with demo cards by collection number. */
export const match = (A: (number | CardDef)[], B: (number | CardDef)[], o: MatchOptions = {}) =>
  matchOf(defs(A), defs(B), o);

/** A plays the persistent will in turn 1's end phase (B won turn 1), then turn 2 is revealed. */
export function onField(
  n: number,
  extraA: (number | CardDef)[] = [],
  extraB: (number | CardDef)[] = [],
  reveal2?: [string, string],
) {
  const def = demo(n);
  const payers = Object.keys(def.cost).flatMap((t) => pay(t, 2));
  const s = match([n, ...payers, ...extraA], extraB, { bFirst: 5 });
  s.reveal("AF", "BF");
  toEndPhase(s);
  cast(s, "A", def.name);
  settle(s);
  s.expectZone(def.name, "field");
  if (reveal2) nextTurn(s, reveal2[0], reveal2[1]);
  return s;
}

/** A free will giving −1 until the end of the turn to a target on the field (or costing `cost`). */
export const zapAt = (name: string, cost: Record<string, number> = {}) =>
  card({
    name,
    type: "ephemeral_will",
    t: "hollow",
    cost,
    script: {
      targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
      ops: [{ op: "power", to: "t0", amount: -1, until: "turn" }],
    },
  });
export const counters = (s: Scenario, n: number) => s.state.cards[s.id(N(n))]!.counters;

// Issue 19 §1: Amount and Condition each have one evaluator (engine/kartomantik/core.ts) switching over a
// kind computed from the stored data (engine/kartomantik/cards/kinds.ts), instead of two chains of
// `"k" in x` ending in a silent 0 / false.
import { describe, expect, it } from "vitest";
import { kindedAmount, kindedCondition } from "@/engine/kartomantik/cards/kinds";
import { amountSchema, conditionSchema, type Amount, type Condition } from "@/engine/kartomantik/cards/schema";
import { readAmount, readCondition } from "@/engine/kartomantik/core";
import { createGame } from "@/engine/kartomantik";
import { filler } from "./dsl";

/** The field that names each object member of a zod union (its first one). */
const namingFields = (options: readonly unknown[]) =>
  options.flatMap((o) => ("shape" in (o as object) ? [Object.keys((o as { shape: object }).shape)[0]!] : []));

describe("Amount and Condition kinds", () => {
  it("every member of the schemas has a kind, named by its field", () => {
    const amounts = namingFields(amountSchema.options);
    expect(amounts).toHaveLength(amountSchema.options.length - 1);
    for (const f of amounts) expect(kindedAmount({ [f]: true } as unknown as Amount).kind).toBe(f);
    expect(kindedAmount(3)).toEqual({ kind: "number", a: 3 });
    const conditions = namingFields(conditionSchema.options);
    expect(conditions).toHaveLength(conditionSchema.options.length);
    for (const f of conditions) expect(kindedCondition({ [f]: true } as unknown as Condition).kind).toBe(f);
  });

  it("an amount or a condition of no known kind is an error, not a silent 0 / false", () => {
    expect(() => kindedAmount({ bogus: 1 } as unknown as Amount)).toThrow(/amount of unknown kind/);
    expect(() => kindedCondition({ bogus: true } as unknown as Condition)).toThrow(/condition of unknown kind/);
  });

  it("outside an op (a passive), kinds that read the resolving item give 0 / false; the others are read", () => {
    const s = createGame({ seed: 1, decks: [filler("a", 20), filler("b", 20)], noShuffle: true }).state;
    const src = s.players[0]!.hand[0]!;
    const at = { you: 0, src };
    expect(readAmount(s, at, { x: true })).toBe(0);
    expect(readAmount(s, at, { chosen: true, per: 2 })).toBe(0);
    expect(readAmount(s, at, { count: { zone: "hand", controller: "you", type: "card" } })).toBe(
      s.players[0]!.hand.length,
    );
    expect(readCondition(s, at, { chosenCount: 0 })).toBe(false);
    expect(readCondition(s, at, { selfIn: "confrontation" })).toBe(false);
    expect(readCondition(s, at, { selfReady: true })).toBe(true);
  });
});

// Issue 19 §1: the op registry (engine/kartomantik/ops/index.ts) runs every op of the vocabulary, each
// from its own module; its type makes a missing op a compile error, and this checks it at run time.
import { describe, expect, it } from "vitest";
import { opSchema, type Op } from "@/engine/kartomantik/cards/schema";
import type { Ctx } from "@/engine/kartomantik/core";
import { OP_NAMES, runOp } from "@/engine/kartomantik/ops";
import type { Resolving } from "@/engine/kartomantik/types";

/** The op names the schema accepts (its discriminated union, behind z.lazy). */
function schemaOpNames(): string[] {
  const union = (
    opSchema as unknown as { _zod: { def: { getter(): { options: { shape: { op: { value: string } } }[] } } } }
  )._zod.def.getter();
  return union.options.map((o) => o.shape.op.value);
}

describe("op registry", () => {
  it("has a handler for exactly the ops the schema accepts", () => {
    expect(schemaOpNames()).toHaveLength(43);
    expect([...OP_NAMES].sort()).toEqual(schemaOpNames().sort());
  });

  it("refuses an op outside the vocabulary instead of skipping it", () => {
    const bogus = { op: "bogus" } as unknown as Op;
    expect(() => runOp({} as Ctx, {} as Resolving, bogus)).toThrow(/unknown op "bogus"/);
  });
});

// The `custom` op: the named escape hatches for card text no op expresses, each written next to
// its card (cards/beta.ts, collected in cards/custom-ops.ts) and given the interpreter's helpers.
import { CUSTOM_OPS } from "../cards/custom-ops";
import type { Ctx } from "../core";
import { KIT } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function customOp(ctx: Ctx, r: Resolving, op: OpOf<"custom">): Step {
  const fn = CUSTOM_OPS[op.name];
  if (!fn) throw new Error(`engine: unknown custom op ${op.name}`);
  return fn(ctx, r, KIT);
}

// The `custom` op: the named escape hatches for card text no op expresses (CUSTOM in ../effects.ts).
import type { Ctx } from "../core";
import { CUSTOM } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function customOp(ctx: Ctx, r: Resolving, op: OpOf<"custom">): Step {
  const fn = CUSTOM[op.name];
  if (!fn) throw new Error(`engine: unknown custom op ${op.name}`);
  return fn(ctx, r);
}

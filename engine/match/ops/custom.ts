// The `custom` op (engine/README.md, "Ops"), run for the resolving item r.
import type { Ctx } from "../core";
import { CUSTOM } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function customOp(ctx: Ctx, r: Resolving, op: OpOf<"custom">): Step {
  const fn = CUSTOM[op.name];
  if (!fn) throw new Error(`engine: unknown custom op ${op.name}`);
  return fn(ctx, r);
}

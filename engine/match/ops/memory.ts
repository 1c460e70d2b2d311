// The `memory` op (engine/README.md, "Ops"), run for the resolving item r.
import { cardOf, cardRefs, type Ctx } from "../core";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function memoryOp(ctx: Ctx, r: Resolving, op: OpOf<"memory">): Step {
  const { s } = ctx;
  for (const id of cardRefs(ctx, r, op.to)) cardOf(s, id).memory.push(op.memory);
  return "done";
}

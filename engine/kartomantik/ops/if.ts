// The `if` op: a condition picks `then` or `else`.
import type { Ctx } from "../core";
import { checkCondition } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function ifOp(ctx: Ctx, r: Resolving, op: OpOf<"if">): Step {
  if (checkCondition(ctx, r, op.cond)) r.frames.push({ ops: op.then, pc: 0 });
  else if (op.else) r.frames.push({ ops: op.else, pc: 0 });
  return "done";
}

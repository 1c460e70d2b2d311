// The `mark` op: marks the source this turn (condition `markedThisTurn`).
import { sourceOf, type Ctx } from "../core";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function markOp(ctx: Ctx, r: Resolving, _op: OpOf<"mark">): Step {
  const { s } = ctx;
  const src = sourceOf(r.item);
  s.flags[`mark:${src}`] = s.turn;
  return "done";
}

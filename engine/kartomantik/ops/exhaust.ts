// The `exhaust` op: exhausts cards.
import { cardRefs, cardW, type Ctx } from "../core";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function exhaustOp(ctx: Ctx, r: Resolving, op: OpOf<"exhaust">): Step {
  const { s } = ctx;
  for (const id of cardRefs(ctx, r, op.to)) cardW(s, id).exhausted = true;
  return "done";
}

// The `memory` op: remembers a rule on a card (where it goes when it wins, loses, leaves the field…).
import { cardRefs, cardW, type Ctx } from "../core";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function memoryOp(ctx: Ctx, r: Resolving, op: OpOf<"memory">): Step {
  const { s } = ctx;
  for (const id of cardRefs(ctx, r, op.to)) cardW(s, id).memory.push(op.memory);
  return "done";
}

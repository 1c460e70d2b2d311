// The `counters` op: adds or removes counters.
import { cardRefs, cardW, type Ctx } from "../core";
import { amountOf } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function countersOp(ctx: Ctx, r: Resolving, op: OpOf<"counters">): Step {
  const { s } = ctx;
  const n = amountOf(ctx, r, op.n) * (op.sign ?? 1);
  for (const id of cardRefs(ctx, r, op.to)) {
    const c = cardW(s, id);
    c.counters[op.counter] = Math.max(0, (c.counters[op.counter] ?? 0) + n);
  }
  return "done";
}

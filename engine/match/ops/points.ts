// The `points` op: players gain or lose points.
import type { Ctx } from "../core";
import { addPoints, amountOf, playerRefs } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function pointsOp(ctx: Ctx, r: Resolving, op: OpOf<"points">): Step {
  const { s } = ctx;
  const n = amountOf(ctx, r, op.n) * (op.sign ?? 1);
  for (const p of playerRefs(s, r.item, op.who)) addPoints(ctx, p, n);
  return "done";
}

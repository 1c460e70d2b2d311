// The `points` op: players gain or lose points.
import type { Ctx } from "../core";
import { addPoints, amountOf, playerRefs } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function pointsOp(ctx: Ctx, r: Resolving, op: OpOf<"points">): Step {
  const n = amountOf(ctx, r, op.n) * (op.sign ?? 1);
  const refs = playerRefs(ctx, r, op.who);
  if (!refs) return "wait";
  for (const p of refs) addPoints(ctx, p, n);
  return "done";
}

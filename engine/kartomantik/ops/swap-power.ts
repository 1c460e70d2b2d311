// The `swapPower` op: two manifestations exchange their power.
import { cardRefs, powerCannotChange, powerOf, type Ctx } from "../core";
import { addMod } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function swapPowerOp(ctx: Ctx, r: Resolving, op: OpOf<"swapPower">): Step {
  const { s } = ctx;
  const a = cardRefs(ctx, r, op.a)[0];
  const b = cardRefs(ctx, r, op.b)[0];
  if (!a || !b || powerCannotChange(s, a) || powerCannotChange(s, b)) return "done";
  const pa = powerOf(s, a);
  const pb = powerOf(s, b);
  addMod(ctx, a, { kind: "setPower", value: pb, until: op.until });
  addMod(ctx, b, { kind: "setPower", value: pa, until: op.until });
  return "done";
}

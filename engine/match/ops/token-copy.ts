// The `tokenCopy` op (engine/README.md, "Ops"), run for the resolving item r.
import type { Ctx } from "../core";
import { tokenCopyOf } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function tokenCopyOp(ctx: Ctx, r: Resolving, op: OpOf<"tokenCopy">): Step {
  return tokenCopyOf(ctx, r, op.of);
}

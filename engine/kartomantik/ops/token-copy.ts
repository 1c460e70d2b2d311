// The `tokenCopy` op: a token copy of a card enters Support.
import type { Ctx } from "../core";
import { tokenCopyOf } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function tokenCopyOp(ctx: Ctx, r: Resolving, op: OpOf<"tokenCopy">): Step {
  return tokenCopyOf(ctx, r, op.of);
}

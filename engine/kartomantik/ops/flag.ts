// The `flag` op: sets a turn-scoped restriction or limit (optionally for the next turn).
import type { Ctx } from "../core";
import { playerRefs } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function flagOp(ctx: Ctx, r: Resolving, op: OpOf<"flag">): Step {
  const { s } = ctx;
  const refs = op.who ? playerRefs(ctx, r, op.who) : [-1];
  if (!refs) return "wait";
  for (const p of refs) s.flags[`${op.flag}:${p < 0 ? "all" : p}`] = s.turn + (op.nextTurn ? 1 : 0);
  return "done";
}

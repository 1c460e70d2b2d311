// The `flag` op (engine/README.md, "Ops"), run for the resolving item r.
import type { Ctx } from "../core";
import { playerRefs } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function flagOp(ctx: Ctx, r: Resolving, op: OpOf<"flag">): Step {
  const { s } = ctx;
  for (const p of op.who ? playerRefs(s, r.item, op.who) : [-1])
    s.flags[`${op.flag}:${p < 0 ? "all" : p}`] = s.turn + (op.nextTurn ? 1 : 0);
  return "done";
}

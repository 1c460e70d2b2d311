// The `keyword` op: gives a keyword until a time.
import { cardRefs, takesModifier, type Ctx } from "../core";
import { addMod } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function keywordOp(ctx: Ctx, r: Resolving, op: OpOf<"keyword">): Step {
  for (const id of cardRefs(ctx, r, op.to))
    if (takesModifier(ctx.s, r.item, id, op.to))
      addMod(ctx, id, { kind: "keyword", keyword: op.keyword, until: op.until });
  return "done";
}

// The `loseEffects` op: cards lose their effects.
import { cardRefs, takesModifier, type Ctx } from "../core";
import { addMod } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function loseEffectsOp(ctx: Ctx, r: Resolving, op: OpOf<"loseEffects">): Step {
  for (const id of cardRefs(ctx, r, op.to))
    if (takesModifier(ctx.s, r.item, id, op.to)) addMod(ctx, id, { kind: "loseEffects", until: op.until });
  return "done";
}

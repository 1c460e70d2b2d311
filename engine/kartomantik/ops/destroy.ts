// The `destroy` op: destroys cards (to the Limbo; `noZoneChange` cards stay).
import { cardRefs, type Ctx } from "../core";
import { destroyCard, staysPut } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function destroyOp(ctx: Ctx, r: Resolving, op: OpOf<"destroy">): Step {
  const { s } = ctx;
  for (const id of cardRefs(ctx, r, op.to)) if (!staysPut(s, id)) destroyCard(ctx, id);
  return "done";
}

// The `giveControl` op: a card passes under a player's control.
import { cardOf, cardRefs, type Ctx } from "../core";
import { changeControl, playerRefs } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function giveControlOp(ctx: Ctx, r: Resolving, op: OpOf<"giveControl">): Step {
  const { s } = ctx;
  const refs = playerRefs(ctx, r, op.who);
  if (!refs) return "wait";
  const p = refs[0];
  if (p === undefined) return "done";
  for (const id of cardRefs(ctx, r, op.to)) {
    if (cardOf(s, id).controller !== p) changeControl(ctx, id, p);
  }
  return "done";
}

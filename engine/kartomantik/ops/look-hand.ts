// The `lookHand` op: the controller looks at players' hands.
import { cardOf, handCards, type Ctx } from "../core";
import { playerRefs } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function lookHandOp(ctx: Ctx, r: Resolving, op: OpOf<"lookHand">): Step {
  const { s } = ctx;
  const you = r.item.controller;
  const refs = playerRefs(ctx, r, op.who);
  if (!refs) return "wait";
  for (const p of refs) {
    const hand = handCards(s, p);
    ctx.ev.push({ type: "looked", player: you, cards: [...hand], defs: hand.map((id) => cardOf(s, id).def) });
  }
  return "done";
}

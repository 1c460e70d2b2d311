// The `lookHand` op: the controller looks at players' hands.
import { cardOf, type Ctx } from "../core";
import { playerRefs } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function lookHandOp(ctx: Ctx, r: Resolving, op: OpOf<"lookHand">): Step {
  const { s } = ctx;
  const you = r.item.controller;
  for (const p of playerRefs(s, r.item, op.who)) {
    const hand = s.players[p]!.hand;
    ctx.ev.push({ type: "looked", player: you, cards: [...hand], defs: hand.map((id) => cardOf(s, id).def) });
  }
  return "done";
}

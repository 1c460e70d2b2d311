// The `revealHand` op: players reveal their hand.
import { cardOf, cardW, handCards, type Ctx } from "../core";
import { playerRefs } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function revealHandOp(ctx: Ctx, r: Resolving, op: OpOf<"revealHand">): Step {
  const { s } = ctx;
  const refs = playerRefs(ctx, r, op.who);
  if (!refs) return "wait";
  for (const p of refs) {
    const hand = handCards(s, p);
    for (const id of hand) cardW(s, id).shown = true;
    ctx.ev.push({ type: "shown", player: p, cards: [...hand], defs: hand.map((id) => cardOf(s, id).def) });
  }
  return "done";
}

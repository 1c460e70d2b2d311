// The `unlessPays` op: "…unless that player pays {cost}": they may pay now; if they do not, `then` runs. With
// several players who may pay ("unless an opponent pays", "a player may pay"), each is asked in turn, clockwise,
// until one pays.
import type { Ctx } from "../core";
import { ask, doTribute, paymentOptions, playerRefs } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function unlessPaysOp(ctx: Ctx, r: Resolving, op: OpOf<"unlessPays">): Step {
  const { s } = ctx;
  const refs = playerRefs(ctx, r, op.who);
  if (!refs) return "wait";
  // r.count: how many of them have declined (or could not pay).
  for (; r.count < refs.length; r.count++) {
    const payer = refs[r.count]!;
    const options = paymentOptions(s, payer, op.cost);
    if (options.length === 0) continue;
    const a = ask(ctx, r, payer, "choose", ["decline", ...options], 1, 1, "unlessPay");
    if (!a) return "wait";
    if (a[0] !== "decline") {
      const cards = a[0] === "essence" ? [] : a[0]!.split("+");
      doTribute(ctx, payer, op.cost, cards);
      r.count = 0;
      return "done";
    }
  }
  r.count = 0;
  r.frames.push({ ops: op.then, pc: 0 });
  return "done";
}

// The `unlessPays` op: "…unless that player pays {cost}": they may pay now; if they do not, `then` runs.
import type { Ctx } from "../core";
import { ask, doTribute, paymentOptions, playerRefs } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function unlessPaysOp(ctx: Ctx, r: Resolving, op: OpOf<"unlessPays">): Step {
  const { s } = ctx;
  const refs = playerRefs(ctx, r, op.who);
  if (!refs) return "wait";
  const payer = refs[0];
  const options = payer === undefined ? [] : paymentOptions(s, payer, op.cost);
  if (payer !== undefined && options.length > 0) {
    const a = ask(ctx, r, payer, "choose", ["decline", ...options], 1, 1, "unlessPay");
    if (!a) return "wait";
    if (a[0] !== "decline") {
      const cards = a[0] === "essence" ? [] : a[0]!.split("+");
      doTribute(ctx, payer, op.cost, cards);
      return "done";
    }
  }
  r.frames.push({ ops: op.then, pc: 0 });
  return "done";
}

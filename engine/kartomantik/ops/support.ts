// The `support` op: a manifestation enters the Confrontation Zone in Support (or Chained).
import { cardOf, cardRefs, isManifestation, type Ctx } from "../core";
import { enterSupport, noPlayedSupport, noSupport } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function supportOp(ctx: Ctx, r: Resolving, op: OpOf<"support">): Step {
  const { s } = ctx;
  const you = r.item.controller;
  const entered: string[] = [];
  for (const id of cardRefs(ctx, r, op.to)) {
    // Chained, or put by a text that does not say "under your control": under its owner's control.
    const p = op.chain || op.owner ? cardOf(s, id).owner : you;
    if (!isManifestation(s, id) || (op.chain ? noPlayedSupport(s, p) : noSupport(s, p))) continue;
    enterSupport(ctx, id, p, op.chain === true);
    entered.push(id);
  }
  if (op.chain) r.chosen = entered;
  return "done";
}

// The `distribute` op: distributes N power among the targets, one point at a time, each at least one.
import { cardRefs, isManifestation, type Ctx } from "../core";
import { amountOf, ask } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";
import { powerOp } from "./power";

export function distributeOp(ctx: Ctx, r: Resolving, op: OpOf<"distribute">): Step {
  const { s } = ctx;
  const you = r.item.controller;
  // r.chosen collects one entry per point given; r.count is how many were given so far.
  const targets = [...new Set(op.among.flatMap((ref) => cardRefs(ctx, r, ref)))].filter((id) => isManifestation(s, id));
  if (r.count === 0) r.chosen = [];
  const total = amountOf(ctx, r, op.amount);
  while (r.count < total && targets.length > 0) {
    const unserved = targets.filter((id) => !r.chosen.includes(id));
    const options = total - r.count <= unserved.length ? unserved : targets;
    let pick = options[0]!;
    if (options.length > 1) {
      const a = ask(ctx, r, you, "choose", options, 1, 1, "distribute");
      if (!a) return "wait";
      pick = a[0]!;
    }
    r.chosen.push(pick);
    r.count++;
  }
  const given = r.chosen;
  r.count = 0;
  for (const id of new Set(given)) {
    r.chosen = [id];
    powerOp(ctx, r, {
      op: "power",
      to: "chosen",
      amount: op.sign * given.filter((x) => x === id).length,
      until: op.until,
    });
  }
  r.chosen = given;
  return "done";
}

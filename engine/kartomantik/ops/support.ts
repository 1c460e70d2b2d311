// The `support` op: a manifestation enters the Confrontation Zone in Support (or Chained).
import { cardRefs, isManifestation, type Ctx } from "../core";
import { enterSupport, noPlayedSupport, noSupport, playerRefs } from "../effects";
import { controllerEntering } from "../move-card";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function supportOp(ctx: Ctx, r: Resolving, op: OpOf<"support">): Step {
  const { s } = ctx;
  // "… enters into Support under your control": the player the text names; otherwise its owner (§3.2 "Zone di Gioco").
  const refs = op.control ? playerRefs(ctx, r, op.control) : [];
  if (!refs) return "wait";
  const control = refs[0];
  const entered: string[] = [];
  for (const id of cardRefs(ctx, r, op.to)) {
    const p = controllerEntering(s, id, "confrontation", control);
    if (!isManifestation(s, id) || (op.chain ? noPlayedSupport(s, p) : noSupport(s, p))) continue;
    // Put by the item's controller; Chained by the player who plays it, its owner ("the opponent Chains that
    // manifestation").
    enterSupport(ctx, id, op.chain ? p : r.item.controller, op.chain === true, op.chain === true, control);
    entered.push(id);
  }
  if (op.chain) r.chosen = entered;
  return "done";
}

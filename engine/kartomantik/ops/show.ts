// The `show` op: shows cards to every player.
import { cardOf, cardRefs, cardW, type Ctx } from "../core";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function showOp(ctx: Ctx, r: Resolving, op: OpOf<"show">): Step {
  const { s } = ctx;
  const you = r.item.controller;
  const ids = cardRefs(ctx, r, op.to);
  for (const id of ids) if (cardOf(s, id).zone === "hand") cardW(s, id).shown = true;
  if (ids.length) ctx.ev.push({ type: "shown", player: you, cards: ids, defs: ids.map((id) => cardOf(s, id).def) });
  return "done";
}

// The `essence` op: gives excess essence.
import type { Ctx } from "../core";
import { amountOf } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function essenceOp(ctx: Ctx, r: Resolving, op: OpOf<"essence">): Step {
  const { s } = ctx;
  const you = r.item.controller;
  const n = amountOf(ctx, r, op.n);
  const pl = s.players[you]!;
  pl.essence[op.temperament] = (pl.essence[op.temperament] ?? 0) + n;
  if (op.keep) pl.keptEssence[op.temperament] = (pl.keptEssence[op.temperament] ?? 0) + n;
  ctx.ev.push({ type: "essence", player: you, temperament: op.temperament, amount: n });
  return "done";
}

// The `choose` op: a player chooses cards (they become `chosen`), then `then` runs.
import { isProtectedFrom, selectForItem, sourceOf, type Ctx } from "../core";
import { ask, playerRefs } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function chooseOp(ctx: Ctx, r: Resolving, op: OpOf<"choose">): Step {
  const { s } = ctx;
  const you = r.item.controller;
  const src = sourceOf(r.item);
  const refs = playerRefs(ctx, r, op.who ?? "you");
  if (!refs) return "wait";
  const who = refs[0] ?? you;
  // "Choose a card inside it" (`ofTarget`): among the target player's cards only, not every opponent's.
  const pool = selectForItem(s, r.item, who, src, op.sel).filter((id) => !isProtectedFrom(s, id, you));
  const max = Math.min(op.count, pool.length);
  if (max === 0) {
    r.chosen = [];
    return "done";
  }
  const a = ask(ctx, r, who, "choose", pool, Math.min(op.min ?? op.count, max), max, "choose");
  if (!a) return "wait";
  r.chosen = a;
  r.frames.push({ ops: op.then, pc: 0 });
  return "done";
}

// The `may` op: "you may …" (optional `else`: "…if they do not, …").
import type { Ctx } from "../core";
import { ask, playerRefs } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function mayOp(ctx: Ctx, r: Resolving, op: OpOf<"may">): Step {
  const you = r.item.controller;
  const refs = playerRefs(ctx, r, op.who ?? "you");
  if (!refs) return "wait";
  const who = refs[0] ?? you;
  const a = ask(ctx, r, who, "may", ["yes", "no"], 1, 1, "may");
  if (!a) return "wait";
  if (a[0] === "yes") r.frames.push({ ops: op.then, pc: 0 });
  else if (op.else) r.frames.push({ ops: op.else, pc: 0 });
  return "done";
}

// The `mode` op: a player chooses one of the effects (by label) and it runs.
import type { Ctx } from "../core";
import { ask, playerRefs } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function modeOp(ctx: Ctx, r: Resolving, op: OpOf<"mode">): Step {
  const you = r.item.controller;
  const refs = playerRefs(ctx, r, op.who);
  if (!refs) return "wait";
  const who = refs[0] ?? you;
  const a = ask(
    ctx,
    r,
    who,
    "choose",
    op.modes.map((m) => m.label),
    1,
    1,
    "mode",
  );
  if (!a) return "wait";
  const mode = op.modes.find((m) => m.label === a[0]);
  if (mode) r.frames.push({ ops: mode.then, pc: 0 });
  return "done";
}

// The `roll` op: rolls a die; the branch of the result runs.
import type { Ctx } from "../core";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";
import { randomInt } from "../../shared/rng";

export function rollOp(ctx: Ctx, r: Resolving, op: OpOf<"roll">): Step {
  const { s } = ctx;
  const you = r.item.controller;
  const [n, rng] = randomInt(s.rng, op.sides);
  s.rng = rng;
  const value = n + 1;
  ctx.ev.push({ type: "rolled", player: you, sides: op.sides, value });
  const branch = op.branches.find((b) => value >= b.min && value <= b.max);
  if (branch) r.frames.push({ ops: branch.then, pc: 0 });
  return "done";
}

// The `draw` op: players draw; the drawn cards become `chosen` ("…draw it. If it is a manifestation…").
import type { Ctx } from "../core";
import { amountOf, drawCards, playerRefs } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function drawOp(ctx: Ctx, r: Resolving, op: OpOf<"draw">): Step {
  const { s } = ctx;
  const n = amountOf(ctx, r, op.n);
  const before = new Set(s.players.flatMap((p) => p.hand));
  const refs = playerRefs(ctx, r, op.who);
  if (!refs) return "wait";
  for (const p of refs) drawCards(ctx, p, n);
  // The drawn cards become "chosen", for "…draw it. If it is a manifestation…".
  r.chosen = s.players.flatMap((p) => p.hand).filter((id) => !before.has(id));
  return "done";
}

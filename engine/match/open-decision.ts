// Opening a decision (a question to a player, answered by their next `decide`): below triggers.ts and
// effects.ts, which both ask.
import type { Ctx } from "./core";
import type { Decision } from "./types";

export function openDecision(ctx: Ctx, d: Omit<Decision, "id">): void {
  const decision: Decision = { id: ++ctx.s.nextId, ...d };
  ctx.s.decisions.push(decision);
  ctx.ev.push({ type: "decision", decision });
}

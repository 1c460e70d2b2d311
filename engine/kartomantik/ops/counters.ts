// The `counters` op: adds or removes counters.
import { cardRefs, cardW, holdsModifiers, type Ctx } from "../core";
import { amountOf } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function countersOp(ctx: Ctx, r: Resolving, op: OpOf<"counters">): Step {
  const { s } = ctx;
  const n = amountOf(ctx, r, op.n) * (op.sign ?? 1);
  for (const id of cardRefs(ctx, r, op.to)) {
    // §3.2 "I Segnalini seguono le stesse regole dei Modificatori": none on a card that has left the field and the
    // stalemate (a trigger resolving after its source went back to the hand), or it would bring them back with it.
    if (!holdsModifiers(s, id)) continue;
    const c = cardW(s, id);
    c.counters[op.counter] = Math.max(0, (c.counters[op.counter] ?? 0) + n);
  }
  return "done";
}

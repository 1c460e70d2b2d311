// The `swapControl` op: two manifestations exchange control, each taking the other's place.
import { cardOf, cardRefs, cardW, fieldChanged, type Ctx } from "../core";
import { isOut, sideStateOf } from "../seats";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function swapControlOp(ctx: Ctx, r: Resolving, op: OpOf<"swapControl">): Step {
  const { s } = ctx;
  // "…exchanged this way" (Dominate the Aspects): only a pair that was exchanged is remembered.
  if (op.chosen) r.chosen = [];
  const a = cardRefs(ctx, r, op.a)[0];
  const b = cardRefs(ctx, r, op.b)[0];
  if (!a || !b) return "done";
  const ca = cardOf(s, a);
  const cb = cardOf(s, b);
  if (
    ca.zone !== cb.zone ||
    ca.controller === cb.controller ||
    !["interzone", "confrontation", "field"].includes(ca.zone) ||
    // A Free-for-All seat out of the confrontations takes no manifestation of the Confrontation Zone.
    (ca.zone === "confrontation" && (isOut(s, ca.controller) || isOut(s, cb.controller)))
  )
    return "done";
  // Each takes the other's place (its Interzone slot, its place in order of entry).
  const zone = ca.zone as "interzone" | "confrontation" | "field";
  const la: (string | null)[] = sideStateOf(s, ca.controller)[zone];
  const lb: (string | null)[] = sideStateOf(s, cb.controller)[zone];
  fieldChanged(s);
  la[la.indexOf(a)] = b;
  lb[lb.indexOf(b)] = a;
  const [wa, wb] = [cardW(s, a), cardW(s, b)];
  [wa.controller, wb.controller] = [cb.controller, ca.controller];
  for (const c of [wa, wb])
    ctx.ev.push({ type: "moved", card: c.iid, def: c.def, from: zone, to: zone, owner: c.owner });
  if (op.chosen) r.chosen = [a, b];
  return "done";
}

// The `temperament` op: changes a card's temperament (a fixed one, a player's choice, or t0's own: Mimer).
import { cardRefs, takesModifier, temperamentOf, type Ctx } from "../core";
import { addMod, ask } from "../effects";
import { BASE_TEMPERAMENTS, type Resolving, type Temperament } from "../types";
import type { OpOf, Step } from "./op";

export function temperamentOp(ctx: Ctx, r: Resolving, op: OpOf<"temperament">): Step {
  const { s } = ctx;
  const you = r.item.controller;
  let t: Temperament;
  if (op.temperament === "choice") {
    const a = ask(ctx, r, you, "temperament", [...BASE_TEMPERAMENTS], 1, 1, "temperament");
    if (!a) return "wait";
    t = a[0] as Temperament;
  } else if (op.temperament === "ofT0") {
    // "Copies the temperament of a target …" (Mimer): the target's current one.
    const from = cardRefs(ctx, r, "t0")[0];
    if (!from) return "done";
    t = temperamentOf(s, from);
  } else t = op.temperament;
  for (const id of cardRefs(ctx, r, op.to))
    if (takesModifier(s, r.item, id, op.to)) addMod(ctx, id, { kind: "temperament", temperament: t, until: op.until });
  return "done";
}

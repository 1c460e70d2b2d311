// The `power` op: changes the power of manifestations (a will paid with a tributeBoostsReduction card reduces more).
import { cardOf, cardRefs, holdsModifiers, isManifestation, powerCannotChange, powerOf, type Ctx } from "../core";
import { addMod, amountOf, powerChanged, powerEvent, watchesPower } from "../effects";
import { emitMany } from "../triggers";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function powerOp(ctx: Ctx, r: Resolving, op: OpOf<"power">): Step {
  const { s } = ctx;
  let n = amountOf(ctx, r, op.amount) * (op.sign ?? 1);
  // A reduction by a will paid with a tributeBoostsReduction card (Solar Apparition) is that much bigger.
  if (n < 0 && r.item.kind === "card") n -= s.flags[`extraReduction:${r.item.card}`] ?? 0;
  for (const id of cardRefs(ctx, r, op.to)) {
    // §3.2 "I Modificatori sono … permanenti, ma solo finché la carta rimane nel Campo Cartomantico o nella Zona di
    // Stallo": none for a card that has left them (Quorum back in a hand when its "+3 power" resolves).
    if (!isManifestation(s, id) || !holdsModifiers(s, id) || powerCannotChange(s, id)) continue;
    const before = watchesPower(s) ? powerOf(s, id) : null;
    addMod(ctx, id, { kind: "power", amount: n, until: op.until });
    powerEvent(ctx, id);
    if (n < 0) emitMany(ctx, "manifestationLosesPower", { card: id, player: cardOf(s, id).controller, amount: -n });
    powerChanged(ctx, id, before);
  }
  return "done";
}

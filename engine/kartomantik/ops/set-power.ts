// The `setPower` / `basePower` op: sets the power, or the base power, of manifestations.
import { cardRefs, holdsModifiers, isManifestation, powerCannotChange, powerOf, type Ctx } from "../core";
import { addMod, amountOf, powerChanged, powerEvent, watchesPower } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function setPowerOp(ctx: Ctx, r: Resolving, op: OpOf<"setPower" | "basePower">): Step {
  const { s } = ctx;
  const n = amountOf(ctx, r, op.amount);
  for (const id of cardRefs(ctx, r, op.to)) {
    // §3.2 "I Modificatori sono … permanenti, ma solo finché la carta rimane nel Campo Cartomantico o nella Zona di
    // Stallo": none for a card that has left them (Quorum back in a hand when its "+3 power" resolves).
    if (!isManifestation(s, id) || !holdsModifiers(s, id) || powerCannotChange(s, id)) continue;
    const before = watchesPower(s) ? powerOf(s, id) : null;
    addMod(
      ctx,
      id,
      op.op === "setPower"
        ? { kind: "setPower", value: n, until: op.until }
        : { kind: "basePower", value: n, until: op.until },
    );
    powerEvent(ctx, id);
    powerChanged(ctx, id, before);
  }
  return "done";
}

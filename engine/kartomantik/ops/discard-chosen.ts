// The `discardChosen` op: the `chosen` cards are discarded.
import { cardOf, type Ctx } from "../core";
import { discardCards } from "../effects";
import { allSeats } from "../seats";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function discardChosenOp(ctx: Ctx, r: Resolving, _op: OpOf<"discardChosen">): Step {
  const { s } = ctx;
  // The chosen hand cards are discarded (discard triggers fire, per owner).
  for (const p of allSeats(s)) {
    const ids = r.chosen.filter((id) => s.cards[id]?.zone === "hand" && cardOf(s, id).owner === p);
    discardCards(ctx, p, ids);
  }
  return "done";
}

// The `token` op: creates tokens in Support or in the Interzone.
import { cardsW, freeInterzone, sourceOf, type Ctx } from "../core";
import { amountOf, createToken, enterSupport, noSupport } from "../effects";
import { cardsChanged } from "../listeners";
import { moveCard } from "../move-card";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function tokenOp(ctx: Ctx, r: Resolving, op: OpOf<"token">): Step {
  const { s } = ctx;
  const you = r.item.controller;
  const src = sourceOf(r.item);
  const n = amountOf(ctx, r, op.n);
  for (let i = 0; i < n; i++) {
    const id = createToken(ctx, you, op.temperament, op.power, op.bySource ? src : undefined);
    if (op.where === "support") {
      if (noSupport(s, you)) {
        delete cardsW(s)[id];
        cardsChanged(s);
        continue;
      }
      enterSupport(ctx, id, you, false);
    } else {
      if (freeInterzone(s, you) === 0) {
        delete cardsW(s)[id];
        cardsChanged(s);
        continue;
      }
      moveCard(ctx, id, "interzone", { player: you });
    }
  }
  return "done";
}

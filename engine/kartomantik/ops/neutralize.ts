// The `neutralize` op: the stack item targeted as t0 leaves the stack (a card to the Limbo, or on top of the deck).
import type { Ctx } from "../core";
import { moveCard } from "../move-card";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function neutralizeOp(ctx: Ctx, r: Resolving, op: OpOf<"neutralize">): Step {
  const { s } = ctx;
  const t = r.item.targets[0];
  const idx = t?.startsWith("S") ? s.stack.findIndex((it) => `S${it.id}` === t) : -1;
  if (idx < 0) return "done";
  const [gone] = s.stack.splice(idx, 1);
  if (!gone) return "done";
  ctx.ev.push({ type: "neutralized", item: gone.id });
  if (gone.kind === "card" && s.cards[gone.card])
    moveCard(ctx, gone.card, op.dest === "deckTop" ? "deck" : "limbo", { top: true });
  return "done";
}

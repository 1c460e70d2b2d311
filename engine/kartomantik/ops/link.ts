// The `link` op: attaches the source's `linked` passives to a card.
import { cardRefs, cardW, sourceOf, type Ctx } from "../core";
import { addMod } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function linkOp(ctx: Ctx, r: Resolving, op: OpOf<"link">): Step {
  const { s } = ctx;
  const src = sourceOf(r.item);
  for (const id in s.cards)
    if (s.cards[id]!.mods.some((m) => m.kind === "link" && m.source === src)) {
      const c = cardW(s, id);
      c.mods = c.mods.filter((m) => !(m.kind === "link" && m.source === src));
    }
  const id = cardRefs(ctx, r, op.to)[0];
  // Who holds it now: a card borrowed while the source stays goes back to that player, not always to its owner.
  if (id) addMod(ctx, id, { kind: "link", source: src, until: "permanent", from: s.cards[id]!.controller });
  return "done";
}

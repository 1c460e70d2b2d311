// The `look` op: looks at the top cards of a deck: some to the hand, the rest on top, at the bottom or to the Limbo.
import { cardOf, type Ctx } from "../core";
import { amountOf, ask, playerRefs } from "../effects";
import { moveCard } from "../move-card";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function lookOp(ctx: Ctx, r: Resolving, op: OpOf<"look">): Step {
  const { s } = ctx;
  const you = r.item.controller;
  const refs = playerRefs(ctx, r, op.who ?? "you");
  if (!refs) return "wait";
  const p = refs[0] ?? you;
  const deck = s.players[p]!.deck;
  const n = amountOf(ctx, r, op.n);
  const seen = deck.slice(0, n);
  if (seen.length === 0) return "done";
  if (r.count === 0) {
    ctx.ev.push({ type: "looked", player: you, cards: seen, defs: seen.map((id) => cardOf(s, id).def) });
    r.count = 1;
  }
  let rest = seen;
  if (op.toHand) {
    if (r.count === 1) {
      const k = Math.min(op.toHand, seen.length);
      const a = ask(ctx, r, you, "choose", seen, k, k, "toHand");
      if (!a) return "wait";
      for (const id of a) moveCard(ctx, id, "hand");
      r.count = 2;
    }
    rest = seen.filter((id) => cardOf(s, id).zone === "deck");
  } else if (r.count === 1) r.count = 2;
  if (op.rest === "bottom") for (const id of rest) moveCard(ctx, id, "deck");
  else if (op.rest === "topOrBottom" || op.rest === "limbo") {
    if (rest.length > 0) {
      const a = ask(ctx, r, you, "choose", rest, 0, rest.length, op.rest === "limbo" ? "toLimbo" : "toBottom");
      if (!a) return "wait";
      for (const id of a) moveCard(ctx, id, op.rest === "limbo" ? "limbo" : "deck");
    }
  }
  r.count = 0;
  return "done";
}

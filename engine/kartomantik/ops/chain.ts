// The `chain` op: Chain: a manifestation from hand / Limbo / Interzone / deck enters Support (`who: "each"`:
// every player).
import { cardW, sourceOf, type Ctx } from "../core";
import { ask, chainEach, chainPool, enterSupport, noPlayedSupport, playerRefs } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";
import { shuffle } from "../../shared/rng";

export function chainOp(ctx: Ctx, r: Resolving, op: OpOf<"chain">): Step {
  const { s } = ctx;
  const you = r.item.controller;
  const src = sourceOf(r.item);
  // "Every other player must Chain": at a table of two that is the one opponent, as a single Chain.
  if (op.who === "each" || (op.who === "eachOther" && ctx.s.players.length > 2)) return chainEach(ctx, r, op);
  const refs = playerRefs(ctx, r, op.who === "eachOther" ? "opponent" : (op.who ?? "you"));
  if (!refs) return "wait";
  const who = refs[0] ?? you;
  const pl = s.players[who]!;
  if (noPlayedSupport(s, who)) return "done";
  const pool = chainPool(ctx, who, src, op);
  const max = Math.min(op.count ?? 1, pool.length);
  if (max === 0) return "done";
  const a = ask(ctx, r, who, "choose", pool, op.optional ? 0 : max, max, "chain");
  if (!a) return "wait";
  for (const id of a) {
    enterSupport(ctx, id, who, true);
    if (op.memory && s.cards[id]) cardW(s, id).memory.push(op.memory);
  }
  r.chosen = a;
  if (op.from.includes("deck")) {
    const [deck, rng] = shuffle(pl.deck, s.rng);
    pl.deck = deck;
    s.rng = rng;
  }
  return "done";
}

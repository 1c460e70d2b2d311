// The `playFromLimbo` op: you may play a will from your Limbo without paying its tribute cost; it is exiled afterwards.
import { announceWill } from "../announce-will";
import { cardW, defOf, isManifestation, type Ctx } from "../core";
import { pickFirst, willTargets } from "../effects";
import { moveCard } from "../move-card";
import type { Resolving } from "../types";
import { willTimingOk } from "../will-timing";
import type { OpOf, Step } from "./op";

export function playFromLimboOp(ctx: Ctx, r: Resolving, _op: OpOf<"playFromLimbo">): Step {
  const { s } = ctx;
  const you = r.item.controller;
  // r.count 0: which will; then its targets one by one (r.chosen = [will, ...targets]).
  if (r.count === 0) {
    const pool = s.players[you]!.limbo.filter(
      (id) =>
        !isManifestation(s, id) &&
        willTimingOk(s, defOf(s, id), you) &&
        !(defOf(s, id).type === "persistent_will" && s.stack.length > 0),
    );
    const first = pickFirst(ctx, r, you, pool, "play from the Limbo");
    if (typeof first === "string") return first;
  }
  const card = r.chosen[0]!;
  const step = willTargets(ctx, r, card, 1);
  if (step !== "ready") return step;
  moveCard(ctx, card, "stack");
  cardW(s, card).memory.push({ on: "leavesField", dest: "exile" });
  announceWill(ctx, you, card, r.chosen.slice(1), [], 0, false);
  return "done";
}

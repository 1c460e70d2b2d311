// The `shuffleDeck` op: players shuffle their deck.
import type { Ctx } from "../core";
import { playerRefs } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";
import { shuffle } from "../../shared/rng";

export function shuffleDeckOp(ctx: Ctx, r: Resolving, op: OpOf<"shuffleDeck">): Step {
  const { s } = ctx;
  const refs = playerRefs(ctx, r, op.who ?? "you");
  if (!refs) return "wait";
  for (const p of refs) {
    const [deck, rng] = shuffle(s.players[p]!.deck, s.rng);
    s.players[p]!.deck = deck;
    s.rng = rng;
  }
  return "done";
}

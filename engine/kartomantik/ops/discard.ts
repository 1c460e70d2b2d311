// The `discard` op: players discard from the hand (chosen or random, one player at a time) or from the deck
// top / bottom.
import { cardOf, handCards, type Ctx } from "../core";
import { amountOf, ask, discardCards, playerRefs } from "../effects";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";
import { shuffle } from "../../shared/rng";

export function discardOp(ctx: Ctx, r: Resolving, op: OpOf<"discard">): Step {
  const { s } = ctx;
  const you = r.item.controller;
  const n = amountOf(ctx, r, op.n);
  const refs = playerRefs(ctx, r, op.who);
  if (!refs) return "wait";
  const players = refs;
  if (op.from === "deckTop" || op.from === "deckBottom") {
    for (const p of players) {
      const deck = s.players[p]!.deck;
      const ids = op.from === "deckTop" ? deck.slice(0, n) : deck.slice(Math.max(0, deck.length - n));
      r.chosen = ids;
      discardCards(ctx, p, ids);
    }
    return "done";
  }
  // One player at a time: r.count walks the list so that each can be asked in turn.
  while (r.count < players.length) {
    const p = players[r.count]!;
    const hand = handCards(s, p);
    const k = Math.min(n, hand.length);
    if (k === 0) {
      ctx.ev.push({ type: "shown", player: p, cards: [...hand], defs: hand.map((id) => cardOf(s, id).def) });
      r.count++;
      continue;
    }
    let ids: string[];
    if (op.random) {
      const [shuffled, rng] = shuffle([...hand], s.rng);
      s.rng = rng;
      ids = shuffled.slice(0, k);
    } else {
      const chooser = op.chooser === "you" ? you : p;
      const a = ask(ctx, r, chooser, "choose", [...hand], k, k, "discard");
      if (!a) return "wait";
      ids = a;
    }
    discardCards(ctx, p, ids);
    r.count++;
  }
  r.count = 0;
  return "done";
}

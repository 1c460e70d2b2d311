// The `move` op: moves cards to a hand, a deck end, a Limbo, the exile, an Interzone, the stalemate or a vessel.
import { cardOf, cardRefs, cardW, isManifestation, type Ctx } from "../core";
import { playerRefs, roomIn, staysPut } from "../effects";
import { moveCard } from "../move-card";
import { membersOf } from "../seats";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function moveOp(ctx: Ctx, r: Resolving, op: OpOf<"move">): Step {
  const { s } = ctx;
  const you = r.item.controller;
  // "An opponent's Empathic Vessel": with several opponents, the controller chooses whose (before anything moves).
  // "A target opponent's": the player declared as the effect went on the stack (§3.2 Bersagli).
  const opponent =
    op.dest === "opponentVessel"
      ? playerRefs(ctx, r, "opponent")
      : op.dest === "targetVessel"
        ? playerRefs(ctx, r, "t0")
        : [];
  if (!opponent) return "wait";
  const winner = s.outcome?.winner != null ? membersOf(s, s.outcome.winner)[0] : undefined;
  const moved: [string, string][] = [];
  for (const id of cardRefs(ctx, r, op.to)) {
    if (staysPut(s, id)) continue;
    const c = cardOf(s, id);
    moved.push([id, c.zone]);
    switch (op.dest) {
      case "hand":
      case "ownerHand":
        moveCard(ctx, id, "hand");
        if (op.lock && s.cards[id]) cardW(s, id).lockedTurn = s.turn;
        break;
      case "deckTop":
        moveCard(ctx, id, "deck", { top: true });
        break;
      case "deckBottom":
        moveCard(ctx, id, "deck");
        break;
      case "limbo":
        moveCard(ctx, id, "limbo");
        break;
      case "exile":
        moveCard(ctx, id, "exile");
        break;
      case "interzone":
        if (isManifestation(s, id) && roomIn(s, you)) moveCard(ctx, id, "interzone", { player: you });
        break;
      case "winnerInterzone":
        // "…the winner puts it into the Interzone under their control".
        if (isManifestation(s, id) && winner !== undefined && roomIn(s, winner))
          moveCard(ctx, id, "interzone", { player: winner });
        break;
      case "stalemate":
        if (isManifestation(s, id)) moveCard(ctx, id, "stalemate");
        break;
      case "yourVessel":
        if (c.owner !== you && isManifestation(s, id)) moveCard(ctx, id, "vessel", { player: you });
        break;
      case "opponentVessel":
      case "targetVessel":
        if (opponent[0] !== undefined && c.owner !== opponent[0] && isManifestation(s, id))
          moveCard(ctx, id, "vessel", { player: opponent[0] });
        break;
    }
  }
  // "Those manifestations…" (Static Scuttler): the cards it did move, for the ops after it.
  if (op.chosen) r.chosen = moved.filter(([id, from]) => s.cards[id] && s.cards[id].zone !== from).map(([id]) => id);
  return "done";
}

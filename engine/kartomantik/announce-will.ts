// A will put on the stack as played, with its event and "whenever … play(s) a will" triggers: by apply.ts
// (a will played from the hand) and effects.ts (a will an effect plays), so it lives below both.
import { defOf, type Ctx } from "./core";
import { emitMany, pushItem } from "./triggers";

/** A will (already on its way to the stack) goes on it as played: the event and the "whenever … play(s) a will"
 * triggers. */
export function announceWill(
  ctx: Ctx,
  p: number,
  card: string,
  targets: string[],
  tribute: string[],
  x: number,
  fromHand: boolean,
): void {
  const { s } = ctx;
  const def = defOf(s, card);
  pushItem(ctx, { id: ++s.nextId, kind: "card", card, controller: p, targets, support: false, x });
  ctx.ev.push({ type: "played", player: p, card, def: def.id, targets, tribute });
  emitMany(ctx, "youPlayWill", { player: p, card });
  if (fromHand) emitMany(ctx, "youPlayWillFromHand", { player: p, card });
  emitMany(ctx, "youPlayCard", { player: p, card });
  emitMany(ctx, "opponentPlaysWill", { player: p, card });
  emitMany(ctx, "playerPlaysWill", { player: p, card });
  if (def.type === "ephemeral_will") emitMany(ctx, "youPlayEphemeral", { player: p, card });
}

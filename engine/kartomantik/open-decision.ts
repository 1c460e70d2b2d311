// Opening a decision (a question to a player, answered by their next `decide`): below triggers.ts and
// effects.ts, which both ask.
import type { Ctx } from "./core";
import type { Decision, GameState } from "./types";

/**
 * A source card as the events name it: "?" while it is in a hand, a deck or an exile (§1.3: "Nascoste agli avversari",
 * "coperte") — the events reach every seat, and eventsFor cannot tell where the card was (a trigger's card returned to
 * its owner's hand before the trigger resolves). The views name it to whoever may see it.
 */
export function sourceInLog(s: GameState, id: string): string {
  const zone = s.cards[id]?.zone;
  return zone === "hand" || zone === "deck" || zone === "exile" ? "?" : id;
}

export function openDecision(ctx: Ctx, d: Omit<Decision, "id">): void {
  const decision: Decision = { id: ++ctx.s.nextId, ...d };
  ctx.s.decisions.push(decision);
  const named = d.source && sourceInLog(ctx.s, d.source);
  ctx.ev.push({ type: "decision", decision: named === d.source ? decision : { ...decision, source: named } });
}

// Who may make manual moves. The fallback exists for card text the engine does not run (cards marked manual or
// partial: engine/README.md "Manual fallback"); a game created with `manualMoves: "cardText"` (every game the server
// starts) opens it only where such text is in reach, so in a game whose every card is automated nobody can give
// themselves points or move an opponent's card by hand. Games without the option (stored before it, golden replays,
// tests that set a position up by hand) keep the old rule: whoever holds priority.
import { defOf } from "./core";
import type { GameState } from "./types";

/** Where a card's text may act for anyone at the table: the public zones and the stack. */
const TABLE_ZONES = new Set(["confrontation", "interzone", "field", "stalemate", "limbo", "vessel", "stack"]);

/**
 * The cards whose text the engine does not (fully) run that `p` may apply by hand: on the table (any seat's, since
 * their controller applies them, whoever's they are), or in `p`'s own hand (text that acts from the hand: "reveal
 * it", "you may play it in Support"). Empty for a seat out of range. `unautomated`: the game's such cards, when the
 * caller has them (a view for every seat reads them once).
 */
export function manualSources(s: GameState, p: number, unautomated = unautomatedCards(s)): string[] {
  if (!s.players[p]) return [];
  return unautomated.filter((id) => {
    const c = s.cards[id]!;
    return TABLE_ZONES.has(c.zone) || (c.zone === "hand" && c.owner === p);
  });
}

/** Every card of the game whose text the engine does not (fully) run, wherever it is. */
export function unautomatedCards(s: GameState): string[] {
  return Object.keys(s.cards).filter((id) => defOf(s, id).automation !== "automated");
}

/** Whether `p` is resolving a manual card (its `manualResolve` decision is open). */
export const resolvingManual = (s: GameState, p: number): boolean =>
  s.decisions.some((d) => d.player === p && d.kind === "manualResolve");

/** Whether the game's rule lets `p` make manual moves at all now (priority and decisions are checked apart). */
export function manualOpen(s: GameState, p: number, unautomated?: string[]): boolean {
  if (s.config.manualMoves !== "cardText" || resolvingManual(s, p)) return true;
  return manualSources(s, p, unautomated).length > 0;
}

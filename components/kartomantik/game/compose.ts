// Composing a play on the phone (pick, then confirm) from the engine's PlayChoice: the parts of an action a player
// picks (targets, the extra cost's cards, X, the tribute), read from an action and written back into one.
import type { GameAction, PlayChoice } from "@/engine/kartomantik";
import { paymentStatus } from "@/engine/kartomantik/essence";
import { cardOfAction } from "./actionText";

export type PlayAction = Extract<GameAction, { type: "playWill" | "activate" }>;

export interface Draft {
  targets: string[];
  /** One list per extra-cost group, in the choice's order. */
  extra: string[][];
  x: number | undefined;
  tribute: string[];
}

/** Whether a play leaves the player anything to choose beyond its button (else one tap plays it). */
export function hasChoice(c: PlayChoice): boolean {
  return (
    c.tribute.alternatives ||
    c.targets.some((t) => t.optional || t.candidates.length > 1) ||
    c.extra.some((e) => e.candidates.length > e.n) ||
    (c.x !== undefined && c.x.max > c.x.min)
  );
}

/** The draft with `id` as target `slot` ("" for none). Where the play's targets must all be in one player's zone (the
 * engine's rule), the other targets in another player's are let go: the newest pick says whose. */
export function pickTarget(c: PlayChoice, d: Draft, slot: number, id: string): Draft {
  const holders = c.targetsRule?.holders;
  const clash = (t: string) => id !== "" && t !== "" && holders !== undefined && holders[t] !== holders[id];
  return { ...d, targets: d.targets.map((t, j) => (j === slot ? id : clash(t) ? "" : t)) };
}

/** Whether `id` as target `slot` keeps the targets within the play's maximum total of points (the engine's rule),
 * counted as `pickTarget` would leave them; the composer leaves out a candidate that would not. */
export function targetFits(c: PlayChoice, d: Draft, slot: number, id: string): boolean {
  const rule = c.targetsRule;
  if (rule?.pointsMax === undefined || id === "") return true;
  const total = pickTarget(c, d, slot, id).targets.reduce((n, t) => n + (rule.points?.[t] ?? 0), 0);
  return total <= rule.pointsMax;
}

/** The choice a button's action belongs to (its card, and its ability). */
export function choiceFor(choices: readonly PlayChoice[], a: GameAction): PlayChoice | undefined {
  if (a.type !== "playWill" && a.type !== "activate") return undefined;
  return choices.find(
    (c) => c.type === a.type && c.card === a.card && (a.type !== "activate" || c.ability === a.ability),
  );
}

/** The parts of `a` (a button's action: the composer starts from it). */
export function draftOf(c: PlayChoice, a: PlayAction): Draft {
  const extra: string[][] = [];
  let at = 0;
  for (const g of c.extra) {
    extra.push((a.extra ?? []).slice(at, at + g.n));
    at += g.n;
  }
  return {
    targets: c.targets.map((_, i) => a.targets?.[i] ?? ""),
    extra,
    x: a.type === "activate" ? a.x : undefined,
    tribute: [...(a.tribute?.cards ?? [])],
  };
}

/** The action the draft composes. */
export function actionOf(c: PlayChoice, d: Draft, player: number): PlayAction {
  const extra = d.extra.flat();
  const base = {
    player,
    card: c.card,
    targets: d.targets,
    tribute: { cards: d.tribute },
    ...(extra.length ? { extra } : {}),
  };
  return c.type === "activate"
    ? { type: "activate", ability: c.ability ?? 0, ...base, ...(d.x !== undefined ? { x: d.x } : {}) }
    : { type: "playWill", ...base };
}

/** §2.1 on the picked cards: "ok", "short" (the total is not reached) or "extra" (a card is not needed). */
export function tributeStatus(c: PlayChoice, tribute: readonly string[]) {
  const gives = tribute.map((id) => c.tribute.candidates.find((x) => x.card === id)?.gives ?? [{}]);
  return paymentStatus(c.tribute.need, gives);
}

/** Adds or removes `id`; a group that takes one card swaps it. */
export function toggle(list: readonly string[], id: string, max: number): string[] {
  if (list.includes(id)) return list.filter((x) => x !== id);
  if (max === 1) return [id];
  return list.length >= max ? [...list] : [...list, id];
}

/**
 * The server's legal actions with the plays its capped list missed: each after the last listed action on its card (the
 * card's box keeps all its ways together), otherwise at the end, in the order found.
 */
export function withMissed(legal: readonly GameAction[], missed: readonly GameAction[]): GameAction[] {
  const out = [...legal];
  for (const m of missed) {
    const card = cardOfAction(m);
    let at = -1;
    out.forEach((a, i) => {
      if (card !== null && cardOfAction(a) === card) at = i;
    });
    if (at < 0) out.push(m);
    else out.splice(at + 1, 0, m);
  }
  return out;
}

// The four piles of §1 and the organizer's composition: which pile a card belongs to, and whether
// a set can supply N × composition cards before the draft starts.
import { isRuleError, refuse } from "./errors";
import type { Composition, DraftCard, DraftConfig, Pile, RuleError } from "./types";

export const PILES: readonly Pile[] = ["wills", "minor", "medium", "major"];

/** Cards per player from each pile when the organizer changes nothing (§1). */
export const DEFAULT_COMPOSITION: Composition = { wills: 12, minor: 8, medium: 11, major: 5 };

/** A full draft gives every player 36 cards; less only with the organizer's consent. */
export const FULL_DRAFT = 36;

/** Players at one draft (§1). */
export const DRAFT_PLAYERS = { min: 2, max: 6 } as const;

/**
 * Wills of both kinds form one pile; manifestations go by points: ≤15 (negative included) minor,
 * 20–35 medium, 40–50 major. Points between or beyond the bands fit no pile: the rulebook has no
 * place for them, so the set is refused rather than guessed at.
 */
export function pileOf(card: DraftCard): Pile | RuleError {
  if (card.type === "ephemeral_will" || card.type === "persistent_will") return "wills";
  if (card.type !== "manifestation")
    return refuse("bad_composition", "§1", { card: String(card.id), type: String(card.type) });
  const p = card.points;
  if (p <= 15) return "minor";
  if (p >= 20 && p <= 35) return "medium";
  if (p >= 40 && p <= 50) return "major";
  return refuse("bad_composition", "§1", { card: String(card.id), points: String(p) });
}

/** The pool split into piles, in pool order; refuses a card that fits no pile or a repeated id. */
export function splitIntoPiles(pool: readonly DraftCard[]): Record<Pile, DraftCard[]> | RuleError {
  const piles: Record<Pile, DraftCard[]> = { wills: [], minor: [], medium: [], major: [] };
  const seen = new Set<string>();
  for (const card of pool) {
    // Card ids name cards on the table and in hands, so two cards may not share one.
    if (seen.has(card.id)) return refuse("bad_composition", "§1", { card: card.id, reason: "duplicate id" });
    seen.add(card.id);
    const pile = pileOf(card);
    if (isRuleError(pile)) return pile;
    piles[pile].push(card);
  }
  return piles;
}

export function compositionSum(composition: Composition): number {
  return PILES.reduce((sum, pile) => sum + composition[pile], 0);
}

/** Every §1 check that can refuse a draft before it starts; null when the draft may start. */
export function checkComposition(pool: readonly DraftCard[], config: DraftConfig): RuleError | null {
  const n = config.players;
  const { min, max } = DRAFT_PLAYERS;
  if (!Number.isInteger(n) || n < min || n > max)
    return refuse("bad_player_count", "§1", { players: String(n), min, max });

  for (const pile of PILES) {
    const value: unknown = config.composition?.[pile];
    if (typeof value !== "number" || !Number.isInteger(value) || value < 0)
      return refuse("bad_composition", "§1", { pile, value: String(value) });
  }
  const sum = compositionSum(config.composition);
  // More than 36 is never allowed and 0 would be no draft at all; fewer needs explicit consent.
  if (sum > FULL_DRAFT || sum === 0) return refuse("bad_composition", "§1", { sum, max: FULL_DRAFT });
  if (sum < FULL_DRAFT && config.acceptShortDraft !== true)
    return refuse("short_draft_not_accepted", "§1", { sum, expected: FULL_DRAFT });

  const piles = splitIntoPiles(pool);
  if (isRuleError(piles)) return piles;
  for (const pile of PILES) {
    const needed = n * config.composition[pile];
    const available = piles[pile].length;
    if (available < needed) return refuse("pile_too_small", "§1", { pile, needed, available });
  }
  return null;
}

// Broken rules as data (never thrown), and the English sentence the CLI prints for each; the UI
// translates from `rule` + `params` instead.
import type { CardRef, ListError, Section, Violation, ViolationCode, Where } from "./types";

export function violation(
  rule: ViolationCode,
  section: Section,
  extra: { where?: Where; card?: CardRef; params?: Violation["params"] } = {},
): Violation {
  return { rule, section, ...extra };
}

const named = (card?: CardRef) => (card ? `"${card.name}"` : "a card");

/** One line of English for a violation, citing its section. */
export function explainViolation(v: Violation): string {
  const p = v.params ?? {};
  const where = v.where ?? "deck";
  const text: Record<ViolationCode, () => string> = {
    unknown_format: () => `unknown format ${JSON.stringify(p.format)} (draft, constructed or 2v2)`,
    unknown_card: () => `card id "${v.card?.id}" in the ${where} is not in the card set`,
    deck_size: () => `the deck has ${p.count} cards; it must have exactly ${p.required}`,
    duplicate_name: () =>
      `${named(v.card)} appears ${p.copies} times ${where === "sideboard" ? "across deck and sideboard" : "in the deck"}; one copy per name`,
    points_cap: () => `the deck's manifestations total ${p.points} points; at most ${p.max}`,
    pool_required: () => "a draft deck is checked against the player's drafted cards, and none were given",
    not_in_pool: () => `${named(v.card)} in the ${where} is not among the player's drafted cards`,
    sideboard_size: () => `the sideboard has ${p.count} cards; at most ${p.max}`,
    sideboard_not_rest_of_pool: () =>
      `${named(v.card)} was drafted but is in neither the deck nor the sideboard; the sideboard is the rest of the pool`,
    swap_not_in_deck: () => `cannot swap out ${named(v.card)}: it is not in the deck`,
    swap_not_in_sideboard: () => `cannot swap in ${named(v.card)}: it is not in the sideboard`,
    swap_card_repeated: () => `${named(v.card)} appears in more than one swap`,
  };
  return `${text[v.rule]()} (${v.section})`;
}

/** One line of English for a problem in an imported list, with its line or JSON path. */
export function explainListError(e: ListError): string {
  const at = e.line !== undefined ? `line ${e.line}: ` : e.path ? `${e.path}: ` : "";
  const p = e.params ?? {};
  const name = JSON.stringify(e.name ?? "");
  const text: Record<ListError["rule"], () => string> = {
    unknown_name: () => `no card is named ${name}`,
    ambiguous_name: () => `${name} names several cards (${p.ids}); use the other language's name`,
    duplicate_name: () => `${name} is the same card as line ${p.firstLine} (${p.card}); one copy per name`,
    bad_count: () => `${name} has count ${p.count}; a deck holds one copy of each card`,
    unknown_card: () => `card id ${name} is not in the card set`,
    not_a_deck: () => `not a community deck: ${p.reason}`,
    deck_not_found: () => `no deck with id ${name} in the file (ids: ${p.ids})`,
  };
  return `${at}${text[e.rule]()}${e.section ? ` (${e.section})` : ""}`;
}

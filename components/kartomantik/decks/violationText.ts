// A deck check's problems in words (messages deck.rules.*), the same on a client page (DeckVerdict's hooks) and a
// server page (the organizer's decks panel and seat list): the engine's rules name the problem, never restated here.
import type { Violation } from "@/engine/kartomantik/deck-rules/types";

/** A next-intl translator of the "deck" messages, from useTranslations or getTranslations. */
type DeckT = (key: string, values?: Record<string, string | number>) => string;

/** A card's name in the language, as a deck check names it. */
export const cardNameIn = (locale: string, v: { card?: { name: string; nameIt?: string } }): string =>
  v.card ? (locale === "it" ? (v.card.nameIt ?? v.card.name) : v.card.name) : "";

/** One problem in words. */
export const violationText = (t: DeckT, locale: string, v: Violation): string =>
  t(`rules.${v.rule}`, { ...v.params, name: cardNameIn(locale, v) });

/** Every problem, one sentence each, in the engine's order. */
export const violationsText = (t: DeckT, locale: string, violations: readonly Violation[]): string =>
  violations.map((v) => violationText(t, locale, v)).join(" ");

"use client";
import { useLocale, useTranslations } from "next-intl";
import type { Violation } from "@/engine/kartomantik/deck-rules/types";

/** A card's name in the page's language, as a deck check names it. */
export function useCardName(): (v: { card?: { id: string; name: string; nameIt?: string } }) => string {
  const locale = useLocale();
  return (v) => (v.card ? (locale === "it" ? (v.card.nameIt ?? v.card.name) : v.card.name) : "");
}

/** A deck check's problem in words, in the page's language. */
export function useViolationText(): (v: Violation) => string {
  const t = useTranslations("deck");
  const name = useCardName();
  return (v) => t(`rules.${v.rule}`, { ...v.params, name: name(v) } as never);
}

/** The shared deck check's verdict, as both deck builders show it: legal, or every problem in words. */
export function DeckVerdict({ legal, violations }: { legal: boolean; violations: Violation[] }) {
  const t = useTranslations("deck");
  const text = useViolationText();
  if (legal)
    return (
      <p className="font-semibold text-green-800" data-testid="deck-legal">
        {t("legal")}
      </p>
    );
  return (
    <ul className="list-inside list-disc text-sm text-red-800" data-testid="deck-violations">
      {violations.map((v, i) => (
        <li key={i}>{text(v)}</li>
      ))}
    </ul>
  );
}

"use client";
import { useLocale, useTranslations } from "next-intl";
import type { Violation } from "@/engine/kartomantik/deck-rules/types";
import { cardNameIn, violationText } from "@/components/kartomantik/decks/violationText";

/** A card's name in the page's language, as a deck check names it. */
export function useCardName(): (v: { card?: { id: string; name: string; nameIt?: string } }) => string {
  const locale = useLocale();
  return (v) => cardNameIn(locale, v);
}

/** A deck check's problem in words, in the page's language. */
export function useViolationText(): (v: Violation) => string {
  const t = useTranslations("deck");
  const locale = useLocale();
  return (v) => violationText(t as never, locale, v);
}

/** The shared deck check's verdict, as both deck builders show it: legal, or "not valid" and every problem in
 * words. */
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
    <div className="text-sm text-red-800" data-testid="deck-violations">
      <p className="font-semibold">{t("notValid")}</p>
      <ul className="list-inside list-disc">
        {violations.map((v, i) => (
          <li key={i}>{text(v)}</li>
        ))}
      </ul>
    </div>
  );
}

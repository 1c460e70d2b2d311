"use client";
import { useTranslations } from "next-intl";
import type { DeckCheck } from "@/engine/kartomantik/deck-rules/types";
import { useViolationText } from "@/components/kartomantik/decks/DeckVerdict";

/** Both deck builders' save button, fixed at the bottom. A deck that breaks a rule is still saved
 * (a draft to finish later), but the bar says so and why, instead of a plain "Salvato"; a legal deck
 * saved says what the phone waits for now (the organizer's start; the page turns by itself). */
export function SaveBar({
  dirty,
  busy,
  saved,
  onSave,
}: {
  dirty: boolean;
  busy: boolean;
  saved: DeckCheck | null;
  onSave: () => void;
}) {
  const t = useTranslations("deck");
  const text = useViolationText();
  const draft = !dirty && saved !== null && !saved.legal;
  const ready = !dirty && saved !== null && saved.legal;
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 border-t border-stone-200 bg-white p-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)]">
      <div className="mx-auto max-w-md space-y-1">
        {draft && (
          <p className="text-sm font-semibold text-red-800" role="status" data-testid="deck-save-verdict">
            {t("savedNotValid", { reasons: saved.violations.map(text).join(" ") })}
          </p>
        )}
        {ready && <WaitStart />}
        <button className="btn w-full text-lg" disabled={busy || !dirty} onClick={onSave} data-testid="deck-save">
          {dirty ? t("save") : draft ? t("savedDraft") : t("saved")}
        </button>
      </div>
    </div>
  );
}

/** What a phone with its deck ready (saved and legal, or locked) waits for: the organizer's start. */
export function WaitStart() {
  const t = useTranslations("deck");
  return (
    <p className="text-sm text-stone-700" role="status" data-testid="deck-next">
      {t("waitStart")}
    </p>
  );
}

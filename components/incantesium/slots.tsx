"use client";
// Incantesium's UI slots (components/game-registry/slot.ts): the rulebook's optional rules ("Regole
// opzionali") chosen at creation; one shared deck, no card set.
import { useTranslations } from "next-intl";
import type { GameSlots } from "@/components/game-registry/slot";

function NewEventFields() {
  const t = useTranslations("incantesium");
  return (
    <fieldset className="space-y-1" data-testid="inc-options-form">
      <p className="text-sm text-stone-600">{t("noDeck")}</p>
      <p className="text-sm text-stone-600">{t("events.modeHelp")}</p>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="castes" data-testid="inc-castes" />
        {t("castes")}
      </label>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="spirits" data-testid="inc-spirits" />
        {t("spirits")}
      </label>
    </fieldset>
  );
}

export const INCANTESIUM_SLOTS: GameSlots = {
  modeLabel: (t, mode) => t(`incantesium.events.${mode}`),
  NewEventFields,
  settingsOf: (form) => ({ castes: form.get("castes") === "on", spirits: form.get("spirits") === "on" }),
};

"use client";
// Ken il Guerriero's UI slots (components/game-registry/slot.ts).
import type { GameSlots } from "@/components/game-registry/slot";
import { KenEndFields, kenEndOfForm } from "@/components/ken/KenEndFields";

export const KEN_SLOTS: GameSlots = {
  modeLabel: (t, mode) => t(`modes.${mode}`),
  NewEventFields: () => <KenEndFields />,
  settingsOf: (form) => ({ end: kenEndOfForm(form) }),
};

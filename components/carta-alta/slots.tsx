"use client";
// Carta più alta's UI slots (components/game-registry/slot.ts): nothing to set up; a match is played on
// the app.
import type { GameSlots } from "@/components/game-registry/slot";

export const CARTA_ALTA_SLOTS: GameSlots = {
  modeLabel: (t, mode) => t(`cartaAlta.modes.${mode}`),
  NewEventFields: () => null,
  settingsOf: () => ({}),
  playOnApp: { label: (t) => t("game.playOnApp") },
};

"use client";
// Carta più alta's UI slots (components/game-registry/slot.ts): nothing to set up; a match is played on
// the app.
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import type { GameSlots } from "@/components/game-registry/slot";
const OpenGameButton = dynamic(() => import("@/components/engine-game/OpenGameButton").then((m) => m.OpenGameButton));

export const CARTA_ALTA_SLOTS: GameSlots = {
  modeLabel: (t, mode) => t(`cartaAlta.modes.${mode}`),
  NewEventFields: () => null,
  settingsOf: () => ({}),
  PlayOnApp: function PlayOnApp({ eventId, matchId }) {
    const t = useTranslations("game");
    return (
      <OpenGameButton
        eventId={eventId}
        url={`/api/events/${eventId}/matches/${matchId}/games`}
        label={t("playOnApp")}
        testId="play-on-app"
        kind="carta-alta"
      />
    );
  },
};

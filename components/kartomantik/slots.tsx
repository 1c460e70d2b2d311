"use client";
// Kartomantik's UI slots (components/game-registry/slot.ts).
import { useTranslations } from "next-intl";
import { OpenGameButton } from "@/components/game/OpenGameButton";
import type { GameSlots, NewEventData } from "@/components/game-registry/slot";

function NewEventFields({ data }: { data: NewEventData }) {
  const t = useTranslations("dashboard");
  return (
    <label className="label">
      {t("cardSet")}
      <select className="field" name="cardSetId" required>
        {data.sets.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export const KARTOMANTIK_SLOTS: GameSlots = {
  modeLabel: (t, mode) => t(`modes.${mode}`),
  NewEventFields,
  settingsOf: (form) => ({ cardSetId: form.get("cardSetId") }),
  PlayOnApp: function PlayOnApp({ eventId, matchId }) {
    const t = useTranslations("game");
    return (
      <OpenGameButton
        eventId={eventId}
        url={`/api/events/${eventId}/matches/${matchId}/games`}
        label={t("playOnApp")}
        quiet
        testId="play-on-app"
      />
    );
  },
  sideboarding: true,
  Practice: function Practice({ eventId }) {
    const t = useTranslations("game");
    return (
      <OpenGameButton
        eventId={eventId}
        url={`/api/events/${eventId}/practice`}
        label={t("practice")}
        quiet
        testId="practice"
      />
    );
  },
};

"use client";
// Kartomantik's UI slots (components/game-registry/slot.ts).
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { BotLevelSelect } from "@/components/engine-game/BotLevelSelect";
import { BOT_LEVELS, DEFAULT_BOT_LEVEL } from "@/lib/kartomantik/games/bot-levels";
import { nameOf } from "@/components/tournament/names";
import type { GameSlots } from "@/components/game-registry/slot";
import type { NewEventData } from "@/lib/game-registry/module";
const SideboardPanel = dynamic(() => import("@/components/kartomantik/SideboardPanel").then((m) => m.SideboardPanel));
const MatchBotSeats = dynamic(() => import("@/components/kartomantik/MatchBotSeats").then((m) => m.MatchBotSeats));
const OpenGameButton = dynamic(() => import("@/components/engine-game/OpenGameButton").then((m) => m.OpenGameButton));
const DuelBotButtons = dynamic(() => import("@/components/engine-game/DuelBotButtons").then((m) => m.DuelBotButtons));

function NewEventFields({ data }: { data: NewEventData }) {
  const t = useTranslations("dashboard");
  // Set names are per organizer: the organizer's own "Beta" and a shared one may both be offered, told apart.
  const count = new Map<string, number>();
  for (const s of data.sets) count.set(s.name, (count.get(s.name) ?? 0) + 1);
  return (
    <label className="label">
      {t("cardSet")}
      <select className="field" name="cardSetId" required>
        {data.sets.map((s) => (
          <option key={s.id} value={s.id}>
            {count.get(s.name)! > 1 ? `${s.name} · ${t(s.mine ? "cardSetMine" : "cardSetOthers")}` : s.name}
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
  playOnApp: { label: (t) => t("game.playOnApp"), quiet: true },
  Sideboard: SideboardPanel,
  // A duel: a missing player's seat to the bot; a table: the seats the bot plays in its game on the app.
  OrganizerMatchPanel: ({ eventId, view, match, data }) => {
    if (match.seats.length === 2)
      return (
        <DuelBotButtons
          levels={{ levels: BOT_LEVELS, default: DEFAULT_BOT_LEVEL }}
          eventId={eventId}
          view={view}
          match={match}
          url={`/api/events/${eventId}/matches/${match.id}/bot`}
          kind="kartomantik"
        />
      );
    if (!["scheduled", "reported", "disputed"].includes(match.status)) return null;
    const appGame = data as { gameId: string | null; botSeatIds: string[] };
    return (
      <MatchBotSeats
        eventId={eventId}
        matchId={match.id}
        gameId={appGame.gameId}
        seats={match.seats.map((s) => ({
          seatId: s.seatId,
          name: nameOf(view, s.seatId),
          bot: appGame.botSeatIds.includes(s.seatId),
        }))}
      />
    );
  },
  Practice: function Practice({ eventId }) {
    const t = useTranslations("game");
    const [level, setLevel] = useState<string>(DEFAULT_BOT_LEVEL);
    return (
      <div className="space-y-1" data-testid="practice-panel">
        <BotLevelSelect levels={BOT_LEVELS} value={level} onChange={setLevel} />
        <OpenGameButton
          eventId={eventId}
          url={`/api/events/${eventId}/practice`}
          label={t("practice")}
          quiet
          testId="practice"
          kind="kartomantik"
          body={{ level }}
        />
      </div>
    );
  },
};

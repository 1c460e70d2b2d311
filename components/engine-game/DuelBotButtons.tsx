"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi, type ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import { BotLevelSelect } from "@/components/engine-game/BotLevelSelect";
import { nameOf } from "@/components/tournament/names";
import type { MatchView, TournamentView } from "@/lib/tournament/shape";

/** The organizer hands a missing player's seat of a two-seat match to the bot: the game opens on the app
 * (`url`, the game's bot route) and the organizer watches it as a spectator (`kind`: the game's id, its page
 * /organizer/events/EVENT/games/KIND/ID). */
export function DuelBotButtons({
  eventId,
  view,
  match,
  url,
  kind,
  levels,
}: {
  eventId: string;
  view: TournamentView;
  match: MatchView;
  url: string;
  kind: string;
  /** The game's bot levels (EngineServer.botLevels): the organizer picks one; absent, the game has one bot. */
  levels?: { levels: readonly string[]; default: string };
}) {
  const tg = useTranslations("game");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [level, setLevel] = useState(levels?.default);
  const [error, setError] = useState<ApiError | null>(null);
  if (!["scheduled", "reported", "disputed"].includes(match.status) || match.seats.length !== 2) return null;
  return (
    <>
      {levels && level && <BotLevelSelect levels={levels.levels} value={level} onChange={setLevel} />}
      <div className="flex flex-wrap gap-2" data-testid="bot-plays">
        {match.seats.map(({ seatId: seat }) => (
          <button
            key={seat}
            type="button"
            className="btn-quiet"
            disabled={busy}
            onClick={async () => {
              if (!window.confirm(tg("botConfirm", { name: nameOf(view, seat) }))) return;
              setBusy(true);
              const res = await callApi<{ gameId: string }>(url, {
                json: { seatId: seat, ...(level ? { level } : {}) },
              });
              setBusy(false);
              setError(res.error ?? null);
              if (res.data) router.push(`/organizer/events/${eventId}/games/${kind}/${res.data.gameId}?as=spectator`);
            }}
          >
            {tg("botPlays", { name: nameOf(view, seat) })}
          </button>
        ))}
      </div>
      <ErrorBox error={error} />
    </>
  );
}

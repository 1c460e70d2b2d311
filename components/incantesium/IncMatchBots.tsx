"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi, type ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import { BotLevelSelect } from "@/components/engine-game/BotLevelSelect";
import { BOT_LEVELS, DEFAULT_BOT_LEVEL } from "@/lib/incantesium/bot-levels";

/** The organizer's console for an Incantesium table of 3–5 (a pod, a 2v2): tick the absent mages and the
 * bot, at the level picked, plays their seats in the table's challenge (`…/bot` `{"seatIds", "level"}`), from its start
 * or, in a running one, from the next move on; the organizer then watches it as a spectator. */
export function IncMatchBots({
  eventId,
  matchId,
  seats,
}: {
  eventId: string;
  matchId: string;
  seats: { seatId: string; name: string }[];
}) {
  const t = useTranslations("incantesium.events");
  const router = useRouter();
  const [ticked, setTicked] = useState<string[]>([]);
  const [level, setLevel] = useState<string>(DEFAULT_BOT_LEVEL);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  async function start() {
    setBusy(true);
    const res = await callApi<{ gameId: string }>(`/api/events/${eventId}/matches/${matchId}/bot`, {
      json: { seatIds: ticked, level },
    });
    setBusy(false);
    setError(res.error ?? null);
    if (res.data) router.push(`/organizer/events/${eventId}/games/incantesium/${res.data.gameId}?as=spectator`);
  }
  return (
    <fieldset className="space-y-2" data-testid="inc-match-bots">
      <legend className="font-semibold">{t("botsTitle")}</legend>
      <p className="text-sm text-stone-600">{t("botsHelp")}</p>
      <BotLevelSelect levels={BOT_LEVELS} value={level} onChange={setLevel} />
      {seats.map((s) => (
        <label key={s.seatId} className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={ticked.includes(s.seatId)}
            data-testid="inc-bot-seat"
            onChange={(e) =>
              setTicked((all) => (e.target.checked ? [...all, s.seatId] : all.filter((id) => id !== s.seatId)))
            }
          />
          {s.name}
        </label>
      ))}
      <button
        type="button"
        className="btn-quiet"
        disabled={busy || ticked.length === 0}
        onClick={() => void start()}
        data-testid="inc-bots-start"
      >
        {t("botsStart")}
      </button>
      <ErrorBox error={error} />
    </fieldset>
  );
}

"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi, type ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import { BotLevelSelect } from "@/components/engine-game/BotLevelSelect";
import { BOT_LEVELS, DEFAULT_BOT_LEVEL } from "@/lib/kartomantik/games/bot-levels";

/** The organizer's console for a Kartomantik table of 3–5 (a pod, a 2v2): each absent seat, one after the other,
 * can be handed to the bot (`…/bot` `{"seatId"}`), before the game (it starts with the bot) or during it (the bot
 * takes the seat over); the seats the bot plays in the running game say so. At least one seat stays a person's:
 * the server refuses the last one with its reason. */
export function MatchBotSeats({
  eventId,
  matchId,
  seats,
  gameId,
}: {
  eventId: string;
  matchId: string;
  seats: { seatId: string; name: string; bot: boolean }[];
  /** The match's running game on the app, if any. */
  gameId: string | null;
}) {
  const t = useTranslations("game");
  const router = useRouter();
  const [level, setLevel] = useState<string>(DEFAULT_BOT_LEVEL);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  async function give(seat: { seatId: string; name: string }) {
    if (!window.confirm(t("botConfirmNow", { name: seat.name }))) return;
    setBusy(true);
    const res = await callApi<{ gameId: string }>(`/api/events/${eventId}/matches/${matchId}/bot`, {
      json: { seatId: seat.seatId, level },
    });
    setBusy(false);
    setError(res.error ?? null);
    if (res.data) router.refresh();
  }
  return (
    <section className="space-y-2" data-testid="bot-seats">
      <h2 className="font-semibold">{t("botSeatsTitle")}</h2>
      <p className="text-sm text-stone-600">{t("botSeatsHelp")}</p>
      <BotLevelSelect levels={BOT_LEVELS} value={level} onChange={setLevel} />
      <ul className="flex flex-wrap gap-2">
        {seats.map((s) => (
          <li key={s.seatId}>
            {s.bot ? (
              <span className="inline-flex min-h-11 items-center font-semibold" data-testid="bot-seat-taken">
                ⚙ {t("botSeatTaken", { name: s.name })}
              </span>
            ) : (
              <button
                type="button"
                className="btn-quiet"
                disabled={busy}
                onClick={() => void give(s)}
                data-testid="bot-seat"
                data-seat-name={s.name}
              >
                {t("botPlays", { name: s.name })}
              </button>
            )}
          </li>
        ))}
      </ul>
      {gameId && (
        <Link
          className="underline"
          href={`/organizer/events/${eventId}/games/kartomantik/${gameId}?as=spectator`}
          data-testid="bot-seats-watch"
        >
          {t("spectating")}
        </Link>
      )}
      <ErrorBox error={error} />
    </section>
  );
}

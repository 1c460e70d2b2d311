"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { callApi, type ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import { RoundClock, useRoundClockLeft } from "@/components/tournament/RoundClock";
import { isOpenMatch, matchStatusText, playersText, roundLabel } from "@/components/tournament/names";
import { isBye, ROUND_CLOCK_SECONDS, roundMatches, type TournamentView } from "@/lib/tournament/shape";

/** "50" → 50 minutes, "0:30" → 30 seconds; null when it is neither. */
export function durationSeconds(text: string): number | null {
  const m = /^\s*(?:(\d{1,3})|(\d{1,3}):([0-5]\d))\s*$/.exec(text);
  if (!m) return null;
  const seconds = m[1] !== undefined ? Number(m[1]) * 60 : Number(m[2]) * 60 + Number(m[3]);
  return seconds >= ROUND_CLOCK_SECONDS.min && seconds <= ROUND_CLOCK_SECONDS.max ? seconds : null;
}

/** The organizer's round clock: start (or restart), pause, resume, add minutes; at zero, the
 * round's matches still without a result (the organizer decides: nothing is scored by the clock). */
export function RoundClockConsole({ eventId, view }: { eventId: string; view: TournamentView }) {
  const t = useTranslations("tournament.clock");
  const tt = useTranslations("tournament");
  const [duration, setDuration] = useState("50");
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const clock = view.clock;
  const left = useRoundClockLeft(clock);
  if (!view.current) return null;
  const send = async (json: unknown, confirmText?: string) => {
    if (confirmText && !window.confirm(confirmText)) return;
    setBusy(true);
    const { error } = await callApi(`/api/events/${eventId}/tournament/clock`, { json });
    setBusy(false);
    setError(error ?? null);
  };
  const start = () => {
    const seconds = durationSeconds(duration);
    if (seconds === null) return setError({ code: "bad_duration", message: t("badDuration") });
    void send({ op: "start", seconds }, clock ? t("restartConfirm", { duration }) : undefined);
  };
  const over = clock !== null && clock.endsAt !== null && left !== null && left <= 0;
  // At zero, every table still playing: with several tied groups playing off at once, theirs too.
  const waiting = over
    ? view.playing.flatMap((ref) => roundMatches(view, ref)).filter((m) => !isBye(m) && isOpenMatch(m))
    : [];
  return (
    <div className="space-y-2 rounded-lg border border-stone-200 p-3" data-testid="round-clock-console">
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="font-semibold">
          {t("title")} · {roundLabel(tt, view.current)}
        </h3>
        <RoundClock clock={clock} size="console" />
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <label className="label">
          {t("duration")}
          <input
            className="field w-32"
            inputMode="numeric"
            value={duration}
            onChange={(e) => setDuration(e.target.value)}
          />
        </label>
        <button className="btn-quiet" disabled={busy} onClick={start}>
          {clock ? t("restart") : t("start")}
        </button>
        {clock?.endsAt != null && !over && (
          <button className="btn-quiet" disabled={busy} onClick={() => send({ op: "pause" })}>
            {t("pause")}
          </button>
        )}
        {clock?.leftMs != null && (
          <button className="btn-quiet" disabled={busy} onClick={() => send({ op: "resume" })}>
            {t("resume")}
          </button>
        )}
        {clock &&
          [1, 5].map((minutes) => (
            <button
              key={minutes}
              className="btn-quiet"
              disabled={busy}
              onClick={() => send({ op: "extend", seconds: minutes * 60 })}
            >
              {t("extend", { minutes })}
            </button>
          ))}
      </div>
      <ErrorBox error={error} />
      {over && (
        <div className="rounded-lg bg-red-50 p-2" data-testid="round-clock-open">
          <p className="font-semibold">
            {waiting.length ? t("openMatches", { count: waiting.length }) : t("noneOpen")}
          </p>
          <ul className="text-sm">
            {waiting.map((m) => (
              <li key={m.id} data-testid="round-clock-open-match">
                <Link className="underline" href={`/organizer/events/${eventId}/matches/${m.id}`}>
                  {m.table !== null && `${tt("table", { table: m.table })} · `}
                  {playersText(view, m)} · {matchStatusText(tt, m)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

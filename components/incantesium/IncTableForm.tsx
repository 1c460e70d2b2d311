"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi, type ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import { BotLevelSelect } from "@/components/engine-game/BotLevelSelect";
import { BOT_LEVELS, DEFAULT_BOT_LEVEL } from "@/lib/incantesium/bot-levels";

const SIZES = { duel: [2], ffa: [3, 4, 5], "2v2": [4] } as const;
type Mode = keyof typeof SIZES;

/** The organizer's table: the mode, then per seat a player of the event or a bot (the bots at one level). */
export function IncTableForm({ eventId, seats }: { eventId: string; seats: { id: string; name: string }[] }) {
  const t = useTranslations("incantesium.tables");
  const router = useRouter();
  const [mode, setMode] = useState<Mode>("ffa");
  const [size, setSize] = useState(3);
  const [chosen, setChosen] = useState<string[]>(["", "", "", "", ""]);
  const [level, setLevel] = useState<string>(DEFAULT_BOT_LEVEL);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const sizes: readonly number[] = SIZES[mode];
  const n = sizes.includes(size) ? size : sizes[0]!;
  async function start() {
    setBusy(true);
    const body = {
      mode,
      seats: chosen.slice(0, n).map((id) => (id ? { seatId: id } : { bot: level })),
    };
    const res = await callApi<{ gameId: string }>(`/api/events/${eventId}/tables`, { json: body });
    setBusy(false);
    setError(res.error ?? null);
    if (res.data) router.push(`/organizer/events/${eventId}/games/incantesium/${res.data.gameId}?as=spectator`);
  }
  return (
    <div className="space-y-2" data-testid="inc-table-form">
      <div className="flex flex-wrap gap-2">
        <label className="label">
          {t("mode")}
          <select
            className="field"
            value={mode}
            onChange={(e) => setMode(e.target.value as Mode)}
            data-testid="inc-table-mode"
          >
            {(Object.keys(SIZES) as Mode[]).map((m) => (
              <option key={m} value={m}>
                {t(m)}
              </option>
            ))}
          </select>
        </label>
        {sizes.length > 1 && (
          <label className="label">
            {t("players")}
            <select
              className="field"
              value={n}
              onChange={(e) => setSize(Number(e.target.value))}
              data-testid="inc-table-size"
            >
              {sizes.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {Array.from({ length: n }, (_, i) => (
          <label key={i} className="label">
            {t("seat", { n: i + 1 })}
            <select
              className="field"
              value={chosen[i]}
              data-testid="inc-table-seat"
              onChange={(e) => setChosen((c) => c.map((v, j) => (j === i ? e.target.value : v)))}
            >
              <option value="">{t("bot")}</option>
              {seats.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      {chosen.slice(0, n).some((id) => !id) && <BotLevelSelect levels={BOT_LEVELS} value={level} onChange={setLevel} />}
      <button type="button" className="btn" disabled={busy} onClick={() => void start()} data-testid="inc-table-start">
        {t("start")}
      </button>
      <ErrorBox error={error} />
    </div>
  );
}

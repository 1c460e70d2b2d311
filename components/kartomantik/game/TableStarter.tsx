"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi, type ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import { BotLevelSelect } from "@/components/engine-game/BotLevelSelect";
import { BOT_LEVELS, DEFAULT_BOT_LEVEL } from "@/lib/kartomantik/games/bot-levels";

/** A seat: a player of the event (`bot`: the bot plays it with their deck) or, with seatId "", a bot alone playing
 * `deck` ("starter:KEY" or "seat:ID", a player's saved deck). */
type SeatChoice = { seatId: string; bot: boolean; deck: string };

/** A starter deck of the event's set, by its key in the set's deck file. */
export interface StarterOption {
  key: string;
  name: string;
  colorKey: string;
}

/** What the table request says a bot alone plays (lib/kartomantik/games/play.ts tableInput). */
const deckOf = (choice: string) =>
  choice.startsWith("starter:") ? { starter: choice.slice(8) } : { seatId: choice.slice(5) };

/** The organizer starts a Free-for-All or 2v2 game on the app outside the tournament: who sits where (clockwise; in
 * 2v2 seats 1 and 3 are a team), and which seats the bot plays — a player's seat with their deck, or a bot alone
 * with the deck the organizer picks for it: a starter deck of the set, or a player's saved deck (shown here only). */
export function TableStarter({
  eventId,
  players,
  starters,
}: {
  eventId: string;
  players: { id: string; name: string }[];
  starters: StarterOption[];
}) {
  const t = useTranslations("game");
  const tt = useTranslations("temperaments");
  const router = useRouter();
  const [mode, setMode] = useState<"ffa" | "2v2">("ffa");
  const [count, setCount] = useState(4);
  const [level, setLevel] = useState<string>(DEFAULT_BOT_LEVEL);
  // A bot alone plays the first starter deck unless told otherwise (no set's starters: the first player's deck).
  const firstDeck = starters[0] ? `starter:${starters[0].key}` : `seat:${players[0]?.id ?? ""}`;
  const [seats, setSeats] = useState<SeatChoice[]>(() =>
    Array.from({ length: 5 }, (_, i) => ({ seatId: players[i]?.id ?? "", bot: !players[i], deck: firstDeck })),
  );
  const starterName = (s: StarterOption) =>
    t("tableDeckStarter", { name: tt.has(s.colorKey as "hollow") ? tt(s.colorKey as "hollow") : s.name });
  const [error, setError] = useState<ApiError | null>(null);
  const [done, setDone] = useState(false);
  const n = mode === "2v2" ? 4 : count;
  const set = (i: number, patch: Partial<SeatChoice>) =>
    setSeats((list) => list.map((s, k) => (k === i ? ({ ...s, ...patch } as SeatChoice) : s)));
  async function start() {
    const body = {
      mode,
      seats: seats.slice(0, n).map((s) => ({
        ...(s.seatId ? { seatId: s.seatId } : { deck: deckOf(s.deck) }),
        ...(s.bot ? { bot: level } : {}),
      })),
    };
    const res = await callApi<{ gameId: string }>(`/api/events/${eventId}/tables`, { json: body });
    setError(res.error ?? null);
    setDone(!!res.data);
    if (res.data) router.refresh();
  }
  return (
    <section className="panel space-y-2" data-testid="table-starter">
      <h2 className="text-lg font-semibold">{t("tableTitle")}</h2>
      <div className="flex flex-wrap items-center gap-2">
        {/* Its select may shrink: on a 360-px phone the widest option pushed the page sideways. */}
        <label className="flex min-w-0 max-w-full items-center gap-1">
          {t("tableMode")}
          <select
            className="input min-w-0"
            value={mode}
            onChange={(e) => setMode(e.target.value as "ffa" | "2v2")}
            data-testid="table-mode"
          >
            <option value="ffa">{t("modeFfa")}</option>
            <option value="2v2">{t("mode2v2")}</option>
          </select>
        </label>
        {mode === "ffa" && (
          <select
            className="input"
            value={count}
            onChange={(e) => setCount(Number(e.target.value))}
            aria-label={t("tableCount")}
            data-testid="table-count"
          >
            {[3, 4, 5].map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        )}
      </div>
      <ol className="space-y-1">
        {seats.slice(0, n).map((s, i) => (
          <li key={i} className="flex flex-wrap items-center gap-2">
            <span className="min-w-16 whitespace-nowrap font-semibold">{t("tableSeat", { n: i + 1 })}</span>
            <select
              className="input"
              value={s.seatId}
              onChange={(e) => set(i, { seatId: e.target.value, bot: !e.target.value })}
              aria-label={t("tableSeat", { n: i + 1 })}
              data-testid={`table-seat-${i + 1}`}
            >
              <option value="">{t("tableSeatBot")}</option>
              {players.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
            {!s.seatId && (
              <label className="flex items-center gap-1 text-sm">
                {t("tableDeck")}
                <select
                  className="input"
                  value={s.deck}
                  onChange={(e) => set(i, { deck: e.target.value })}
                  data-testid={`table-deck-${i + 1}`}
                >
                  {starters.length > 0 && (
                    <optgroup label={t("tableDeckStarters")}>
                      {starters.map((d) => (
                        <option key={d.key} value={`starter:${d.key}`}>
                          {starterName(d)}
                        </option>
                      ))}
                    </optgroup>
                  )}
                  <optgroup label={t("tableDeckPlayers")}>
                    {players.map((p) => (
                      <option key={p.id} value={`seat:${p.id}`}>
                        {t("tableDeckOf", { name: p.name })}
                      </option>
                    ))}
                  </optgroup>
                </select>
              </label>
            )}
            {s.seatId && (
              <label className="flex items-center gap-1 text-sm">
                <input
                  type="checkbox"
                  checked={s.bot}
                  onChange={(e) => set(i, { bot: e.target.checked })}
                  data-testid={`table-bot-${i + 1}`}
                />
                {t("tableAsBot")}
              </label>
            )}
          </li>
        ))}
      </ol>
      {seats.slice(0, n).some((s) => s.bot) && <BotLevelSelect levels={BOT_LEVELS} value={level} onChange={setLevel} />}
      <button type="button" className="btn" onClick={() => void start()} data-testid="table-start">
        {t("tableStart")}
      </button>
      {done && (
        <p role="status" className="text-sm text-green-800">
          {t("tableStarted")}
        </p>
      )}
      <ErrorBox error={error} />
    </section>
  );
}

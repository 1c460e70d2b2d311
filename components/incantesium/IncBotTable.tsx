"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { OpenGameButton } from "@/components/engine-game/OpenGameButton";
import { BotLevelSelect } from "@/components/engine-game/BotLevelSelect";
import { BOT_LEVELS, DEFAULT_BOT_LEVEL } from "@/lib/incantesium/bot-levels";

const MODES = { duel: [2], ffa: [3, 4, 5], "2v2": [4] } as const;
type Mode = keyof typeof MODES;

/** A player's own Incantesium table against bots at a level: 1v1, Tutti contro tutti (3–5), 2 contro 2. */
export function IncBotTable({ eventId }: { eventId: string }) {
  const t = useTranslations("incantesium.tables");
  const [mode, setMode] = useState<Mode>("ffa");
  const [players, setPlayers] = useState<number>(3);
  const [level, setLevel] = useState<string>(DEFAULT_BOT_LEVEL);
  const sizes: readonly number[] = MODES[mode];
  const n = sizes.includes(players) ? players : sizes[0]!;
  return (
    <section className="panel space-y-2" data-testid="inc-bot-table">
      <h2 className="font-semibold">{t("againstBots")}</h2>
      <label className="label">
        {t("mode")}
        <select
          className="field"
          value={mode}
          data-testid="inc-bot-mode"
          onChange={(e) => setMode(e.target.value as Mode)}
        >
          {(Object.keys(MODES) as Mode[]).map((m) => (
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
            data-testid="inc-bot-players"
            onChange={(e) => setPlayers(Number(e.target.value))}
          >
            {sizes.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </label>
      )}
      <BotLevelSelect levels={BOT_LEVELS} value={level} onChange={setLevel} />
      <OpenGameButton
        eventId={eventId}
        url={`/api/events/${eventId}/practice`}
        body={{ mode, players: n, bot: level }}
        label={t("start")}
        kind="incantesium"
        quiet
        testId="inc-bot-start"
      />
    </section>
  );
}

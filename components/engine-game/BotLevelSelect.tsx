"use client";
import { useTranslations } from "next-intl";

/** The level of the game's bot a person picks (its ids: the game's, named by messages game.botLevelNames). */
export function BotLevelSelect({
  levels,
  value,
  onChange,
  testId = "bot-level",
}: {
  levels: readonly string[];
  value: string;
  onChange(level: string): void;
  testId?: string;
}) {
  const t = useTranslations("game");
  return (
    <label className="label">
      {t("botLevel")}
      {/* A phone's tap target: the field's full width and 44 px height. */}
      <select className="field" value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        {levels.map((l) => (
          <option key={l} value={l}>
            {t.has(`botLevelNames.${l}`) ? t(`botLevelNames.${l}`) : l}
          </option>
        ))}
      </select>
    </label>
  );
}

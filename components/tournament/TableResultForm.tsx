"use client";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { isTournamentError, keptWinners, validateGames, type GameScoring } from "@/engine/tournament";
import { ResultInput } from "./ResultInput";

/** A group of fields: a side's places ("La tua squadra", "Avversari"), its title if it needs one. */
export interface PlaceGroup {
  title?: string;
  places: { place: number; label: string }[];
}

/** Every seat's points at a table of 3–5 (a pod, a 2v2), game by game: Bo1 one row, Bo3 up to
 * three (a game left wholly empty is not sent: a Bo3 decided in two). The fields come grouped by
 * side (`groups`, the reader's own first) with equal widths; each holds one place's number (a
 * place in table order: `sides[place]` is its side). The first `fixed` games were recorded on the
 * app: shown filled in and locked, and sent as they are (the server requires it). The game's own
 * check (its scoring, as the server runs it) tells what is wrong before sending. */
export function TableResultForm({
  groups,
  sides,
  scoring,
  bestOf,
  initial,
  fixed = [],
  recorded = [],
  busy,
  title,
  help,
  submitLabel,
  onSubmit,
}: {
  groups: PlaceGroup[];
  sides: number[];
  scoring: GameScoring;
  bestOf: 1 | 3;
  initial: number[][] | null | undefined;
  fixed?: number[][];
  /** The games recorded so far (MatchView.played): one entered with its recorded points unchanged counts as won
   * by the side recorded (the app names it: a concession is lost whatever the points), as the server checks it. */
  recorded?: readonly { points: readonly number[]; winner: number | null }[];
  busy: boolean;
  title: string;
  help?: string;
  submitLabel: string;
  onSubmit: (points: number[][]) => void;
}) {
  const t = useTranslations("tournament");
  const te = useTranslations("errors");
  const helpId = useId();
  const games = bestOf === 3 ? 3 : 1;
  const [rows, setRows] = useState<string[][]>(() =>
    Array.from({ length: games }, (_, g) => sides.map((_, i) => String((fixed[g] ?? initial?.[g])?.[i] ?? ""))),
  );
  const sent = rows
    .filter((r) => r.some((v) => v.trim() !== ""))
    .map((r) => r.map((v) => (v.trim() === "" || v.trim() === "-" ? NaN : Number(v))));
  // Checked once every game to send is wholly filled in (the server says the rest).
  const complete = sent.length > 0 && sent.every((g) => g.every((n) => !Number.isNaN(n)));
  const checked = complete ? validateGames(bestOf, sent, sides, scoring, keptWinners(recorded, sent)) : null;
  const problem =
    checked && isTournamentError(checked)
      ? te(checked.error as "result_games_count", (checked.params ?? {}) as never)
      : null;
  const set = (g: number, place: number, value: string) =>
    setRows((all) => all.map((r, rg) => (rg === g ? r.map((v, ri) => (ri === place ? value : v)) : r)));
  return (
    <form
      className="panel space-y-2"
      data-testid="table-report"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(sent);
      }}
    >
      <h2 className="text-xl font-semibold">{title}</h2>
      {help && (
        <p id={helpId} className="text-sm text-stone-600" data-testid="result-help">
          {help}
        </p>
      )}
      {rows.map((row, g) => (
        <fieldset
          key={g}
          className={`space-y-2 ${g < fixed.length ? "rounded-xl bg-stone-100 p-2" : ""}`}
          disabled={g < fixed.length}
          data-fixed={g < fixed.length}
        >
          {games > 1 && (
            <legend className="font-semibold">
              {t("game", { n: g + 1 })}
              {g < fixed.length && ` · ${t("gameSource.engine")}`}
            </legend>
          )}
          {groups.map((group, k) => (
            <div
              key={k}
              {...(group.title ? { role: "group", "aria-labelledby": `${helpId}-${g}-${k}` } : {})}
              data-testid="result-group"
            >
              {group.title && (
                <p
                  id={`${helpId}-${g}-${k}`}
                  className="text-sm font-semibold text-stone-600"
                  data-testid="result-group-title"
                >
                  {group.title}
                </p>
              )}
              {group.places.map(({ place, label }) => (
                <label key={place} className="grid grid-cols-[1fr_9rem] items-center gap-2 py-0.5">
                  <span>{label}</span>
                  <ResultInput
                    field={scoring.field}
                    value={row[place] ?? ""}
                    label={games > 1 ? `${t("game", { n: g + 1 })} · ${label}` : undefined}
                    describedBy={help ? helpId : undefined}
                    testId={`points-${g}-${place}`}
                    onChange={(v) => set(g, place, v)}
                  />
                </label>
              ))}
            </div>
          ))}
        </fieldset>
      ))}
      {problem && (
        <p className="error-box" data-testid="result-problem">
          {problem}
        </p>
      )}
      <button className="btn min-h-14 w-full text-lg" disabled={busy || !!problem} data-testid="table-report-send">
        {submitLabel}
      </button>
    </form>
  );
}

"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import {
  gameWinner,
  isTournamentError,
  needsAnotherGame,
  sideTotalsOf,
  validateGames,
  type BestOf,
  type GameScoring,
} from "@/engine/tournament";

/** A column of the form: the place at the table whose points it holds, and its label. */
interface Column {
  place: number;
  label: string;
}

/** Game points of every place, game by game (Bo1: one game; Bo3: two, and a third when needed).
 * `columns` orders the places (a phone puts "you" first); `sides` is each place's side. The same
 * check as the server runs (the game's own scoring) tells what is wrong before sending. The first
 * `fixed` games (already played on the app) are shown as they were recorded and cannot be edited:
 * one source per game. Games are sent as points per place, in table order. */
export function ResultForm({
  bestOf,
  columns,
  sides,
  scoring,
  initial,
  fixed = [],
  named = [],
  submitLabel,
  busy,
  onSubmit,
}: {
  bestOf: BestOf;
  columns: Column[];
  sides: number[];
  scoring: GameScoring;
  initial?: number[][] | null;
  fixed?: number[][];
  /** The side each fixed game was won by, as the app named it (a concession is lost whatever the points). */
  named?: (number | null)[];
  submitLabel: string;
  busy?: boolean;
  onSubmit: (games: number[][]) => void;
}) {
  const t = useTranslations("tournament");
  const te = useTranslations("errors");
  const min = bestOf === 1 ? 1 : 2;
  const blank = () => sides.map(() => "");
  const [rows, setRows] = useState<string[][]>(() => {
    const start = [...fixed, ...(initial ?? []).slice(fixed.length)];
    const filled = start.map((g) => sides.map((_, place) => String(g[place] ?? "")));
    // At least one game still to enter after the recorded ones.
    while (filled.length < Math.max(min, fixed.length + 1)) filled.push(blank());
    return filled;
  });
  const games: number[][] = rows.map((r) => r.map((v) => (v.trim() === "" ? NaN : Number(v))));
  const filled = (g: number[]) => g.every((n) => !Number.isNaN(n));
  const complete = games.every(filled);
  const firstTwo = games.slice(0, 2);
  const thirdNeeded =
    bestOf === 3 &&
    rows.length === 2 &&
    firstTwo.every(filled) &&
    needsAnotherGame(
      3,
      firstTwo.map((g, i) => {
        const points = sideTotalsOf(g, sides);
        return { points, winner: named[i] ?? gameWinner(points) };
      }),
    );
  const checked = complete ? validateGames(bestOf, games, sides, scoring, named) : null;
  const problem =
    checked && isTournamentError(checked)
      ? te(checked.error as "result_games_count", (checked.params ?? {}) as never)
      : null;

  const set = (i: number, place: number, value: string) =>
    setRows((old) => old.map((r, j) => (j === i ? r.map((v, p) => (p === place ? value : v)) : r)));
  const flip = (i: number, place: number) => {
    const v = rows[i]![place]!.trim();
    set(i, place, v.startsWith("-") ? v.slice(1) : v === "" || v === "0" ? "-" : `-${v}`);
  };

  return (
    <form
      className="space-y-3"
      data-testid="result-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (checked && !isTournamentError(checked)) onSubmit(checked);
      }}
    >
      {rows.map((row, i) => (
        <fieldset
          key={i}
          className={`rounded-xl border border-stone-200 p-3 ${i < fixed.length ? "bg-stone-100" : ""}`}
          data-testid="game-row"
          data-fixed={i < fixed.length}
          disabled={i < fixed.length}
        >
          <legend className="px-1 text-sm font-semibold">
            {t("game", { n: i + 1 })}
            {i < fixed.length && ` · ${t("gameSource.engine")}`}
          </legend>
          <div className="grid grid-cols-2 gap-3">
            {columns.map((side) => (
              <label key={side.place} className="block">
                <span className="label">{side.label}</span>
                <span className="mt-1 flex gap-1">
                  <input
                    className="field mt-0 min-h-12 text-xl tabular-nums"
                    inputMode="numeric"
                    pattern="-?[0-9]*"
                    aria-label={`${t("game", { n: i + 1 })} · ${side.label}`}
                    value={row[side.place]}
                    onChange={(e) => set(i, side.place, e.target.value.replace(/[^0-9-]/g, ""))}
                  />
                  <button
                    type="button"
                    className="btn-quiet min-w-11 px-2 text-lg"
                    aria-label={t("flipSign")}
                    onClick={() => flip(i, side.place)}
                  >
                    ±
                  </button>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {bestOf === 3 && rows.length === 2 && (
        <button
          type="button"
          className={thirdNeeded ? "btn w-full" : "btn-quiet w-full"}
          onClick={() => setRows((r) => [...r, blank()])}
        >
          {t("addThird")}
        </button>
      )}
      {bestOf === 3 && rows.length === 3 && fixed.length < 2 && (
        <button type="button" className="btn-quiet w-full" onClick={() => setRows((r) => r.slice(0, 2))}>
          {t("removeThird")}
        </button>
      )}
      {problem && (
        <p className="error-box" data-testid="result-problem">
          {problem}
        </p>
      )}
      <button className="btn min-h-14 w-full text-lg" disabled={busy || !complete || !!problem}>
        {submitLabel}
      </button>
    </form>
  );
}

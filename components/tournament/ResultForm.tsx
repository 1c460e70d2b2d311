"use client";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import {
  gameWinner,
  isTournamentError,
  keptWinners,
  needsAnotherGame,
  sideTotalsOf,
  validateGames,
  type BestOf,
  type GameScoring,
} from "@/engine/tournament";
import { ResultInput } from "./ResultInput";
import { RuleWinHint, RuleWinnerSelect, type RuleWin } from "./RuleWinner";

/** A column of the form: the place at the table whose points it holds, and its label. */
interface Column {
  place: number;
  label: string;
}

/** Game points of every place, game by game (Bo1: one game; Bo3: two, and a third when needed).
 * `columns` orders the places (a phone puts "you" first); `sides` is each place's side. Each field
 * takes the game's numbers (its scoring's field: a sign only where they may be negative) under the
 * game's help; the same check as the server runs (the game's own scoring) tells what is wrong
 * before sending. The first
 * `fixed` games (already played on the app) are shown as they were recorded and cannot be edited:
 * one source per game. Games are sent as points per place, in table order. Where the game may be won by rule
 * (`ruleWin`), each game not fixed says who won it: by its points, or a side named whatever the points. */
export function ResultForm({
  bestOf,
  columns,
  sides,
  scoring,
  initial,
  fixed = [],
  recorded = [],
  ruleWin,
  initialWinners = [],
  help,
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
  /** The games recorded so far (MatchView.played): one entered with its recorded points unchanged counts as won
   * by the side recorded (the app names it: a concession is lost whatever the points), as the server checks it. */
  recorded?: readonly { points: readonly number[]; winner: number | null }[];
  /** The game's "won by rule" choice (GameDefinition.ruleWin); absent: the points decide. */
  ruleWin?: RuleWin;
  /** The sides the games start named as winners by rule (a report's, a correction's), per game. */
  initialWinners?: readonly (number | null)[];
  /** What the numbers are, in the game's words (GameDefinition.resultHelp). */
  help?: string;
  submitLabel: string;
  busy?: boolean;
  /** The games, and the winners by rule per game (null: its points) when the game has them. */
  onSubmit: (games: number[][], winners?: (number | null)[]) => void;
}) {
  const t = useTranslations("tournament");
  const te = useTranslations("errors");
  const helpId = useId();
  const hintId = useId();
  const min = bestOf === 1 ? 1 : 2;
  const blank = () => sides.map(() => "");
  const [rows, setRows] = useState<string[][]>(() => {
    const start = [...fixed, ...(initial ?? []).slice(fixed.length)];
    const filled = start.map((g) => sides.map((_, place) => String(g[place] ?? "")));
    // At least one game still to enter after the recorded ones.
    while (filled.length < Math.max(min, fixed.length + 1)) filled.push(blank());
    return filled;
  });
  const [winners, setWinners] = useState<(number | null)[]>(() => rows.map((_, i) => initialWinners[i] ?? null));
  const games: number[][] = rows.map((r) => r.map((v) => (v.trim() === "" ? NaN : Number(v))));
  // As the server reads them: a fixed game keeps its recorded winner; where the game has wins by rule, each other
  // game is won as its choice says (null: by its points); without, a recorded game's side while its points stay.
  const chosen = rows.map((_, i) => (ruleWin && i >= fixed.length ? (winners[i] ?? null) : null));
  const named = keptWinners(recorded, games).map((w, i) => (ruleWin && i >= fixed.length ? chosen[i] : w));
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

  return (
    <form
      className="space-y-3"
      data-testid="result-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (checked && !isTournamentError(checked)) onSubmit(checked, ruleWin ? chosen : undefined);
      }}
    >
      {help && (
        <p id={helpId} className="text-sm text-stone-600" data-testid="result-help">
          {help}
        </p>
      )}
      {ruleWin && <RuleWinHint id={hintId} ruleWin={ruleWin} />}
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
              <label key={side.place} className="flex min-w-0 flex-col justify-between gap-1">
                <span className="label">{side.label}</span>
                <ResultInput
                  field={scoring.field}
                  large
                  value={row[side.place] ?? ""}
                  label={`${t("game", { n: i + 1 })} · ${side.label}`}
                  describedBy={help ? helpId : undefined}
                  onChange={(v) => set(i, side.place, v)}
                />
              </label>
            ))}
          </div>
          {ruleWin && i >= fixed.length && (
            <RuleWinnerSelect
              n={i + 1}
              ruleWin={ruleWin}
              value={winners[i] ?? null}
              describedBy={hintId}
              onChange={(w) => setWinners((old) => rows.map((_, j) => (j === i ? w : (old[j] ?? null))))}
            />
          )}
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
        <button
          type="button"
          className="btn-quiet w-full"
          onClick={() => {
            setRows((r) => r.slice(0, 2));
            setWinners((w) => w.slice(0, 2));
          }}
        >
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

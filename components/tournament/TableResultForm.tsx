"use client";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { isTournamentError, keptWinners, validateGames, type GameScoring } from "@/engine/tournament";
import { ResultInput } from "./ResultInput";
import { RuleWinHint, RuleWinnerSelect, type RuleWin } from "./RuleWinner";

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
 * check (its scoring, as the server runs it) tells what is wrong before sending. Where the game may be won by
 * rule (`ruleWin`: a player lost by a rule of the game, whatever the points), each game not fixed says who won it. */
export function TableResultForm({
  groups,
  sides,
  scoring,
  bestOf,
  initial,
  fixed = [],
  recorded = [],
  ruleWin,
  initialWinners = [],
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
  /** The game's "won by rule" choice (GameDefinition.ruleWin); absent: the points decide. */
  ruleWin?: RuleWin;
  /** The sides the games start named as winners by rule (a report's, a correction's), per game. */
  initialWinners?: readonly (number | null)[];
  busy: boolean;
  title: string;
  help?: string;
  submitLabel: string;
  /** The games sent, and the winners by rule per game sent (null: its points) when the game has them. */
  onSubmit: (points: number[][], winners?: (number | null)[]) => void;
}) {
  const t = useTranslations("tournament");
  const te = useTranslations("errors");
  const helpId = useId();
  const hintId = useId();
  const games = bestOf === 3 ? 3 : 1;
  const [rows, setRows] = useState<string[][]>(() =>
    Array.from({ length: games }, (_, g) => sides.map((_, i) => String((fixed[g] ?? initial?.[g])?.[i] ?? ""))),
  );
  const [winners, setWinners] = useState<(number | null)[]>(() => rows.map((_, g) => initialWinners[g] ?? null));
  const kept = rows.map((r, g) => ({ r, g })).filter(({ r }) => r.some((v) => v.trim() !== ""));
  const sent = kept.map(({ r }) => r.map((v) => (v.trim() === "" || v.trim() === "-" ? NaN : Number(v))));
  // The winner by rule of each game sent (a game not fixed), null: its points.
  const chosen = kept.map(({ g }) => (ruleWin && g >= fixed.length ? (winners[g] ?? null) : null));
  // Checked once every game to send is wholly filled in (the server says the rest).
  const complete = sent.length > 0 && sent.every((g) => g.every((n) => !Number.isNaN(n)));
  const checked = complete
    ? validateGames(
        bestOf,
        sent,
        sides,
        scoring,
        // As the server reads them: a fixed game keeps its recorded winner; where the game has wins by rule,
        // each other game is won as its choice says (null: by its points).
        keptWinners(recorded, sent).map((w, i) => (ruleWin && kept[i]!.g >= fixed.length ? chosen[i] : w)),
      )
    : null;
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
        onSubmit(sent, ruleWin ? chosen : undefined);
      }}
    >
      <h2 className="text-xl font-semibold">{title}</h2>
      {help && (
        <p id={helpId} className="text-sm text-stone-600" data-testid="result-help">
          {help}
        </p>
      )}
      {ruleWin && <RuleWinHint id={hintId} ruleWin={ruleWin} />}
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
          {ruleWin && g >= fixed.length && (
            <RuleWinnerSelect
              n={g + 1}
              ruleWin={ruleWin}
              value={winners[g] ?? null}
              describedBy={hintId}
              onChange={(w) => setWinners((old) => rows.map((_, j) => (j === g ? w : (old[j] ?? null))))}
            />
          )}
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

"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { isTournamentError, needsAnotherGame, validateResult, type BestOf, type GameScore } from "@/engine/tournament";

interface Side {
  key: "a" | "b";
  label: string;
}

/** Game points of both players, game by game (Bo1: one game; Bo3: two, and a third when
 * needed). `sides` orders the two columns (a phone puts "you" first). The same rules check as
 * the server runs tells what is wrong before sending. The first `fixed` games (already played on
 * the app) are shown as they were recorded and cannot be edited: one source per game. */
export function ResultForm({
  bestOf,
  sides,
  initial,
  fixed = [],
  submitLabel,
  busy,
  onSubmit,
}: {
  bestOf: BestOf;
  sides: [Side, Side];
  initial?: GameScore[] | null;
  fixed?: GameScore[];
  submitLabel: string;
  busy?: boolean;
  onSubmit: (games: GameScore[]) => void;
}) {
  const t = useTranslations("tournament");
  const te = useTranslations("errors");
  const min = bestOf === 1 ? 1 : 2;
  const [rows, setRows] = useState<{ a: string; b: string }[]>(() => {
    const start = [...fixed, ...(initial ?? []).slice(fixed.length)];
    const filled = start.map((g) => ({ a: String(g.a), b: String(g.b) }));
    // At least one game still to enter after the recorded ones.
    while (filled.length < Math.max(min, fixed.length + 1)) filled.push({ a: "", b: "" });
    return filled;
  });
  const games: GameScore[] = rows.map((r) => ({
    a: r.a.trim() === "" ? NaN : Number(r.a),
    b: r.b.trim() === "" ? NaN : Number(r.b),
  }));
  const complete = games.every((g) => !Number.isNaN(g.a) && !Number.isNaN(g.b));
  const firstTwo = games.slice(0, 2);
  const thirdNeeded =
    bestOf === 3 &&
    rows.length === 2 &&
    firstTwo.every((g) => !Number.isNaN(g.a) && !Number.isNaN(g.b)) &&
    needsAnotherGame(3, firstTwo);
  const checked = complete ? validateResult(bestOf, games) : null;
  const problem =
    checked && isTournamentError(checked)
      ? te(checked.error as "result_games_count", (checked.params ?? {}) as never)
      : null;

  const set = (i: number, key: "a" | "b", value: string) =>
    setRows((old) => old.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  const flip = (i: number, key: "a" | "b") => {
    const v = rows[i]![key].trim();
    set(i, key, v.startsWith("-") ? v.slice(1) : v === "" || v === "0" ? "-" : `-${v}`);
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
            {sides.map((side) => (
              <label key={side.key} className="block">
                <span className="label">{side.label}</span>
                <span className="mt-1 flex gap-1">
                  <input
                    className="field mt-0 min-h-12 text-xl tabular-nums"
                    inputMode="numeric"
                    pattern="-?[0-9]*"
                    aria-label={`${t("game", { n: i + 1 })} · ${side.label}`}
                    value={row[side.key]}
                    onChange={(e) => set(i, side.key, e.target.value.replace(/[^0-9-]/g, ""))}
                  />
                  <button
                    type="button"
                    className="btn-quiet min-w-11 px-2 text-lg"
                    aria-label={t("flipSign")}
                    onClick={() => flip(i, side.key)}
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
          onClick={() => setRows((r) => [...r, { a: "", b: "" }])}
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

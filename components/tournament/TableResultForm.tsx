"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";

/** Every seat's points at a table of 3–5 (a pod, a 2v2), game by game: Bo1 one row, Bo3 up to
 * three (a game left wholly empty is not sent: a Bo3 decided in two). The first `fixed` games were
 * recorded on the app: shown filled in and locked, and sent as they are (the server requires it).
 * The server checks the rest. */
export function TableResultForm({
  labels,
  bestOf,
  initial,
  fixed = [],
  busy,
  title,
  help,
  submitLabel,
  onSubmit,
  valueLabel,
}: {
  labels: string[];
  bestOf: 1 | 3;
  initial: number[][] | null | undefined;
  fixed?: number[][];
  busy: boolean;
  title: string;
  help?: string;
  submitLabel: string;
  onSubmit: (points: number[][]) => void;
  /** Each field's label (Kartomantik: "Punti di {name}"; Incantesium: the gems). */
  valueLabel?: (name: string) => string;
}) {
  const t = useTranslations("tournament");
  const games = bestOf === 3 ? 3 : 1;
  const [rows, setRows] = useState<string[][]>(() =>
    Array.from({ length: games }, (_, g) => labels.map((_, i) => String((fixed[g] ?? initial?.[g])?.[i] ?? ""))),
  );
  return (
    <form
      className="panel space-y-2"
      data-testid="table-report"
      onSubmit={(e) => {
        e.preventDefault();
        const filled = rows.filter((r) => r.some((v) => v.trim() !== ""));
        onSubmit(filled.map((r) => r.map((v) => (v.trim() === "" ? NaN : Number(v)))));
      }}
    >
      <h2 className="text-xl font-semibold">{title}</h2>
      {help && <p className="text-sm text-stone-600">{help}</p>}
      {rows.map((row, g) => (
        <fieldset
          key={g}
          className={`space-y-1 ${g < fixed.length ? "rounded-xl bg-stone-100 p-2" : ""}`}
          disabled={g < fixed.length}
          data-fixed={g < fixed.length}
        >
          {games > 1 && (
            <legend className="font-semibold">
              {t("game", { n: g + 1 })}
              {g < fixed.length && ` · ${t("gameSource.engine")}`}
            </legend>
          )}
          {labels.map((label, i) => (
            <label key={i} className="flex items-center justify-between gap-2">
              <span>{valueLabel ? valueLabel(label) : t("points", { name: label })}</span>
              <input
                className="field w-24 text-right"
                inputMode="numeric"
                value={row[i]}
                data-testid={`points-${g}-${i}`}
                onChange={(e) =>
                  setRows((all) =>
                    all.map((r, rg) => (rg === g ? r.map((v, ri) => (ri === i ? e.target.value : v)) : r)),
                  )
                }
              />
            </label>
          ))}
        </fieldset>
      ))}
      <button className="btn min-h-14 w-full text-lg" disabled={busy} data-testid="table-report-send">
        {submitLabel}
      </button>
    </form>
  );
}

"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { KenEnd } from "@/lib/ken/end-condition";

const KINDS = ["target", "turns", "time", "declared"] as const;
const FIELD = { target: "points", turns: "turns", time: "minutes" } as const;

/** The end condition as the API takes it, from the fields below (the server validates it). */
export function kenEndOfForm(form: FormData): unknown {
  const kind = String(form.get("endKind") ?? "declared");
  if (kind === "declared" || !(kind in FIELD)) return { kind };
  return { kind, [FIELD[kind as keyof typeof FIELD]]: Number(form.get("endValue")) };
}

/** A Ken il Guerriero event's end condition: the rulebook's victory chapter is missing from our copy. */
export function KenEndFields({ initial }: { initial?: KenEnd }) {
  const t = useTranslations("kenEvent.end");
  const [kind, setKind] = useState<KenEnd["kind"]>(initial?.kind ?? "target");
  const value = initial && initial.kind !== "declared" ? Object.values(initial)[1] : kind === "target" ? 30 : 10;
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{t("title")}</legend>
      <p className="text-sm text-stone-600">{t("help")}</p>
      {/* Radios, not a select: each condition is a sentence, cut to "Chi arriva per primo a un tragu…" in a
          select at 360 px. */}
      <div role="radiogroup" aria-label={t("title")} className="space-y-1" data-testid="ken-end-kind">
        {KINDS.map((k) => (
          <label key={k} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name="endKind"
              value={k}
              checked={kind === k}
              className="h-5 w-5 shrink-0"
              data-testid={`ken-end-kind-${k}`}
              onChange={() => setKind(k)}
            />
            <span>{t(`kind.${k}`)}</span>
          </label>
        ))}
      </div>
      {kind !== "declared" && (
        <input
          className="field"
          name="endValue"
          type="number"
          min={1}
          defaultValue={String(value)}
          aria-label={t(`kind.${kind}`)}
          data-testid="ken-end-value"
        />
      )}
    </fieldset>
  );
}

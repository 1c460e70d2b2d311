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
      <select
        className="field"
        name="endKind"
        aria-label={t("title")}
        value={kind}
        data-testid="ken-end-kind"
        onChange={(e) => setKind(e.target.value as KenEnd["kind"])}
      >
        {KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`kind.${k}`)}
          </option>
        ))}
      </select>
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

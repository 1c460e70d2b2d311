"use client";
import { useTranslations } from "next-intl";
import type { ResultField } from "@/engine/tournament";

/** One place's number in a paper result, as the game's field takes it (GameScoring.field): digits, and a
 * sign with its ± button only where the game's numbers may be negative (Kartomantik's points; never Ken's
 * wins nor Incantesium's gems). It fills its cell: the form gives every field the same width. */
export function ResultInput({
  field,
  value,
  label,
  describedBy,
  testId,
  large = false,
  onChange,
}: {
  field: ResultField;
  value: string;
  /** The accessible name where the visible label is not enough (the game's number in a Bo3). */
  label?: string;
  describedBy?: string;
  testId?: string;
  large?: boolean;
  onChange: (value: string) => void;
}) {
  const t = useTranslations("tournament");
  const signed = field.min < 0;
  const flip = () => {
    const v = value.trim();
    onChange(v.startsWith("-") ? v.slice(1) : v === "" || v === "0" ? "-" : `-${v}`);
  };
  return (
    <span className="flex min-w-0 gap-1">
      <input
        className={`field mt-0 min-w-0 text-right tabular-nums ${large ? "min-h-12 text-xl" : ""}`}
        inputMode="numeric"
        pattern={signed ? "-?[0-9]*" : "[0-9]*"}
        aria-label={label}
        aria-describedby={describedBy}
        data-testid={testId}
        data-min={field.min}
        data-max={field.max}
        data-step={field.step}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(signed ? /[^0-9-]/g : /[^0-9]/g, ""))}
      />
      {signed && (
        <button
          type="button"
          className="btn-quiet min-w-11 shrink-0 px-2 text-lg"
          aria-label={t("flipSign")}
          onClick={flip}
        >
          ±
        </button>
      )}
    </span>
  );
}

"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { BID_STEP } from "@/engine/kartomantik/draft/auction";

/** "Offri fino a X" with one thumb: a stepper from the engine's least proxy (legal.proxy) by the bid step, then set;
 * once set, the player's own X (only their phone is sent it) and a cancel. A tap on a bid cancels it (the engine). */
export function ProxyControl({
  least,
  active,
  busy,
  onSet,
}: {
  /** The smallest X the engine accepts now (legal.proxy). */
  least: number;
  /** The player's proxy on this card, null: none. */
  active: number | null;
  busy: boolean;
  onSet: (max: number | null) => void;
}) {
  const t = useTranslations("draft");
  const [chosen, setChosen] = useState<number | null>(null);
  // The auction moves on: never below what would still answer it.
  const max = Math.max(chosen ?? least, least);
  if (active !== null)
    return (
      <div className="flex w-full items-center gap-2 rounded-lg bg-sky-50 p-2" data-testid="proxy-active">
        <p className="flex-1 font-semibold text-sky-900">{t("proxyActive", { amount: active })}</p>
        <button
          type="button"
          className="btn-quiet min-w-11"
          disabled={busy}
          aria-label={t("proxyCancelLabel", { amount: active })}
          onClick={() => onSet(null)}
        >
          {t("proxyCancel")}
        </button>
      </div>
    );
  return (
    <div className="flex w-full items-center gap-2" role="group" aria-label={t("proxyLabel")} data-testid="proxy">
      <span className="text-sm text-stone-700">{t("proxyLabel")}</span>
      <button
        type="button"
        className="btn-quiet min-w-11 text-lg"
        disabled={busy || max <= least}
        aria-label={t("proxyLess", { step: BID_STEP })}
        onClick={() => setChosen(max - BID_STEP)}
      >
        −
      </button>
      <output
        className="min-w-12 text-center text-lg font-bold tabular-nums"
        aria-live="polite"
        data-testid="proxy-max"
      >
        {max}
      </output>
      <button
        type="button"
        className="btn-quiet min-w-11 text-lg"
        disabled={busy}
        aria-label={t("proxyMore", { step: BID_STEP })}
        onClick={() => setChosen(max + BID_STEP)}
      >
        +
      </button>
      <button type="button" className="btn flex-1" disabled={busy} onClick={() => onSet(max)}>
        {t("proxySet", { amount: max })}
      </button>
    </div>
  );
}

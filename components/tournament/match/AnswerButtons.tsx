"use client";
import { useTranslations } from "next-intl";

/** Confirm or dispute a report (a dispute asks first). */
export function AnswerButtons({ busy, send }: { busy: boolean; send: (path: "confirm" | "dispute") => void }) {
  const t = useTranslations("tournament");
  return (
    <div className="grid grid-cols-2 gap-3">
      <button
        className="btn min-h-14 text-lg"
        disabled={busy}
        onClick={() => send("confirm")}
        data-testid="match-confirm"
      >
        {t("confirm")}
      </button>
      <button
        className="btn-quiet min-h-14 text-lg"
        disabled={busy}
        onClick={() => window.confirm(t("disputeConfirm")) && send("dispute")}
        data-testid="match-dispute"
      >
        {t("dispute")}
      </button>
    </div>
  );
}

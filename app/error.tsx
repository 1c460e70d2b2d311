"use client";
// A page whose server part failed (most often: the database is restarting). Instead of the
// framework's English "Application error", the user's language, what happened, and a retry that
// runs by itself every few seconds — a projector or a phone left on such a page recovers alone.
// The error's digest is shown: the server's JSON error line carries it (instrumentation.ts
// onRequestError), so a user's report finds the failure in the logs.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { startTransition, useEffect } from "react";

const RETRY_S = 3;

export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("errors");
  const router = useRouter();
  useEffect(() => {
    const retry = () =>
      startTransition(() => {
        router.refresh();
        reset();
      });
    const id = setInterval(retry, RETRY_S * 1000);
    return () => clearInterval(id);
  }, [router, reset]);
  return (
    <div role="alert" data-testid="page-error" className="error-box space-y-3">
      <p>{t("page_failed", { seconds: RETRY_S })}</p>
      {error.digest && (
        <p className="text-sm opacity-80" data-testid="error-reference">
          {t("error_reference", { id: error.digest })}
        </p>
      )}
      <button type="button" className="btn" onClick={() => startTransition(() => (router.refresh(), reset()))}>
        {t("retry_now")}
      </button>
    </div>
  );
}

import { useTranslations } from "next-intl";
import type { ApiError } from "@/components/api";

/** An API error as the user reads it. Failures that never reached our server (no network, a proxy's
 * error page) get a translated, actionable message instead of the browser's technical one. */
export function ErrorBox({ error }: { error: ApiError | null | undefined }) {
  const t = useTranslations("errors");
  if (!error) return null;
  let message = error.message;
  if (error.code === "network") message = t("network");
  else if (error.code === "http_status")
    message = t("http_status", { status: (error.details as { status?: number } | undefined)?.status ?? "?" });
  return (
    <p role="alert" data-testid="error" className="error-box">
      {message}
    </p>
  );
}

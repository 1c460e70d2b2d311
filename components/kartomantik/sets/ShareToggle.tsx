"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi, type ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";

/** The owner's switch: share the set with every organizer, or keep it for their own events. */
export function ShareToggle({ setId, shared }: { setId: string; shared: boolean }) {
  const t = useTranslations("sets");
  const router = useRouter();
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <label className="inline-flex items-center gap-1 text-sm">
        <input
          type="checkbox"
          checked={shared}
          disabled={busy}
          data-testid="set-shared"
          onChange={async (e) => {
            setBusy(true);
            const { error } = await callApi(`/api/kartomantik/card-sets/${setId}/shared`, {
              json: { shared: e.target.checked },
            });
            setError(error ?? null);
            setBusy(false);
            router.refresh();
          }}
        />
        {t("shareLabel")}
      </label>
      <ErrorBox error={error} />
    </span>
  );
}

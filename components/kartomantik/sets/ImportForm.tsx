"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import { useApiForm } from "@/components/useApiForm";

import type { ImportSummary as Summary } from "@/lib/kartomantik/cards/import";
import type { CardProblem as Problem } from "@/lib/kartomantik/cards/schema";

export function ImportForm() {
  const t = useTranslations("sets");
  const router = useRouter();
  const [summary, setSummary] = useState<Summary | null>(null);
  const { error, busy, onSubmit } = useApiForm(
    (form) => {
      setSummary(null);
      return callApi<Summary>("/api/kartomantik/card-sets", { form });
    },
    (data) => {
      setSummary(data);
      router.refresh();
    },
  );
  const problems = ((error?.details as { problems?: Problem[] } | undefined)?.problems ?? []).slice(0, 50);
  return (
    <form className="panel space-y-3" onSubmit={onSubmit}>
      <label className="label">
        {t("file")}
        <input className="field" type="file" name="file" accept=".json,.csv,application/json,text/csv" required />
      </label>
      <button className="btn w-full" disabled={busy}>
        {t("submit")}
      </button>
      {summary && (
        <p
          className="rounded-lg bg-green-50 px-3 py-2 text-green-900"
          data-testid="import-result"
          data-shared-copy={summary.sharedCopy}
        >
          {summary.sharedCopy
            ? t("sharedCopy", { name: summary.setName, total: summary.total })
            : t("result", {
                name: summary.setName,
                total: summary.total,
                created: summary.created,
                updated: summary.updated,
                unchanged: summary.unchanged,
                removed: summary.removed,
              })}
          {summary.newVersion && ` ${t("resultVersion", { version: summary.version })}`}
        </p>
      )}
      <ErrorBox error={error} />
      {problems.length > 0 && (
        <ul className="max-h-64 overflow-auto text-sm" data-testid="import-problems">
          {problems.map((p, i) => (
            <li key={i}>
              {p.collectionNumber !== null ? `#${p.collectionNumber}` : `(${p.index})`} {p.name ?? ""} —{" "}
              <code>{p.field}</code>: {p.reason}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}

"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi, type ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";

export function JoinForm({ code }: { code?: string }) {
  const t = useTranslations("join");
  const router = useRouter();
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="panel space-y-4"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        const form = Object.fromEntries(new FormData(e.currentTarget));
        const { data, error } = await callApi<{ eventId: string }>("/api/join", { json: form });
        setBusy(false);
        if (error) return setError(error);
        router.push(`/play/${data!.eventId}`);
      }}
    >
      <label className="label">
        {t("code")}
        <input
          className="field font-mono text-2xl uppercase tracking-widest"
          name="code"
          defaultValue={code ?? ""}
          placeholder={t("codePlaceholder")}
          autoCapitalize="characters"
          autoComplete="off"
          inputMode="text"
        />
      </label>
      <label className="label">
        {t("name")}
        <input className="field text-xl" name="name" placeholder={t("namePlaceholder")} autoComplete="nickname" autoFocus={!!code} />
      </label>
      <ErrorBox error={error} />
      <button className="btn w-full text-lg" disabled={busy}>{t("submit")}</button>
      <p className="text-center text-xs text-stone-500">{t("noAccount")}</p>
    </form>
  );
}

"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { callApi } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import { useApiForm } from "@/components/useApiForm";

export function JoinForm({ code }: { code?: string }) {
  const t = useTranslations("join");
  const router = useRouter();
  const { error, busy, onSubmit } = useApiForm(
    (form) => callApi<{ eventId: string }>("/api/join", { json: Object.fromEntries(form) }),
    (data) => router.push(`/play/${data.eventId}`),
  );
  return (
    <form className="panel space-y-4" noValidate onSubmit={onSubmit}>
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
        <input
          className="field text-xl"
          name="name"
          placeholder={t("namePlaceholder")}
          autoComplete="nickname"
          autoFocus={!!code}
        />
      </label>
      <ErrorBox error={error} />
      <button className="btn w-full text-lg" disabled={busy}>
        {t("submit")}
      </button>
      <p className="text-center text-xs text-stone-500">{t("noAccount")}</p>
    </form>
  );
}

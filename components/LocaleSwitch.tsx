"use client";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { callApi } from "@/components/api";

export function LocaleSwitch() {
  const locale = useLocale();
  const t = useTranslations("app");
  const router = useRouter();
  const [pending, start] = useTransition();
  const other = locale === "it" ? "en" : "it";
  return (
    <button
      type="button"
      className="btn-quiet"
      disabled={pending}
      title={t("language")}
      onClick={() =>
        start(async () => {
          await callApi("/api/locale", { json: { locale: other } });
          router.refresh();
        })
      }
    >
      {t("switchTo")}
    </button>
  );
}

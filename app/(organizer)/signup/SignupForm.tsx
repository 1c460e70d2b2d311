"use client";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { callApi } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import { useApiForm } from "@/components/useApiForm";

export function SignupForm() {
  const t = useTranslations("signup");
  const tl = useTranslations("login");
  const router = useRouter();
  const { error, busy, onSubmit } = useApiForm(
    async (form) => {
      const result = await callApi("/api/organizers", { json: Object.fromEntries(form) });
      if (!result.error) await signIn("credentials", { redirect: false, email: form.get("email"), password: form.get("password") });
      return result;
    },
    () => {
      router.push("/organizer");
      router.refresh();
    },
  );
  return (
    <form className="panel space-y-3" onSubmit={onSubmit}>
      <label className="label">
        {t("name")}
        <input className="field" name="name" required maxLength={80} />
      </label>
      <label className="label">
        {tl("email")}
        <input className="field" name="email" type="email" required />
      </label>
      <label className="label">
        {tl("password")} <span className="font-normal text-stone-500">({t("passwordHint")})</span>
        <input className="field" name="password" type="password" minLength={8} required autoComplete="new-password" />
      </label>
      <ErrorBox error={error} />
      <button className="btn w-full" disabled={busy}>{t("submit")}</button>
    </form>
  );
}

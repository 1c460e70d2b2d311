"use client";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { ErrorBox } from "@/components/ErrorBox";
import { useApiForm } from "@/components/useApiForm";

export function LoginForm() {
  const t = useTranslations("login");
  const router = useRouter();
  const { error, busy, onSubmit } = useApiForm(
    async (form) => {
      const res = await signIn("credentials", {
        redirect: false,
        email: form.get("email"),
        password: form.get("password"),
      });
      if (res?.status === 429) return { error: { code: "too_many_requests", message: t("throttled") } };
      if (res?.status === 503) return { error: { code: "busy", message: t("busy") } };
      return !res || res.error ? { error: { code: "login", message: t("failed") } } : {};
    },
    () => {
      router.push("/organizer");
      router.refresh();
    },
  );
  return (
    <form className="panel space-y-3" onSubmit={onSubmit}>
      <label className="label">
        {t("email")}
        <input className="field" name="email" type="email" autoComplete="username" required />
      </label>
      <label className="label">
        {t("password")}
        <input className="field" name="password" type="password" autoComplete="current-password" required />
      </label>
      <ErrorBox error={error} />
      <button className="btn w-full" disabled={busy}>
        {t("submit")}
      </button>
    </form>
  );
}

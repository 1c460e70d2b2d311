"use client";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ErrorBox } from "@/components/ErrorBox";

export function LoginForm() {
  const t = useTranslations("login");
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="panel space-y-3"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        const form = new FormData(e.currentTarget);
        const res = await signIn("credentials", { redirect: false, email: form.get("email"), password: form.get("password") });
        setBusy(false);
        if (!res || res.error) return setError(t("failed"));
        router.push("/organizer");
        router.refresh();
      }}
    >
      <label className="label">
        {t("email")}
        <input className="field" name="email" type="email" autoComplete="username" required />
      </label>
      <label className="label">
        {t("password")}
        <input className="field" name="password" type="password" autoComplete="current-password" required />
      </label>
      <ErrorBox error={error ? { code: "login", message: error } : null} />
      <button className="btn w-full" disabled={busy}>{t("submit")}</button>
    </form>
  );
}

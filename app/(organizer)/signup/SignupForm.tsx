"use client";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi, type ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";

export function SignupForm() {
  const t = useTranslations("signup");
  const tl = useTranslations("login");
  const router = useRouter();
  const [error, setError] = useState<ApiError | null>(null);
  return (
    <form
      className="panel space-y-3"
      onSubmit={async (e) => {
        e.preventDefault();
        const form = Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>;
        const { error } = await callApi("/api/organizers", { json: form });
        if (error) return setError(error);
        await signIn("credentials", { redirect: false, email: form.email, password: form.password });
        router.push("/organizer");
        router.refresh();
      }}
    >
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
      <button className="btn w-full">{t("submit")}</button>
    </form>
  );
}

"use client";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import { useApiForm } from "@/components/useApiForm";

export function SignupForm({ invite, minLength }: { invite?: string; minLength: number }) {
  const t = useTranslations("signup");
  const tl = useTranslations("login");
  const router = useRouter();
  // The server answers a taken email like a new one: a login that then fails means "taken".
  const [taken, setTaken] = useState(false);
  const { error, busy, onSubmit } = useApiForm<{ loggedIn: boolean }>(
    async (form) => {
      const result = await callApi("/api/organizers", { json: Object.fromEntries(form) });
      if (result.error) return { error: result.error };
      const login = await signIn("credentials", {
        redirect: false,
        email: form.get("email"),
        password: form.get("password"),
      });
      return { data: { loggedIn: !!login?.ok } };
    },
    ({ loggedIn }) => {
      if (!loggedIn) return setTaken(true);
      router.push("/organizer");
      router.refresh();
    },
  );
  if (taken)
    return (
      <p className="panel" data-testid="signup-done">
        {t("checkEmail")}
      </p>
    );
  return (
    <form className="panel space-y-3" onSubmit={onSubmit}>
      {invite && <input type="hidden" name="invite" value={invite} />}
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
        <input
          className="field"
          name="password"
          type="password"
          minLength={minLength}
          required
          autoComplete="new-password"
        />
      </label>
      <ErrorBox error={error} />
      <button className="btn w-full" disabled={busy}>
        {t("submit")}
      </button>
    </form>
  );
}

import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { INVITE_HOURS } from "@/lib/auth/invites";
import { PASSWORD_MIN } from "@/lib/auth/password-policy";
import { signupPolicy } from "@/lib/env";
import { SignupForm } from "./SignupForm";

export const dynamic = "force-dynamic";

// ORGANIZER_SIGNUP decides who sees the form: anyone, holders of an invite link, nobody. A visitor who
// cannot sign up learns why and what to do: ask for an invite, or (running the server) how to open it.
export default async function SignupPage({ searchParams }: { searchParams: Promise<{ invite?: string }> }) {
  const [t, td] = await Promise.all([getTranslations("signup"), getTranslations("dashboard")]);
  const { invite } = await searchParams;
  const { mode, why } = signupPolicy();
  const blocked = mode === "closed" || (mode === "invite" && !invite);
  return (
    <div className="mx-auto max-w-sm space-y-4">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      {blocked ? (
        <section className="panel space-y-2">
          <p className="font-semibold" data-testid="signup-blocked">
            {mode === "closed" ? t("closed") : t("inviteOnly")}
          </p>
          {mode === "invite" && (
            <p data-testid="signup-invite-how">{t("inviteHow", { button: td("invite"), hours: INVITE_HOURS })}</p>
          )}
          <p className="text-sm text-stone-700" data-testid="signup-why">
            {mode === "closed" ? t("closedWhy") : t("inviteWhy", { why })}
          </p>
        </section>
      ) : (
        <SignupForm invite={mode === "invite" ? invite : undefined} minLength={PASSWORD_MIN} />
      )}
      <p className="text-sm text-stone-600">
        {t("haveAccount")}{" "}
        <Link className="underline" href="/login">
          Login
        </Link>
      </p>
    </div>
  );
}

import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PASSWORD_MIN } from "@/lib/auth/password-policy";
import { signupMode } from "@/lib/env";
import { SignupForm } from "./SignupForm";

export const dynamic = "force-dynamic";

// ORGANIZER_SIGNUP decides who sees the form: anyone, holders of an invite link, nobody.
export default async function SignupPage({ searchParams }: { searchParams: Promise<{ invite?: string }> }) {
  const t = await getTranslations("signup");
  const { invite } = await searchParams;
  const mode = signupMode();
  const blocked = mode === "closed" ? t("closed") : mode === "invite" && !invite ? t("inviteOnly") : null;
  return (
    <div className="mx-auto max-w-sm space-y-4">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      {blocked ? (
        <p className="panel" data-testid="signup-blocked">
          {blocked}
        </p>
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

import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { SignupForm } from "./SignupForm";

export default async function SignupPage() {
  const t = await getTranslations("signup");
  return (
    <div className="mx-auto max-w-sm space-y-4">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <SignupForm />
      <p className="text-sm text-stone-600">
        {t("haveAccount")} <Link className="underline" href="/login">Login</Link>
      </p>
    </div>
  );
}

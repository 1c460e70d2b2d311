import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { LoginForm } from "./LoginForm";

export default async function LoginPage() {
  const t = await getTranslations("login");
  return (
    <div className="mx-auto max-w-sm space-y-4">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <LoginForm />
      <p className="text-sm text-stone-600">
        {t("noAccount")}{" "}
        <Link className="underline" href="/signup">
          {t("signup")}
        </Link>
      </p>
    </div>
  );
}

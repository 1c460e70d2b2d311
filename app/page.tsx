import Link from "next/link";
import { getTranslations } from "next-intl/server";

export default async function Home() {
  const t = await getTranslations("app");
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 py-10 text-center">
      <h1 className="text-4xl font-bold">{t("name")}</h1>
      <p className="text-stone-600">{t("tagline")}</p>
      <Link href="/join" className="btn text-lg">
        {t("join")}
      </Link>
      <Link href="/organizer" className="btn-quiet">
        {t("organizer")}
      </Link>
    </div>
  );
}

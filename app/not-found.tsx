// The 404 page in the visitor's language, for an unknown address and for every notFound() (an event, match or game
// that does not exist or is not theirs); without it Next serves its own page in English. An unknown address comes
// rendered whole; a page's notFound() comes as Next's bare error shell (no lang on <html>), which the browser then
// renders as this page in the root layout.
import Link from "next/link";
import { getTranslations } from "next-intl/server";

export default async function NotFound() {
  const t = await getTranslations("notFound");
  return (
    <section className="space-y-4" data-testid="not-found">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p>{t("text")}</p>
      <Link href="/" className="inline-flex min-h-11 items-center font-semibold text-accent underline">
        {t("home")}
      </Link>
    </section>
  );
}

import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { requireOrganizer } from "@/lib/auth/session";
import { listCardSets } from "@/lib/kartomantik/cards/sets";
import { MAX_FILE_BYTES } from "@/lib/http/limits";
import { formatBytes } from "@/lib/http/route-core";
import { cardBrowserHref } from "@/components/kartomantik/hrefs";
import { CsvFormat } from "@/components/kartomantik/sets/CsvFormat";
import { ImportForm } from "@/components/kartomantik/sets/ImportForm";
import { ShareToggle } from "@/components/kartomantik/sets/ShareToggle";

/** The organizer's card sets (/organizer/kartomantik/sets): the ones they may use, sharing their own, and
 * the import of a new one or a new version. */
export async function CardSetsPage() {
  const organizer = await requireOrganizer();
  const [sets, t] = await Promise.all([listCardSets(organizer.id), getTranslations("sets")]);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section className="space-y-3">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="text-sm text-stone-600">{t("usableHelp")}</p>
        {sets.length === 0 && <p>{t("empty")}</p>}
        <ul className="space-y-2" data-testid="set-list">
          {sets.map((s) => (
            <li key={s.id} className="panel flex items-center justify-between gap-2">
              <span>
                <span className="font-semibold">{s.name}</span>{" "}
                <span className="text-sm text-stone-600">
                  {s.version > 1 && ` · ${t("version", { version: s.version })}`} · {t("cards", { count: s.cards })}
                  {s.source === "bundled" && ` · ${t("bundled")}`}
                  {!s.mine &&
                    s.source !== "bundled" &&
                    ` · ${t(s.copy ? "copy" : s.shared ? "sharedByOther" : "private")}`}
                </span>
              </span>
              <span className="flex items-center gap-2">
                {s.mine && <ShareToggle setId={s.id} shared={s.shared} />}
                <Link className="btn-quiet" href={cardBrowserHref(s.id)}>
                  {t("browse")}
                </Link>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className="space-y-3">
        <h2 className="text-xl font-bold">{t("import")}</h2>
        <p className="text-sm text-stone-600">{t("importHelp", { max: formatBytes(MAX_FILE_BYTES) })}</p>
        <ImportForm />
        <CsvFormat />
      </section>
    </div>
  );
}

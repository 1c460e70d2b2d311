import { getLocale, getTranslations } from "next-intl/server";
import { CardFace } from "@/components/kartomantik/CardFace";
import { toLocale } from "@/i18n/config";
import { localizeCard } from "@/lib/kartomantik/cards/localize";
import { cardFilter, searchCards } from "@/lib/kartomantik/cards/query";
import { CARD_TYPES, TEMPERAMENTS } from "@/lib/kartomantik/cards/temperaments";
import { isAppError } from "@/lib/errors";
import { notFound } from "next/navigation";
import type { SearchParams } from "@/components/game-registry/game-page";

/** A card set's browser (public: /kartomantik/cards/<set>), filtered by the query string's fields. */
export async function CardBrowser({ setId, searchParams }: { setId: string; searchParams: SearchParams }) {
  const parsed = cardFilter.safeParse(searchParams);
  const filter = parsed.success ? parsed.data : {};
  const [t, locale] = await Promise.all([getTranslations(), getLocale()]);
  const result = await searchCards(setId, filter).catch((e) => {
    if (isAppError(e)) notFound();
    throw e;
  });
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">
        {result.set.name}
        {result.set.version > 1 && (
          <span className="text-base font-normal text-stone-600">
            {" "}
            · {t("sets.version", { version: result.set.version })}
          </span>
        )}
      </h1>
      {/* One field a row on a phone, two from 640 px, four from 1024 px: every option ("Maggiori (40–50)",
          "Volontà persistente") is read whole in its select, never cut. */}
      <form className="panel grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4" method="get">
        <label className="label sm:col-span-2">
          {t("browser.search")}
          <input className="field" name="q" defaultValue={filter.q ?? ""} />
        </label>
        <label className="label">
          {t("browser.temperament")}
          <select className="field" name="temperament" defaultValue={filter.temperament ?? ""}>
            <option value="">{t("browser.all")}</option>
            {TEMPERAMENTS.map((k) => (
              <option key={k} value={k}>
                {t(`temperaments.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="label">
          {t("browser.type")}
          <select className="field" name="type" defaultValue={filter.type ?? ""}>
            <option value="">{t("browser.all")}</option>
            {CARD_TYPES.map((k) => (
              <option key={k} value={k}>
                {t(`types.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="label">
          {t("browser.band")}
          <select className="field" name="band" defaultValue={filter.band ?? ""}>
            <option value="">{t("browser.all")}</option>
            <option value="minor">{t("browser.bandMinor")}</option>
            <option value="medium">{t("browser.bandMedium")}</option>
            <option value="major">{t("browser.bandMajor")}</option>
          </select>
        </label>
        <label className="label">
          {t("card.points")}
          <select className="field" name="points" defaultValue={filter.points ?? ""}>
            <option value="">{t("browser.all")}</option>
            {result.pointValues.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <button className="btn self-end sm:col-span-2">{t("browser.filter")}</button>
      </form>
      <p className="text-sm text-stone-600" data-testid="card-count">
        {t("browser.count", { count: result.cards.length })}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {result.cards.map((c) => (
          <CardFace
            key={c.id}
            card={localizeCard(c, toLocale(locale))}
            labels={{
              type: t(`types.${c.type as "manifestation"}`),
              temperament: c.temperaments.map((k) => t(`temperaments.${k as "hollow"}`)).join(" / "),
              power: t("card.power"),
              points: t("card.points"),
              tribute: t("card.tribute"),
              temperamentName: (k) => t(`temperaments.${k}`),
            }}
          />
        ))}
      </div>
    </div>
  );
}

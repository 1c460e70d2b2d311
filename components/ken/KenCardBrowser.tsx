"use client";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import {
  explainKenListError,
  explainKenViolation,
  filterKenCards,
  KEN_FORMATS,
  KEN_TYPES,
  MORALI,
  SCUOLE,
  VITE,
  parseKenCardsCsv,
  parseKenCardsJson,
  parseKenDeckJson,
  parseKenDeckText,
  validateKenDeck,
  type KenCard,
  type KenCardFilter,
  type KenCardListResult,
  type KenCatalog,
  type KenFormat,
  type KenTranslate,
} from "@/engine/ken";
import { KenCardFace } from "@/components/ken/KenCardFace";
import { KenCardListFormat } from "@/components/ken/KenCardListFormat";
import { readTextFile } from "@/lib/text/decode-file";

const looksJson = (text: string) => /^\s*[[{]/.test(text);

/** Reads a card list (CSV or JSON) in the browser, as ken:validate does. */
function readCards(text: string): KenCardListResult {
  if (!looksJson(text)) return parseKenCardsCsv(text);
  try {
    return parseKenCardsJson(JSON.parse(text));
  } catch {
    return { ok: false, errors: [{ rule: "not_a_list" }] };
  }
}

/**
 * The Ken card browser: load a card list file (or paste it), see every error by line, filter the
 * cards; then check a deck list against it with the same rules as ken:validate.
 */
export function KenCardBrowser() {
  const t = useTranslations("ken");
  const te = useTranslations("errors");
  const tr = t as unknown as KenTranslate;
  const [source, setSource] = useState("");
  const [catalog, setCatalog] = useState<KenCatalog | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [filter, setFilter] = useState<KenCardFilter>({});
  const [deckText, setDeckText] = useState("");
  const [format, setFormat] = useState<KenFormat>("standard");

  function load(text: string) {
    const result = readCards(text);
    setCatalog(result.catalog ?? null);
    setErrors(result.errors.map((e) => explainKenListError(tr, e)));
  }

  const shown = useMemo(() => (catalog ? filterKenCards(catalog.cards, filter) : []), [catalog, filter]);

  const verdict = useMemo(() => {
    if (!catalog || deckText.trim() === "") return null;
    let parsed;
    try {
      parsed = looksJson(deckText)
        ? parseKenDeckJson(catalog, JSON.parse(deckText))
        : parseKenDeckText(catalog, deckText);
    } catch {
      return { legal: false, futuro: 0, messages: [explainKenListError(tr, { rule: "not_a_deck" })] };
    }
    const check = validateKenDeck(parsed.deck, format);
    const messages = [
      ...parsed.errors.map((e) => explainKenListError(tr, e)),
      ...check.violations.map((v) => explainKenViolation(tr, v)),
    ];
    return { legal: messages.length === 0, futuro: check.counts.futuro, messages };
  }, [catalog, deckText, format, tr]);

  const set = (key: keyof KenCardFilter) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setFilter((f) => ({ ...f, [key]: e.target.value === "" ? undefined : e.target.value }));

  const labels = (card: KenCard) => ({
    tipo: card.tipo,
    morale: card.morale.map((m) => t(`morale.${m}`)).join(" / "),
    vita: card.vita === "none" ? "" : card.vita,
    attacco: t("card.attacco"),
    difesa: t("card.difesa"),
    resistenza: t("card.resistenza"),
    verdi: t("card.verdi"),
    ocra: t("card.ocra"),
    limitazione: t("card.limitazione"),
    bordoGiallo: t("card.bordoGiallo"),
    unica: t("card.unica"),
  });

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("browser.title")}</h1>
      <section className="panel space-y-2">
        <p className="text-sm text-stone-600">{t("browser.help")}</p>
        <KenCardListFormat />
        <input
          type="file"
          className="block min-h-11 w-full"
          accept=".csv,.json,text/csv,application/json"
          aria-label={t("browser.file")}
          data-testid="ken-cards-file"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            const decoded = await readTextFile(file);
            if ("text" in decoded) load(decoded.text);
            else {
              setCatalog(null);
              setErrors([te("card_file_not_utf8", { file: file.name, line: decoded.badLine })]);
            }
          }}
        />
        <textarea
          className="field h-28 font-mono text-xs"
          value={source}
          onChange={(e) => setSource(e.target.value)}
          aria-label={t("browser.paste")}
          placeholder={t("browser.paste")}
        />
        <button type="button" className="btn" onClick={() => load(source)}>
          {t("browser.read")}
        </button>
        {errors.length > 0 && (
          <ul className="list-inside list-disc text-sm text-red-800" data-testid="ken-cards-errors">
            {errors.map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </ul>
        )}
      </section>

      {catalog && (
        <>
          <form className="panel grid grid-cols-2 gap-2 md:grid-cols-6" onSubmit={(e) => e.preventDefault()}>
            <label className="label col-span-2">
              {t("browser.search")}
              <input className="field" value={filter.q ?? ""} onChange={set("q")} />
            </label>
            <label className="label">
              {t("browser.tipo")}
              <select className="field" value={filter.tipo ?? ""} onChange={set("tipo")}>
                <option value="">{t("browser.all")}</option>
                {KEN_TYPES.map((k) => (
                  <option key={k}>{k}</option>
                ))}
              </select>
            </label>
            <label className="label">
              {t("browser.morale")}
              <select className="field" value={filter.morale ?? ""} onChange={set("morale")}>
                <option value="">{t("browser.all")}</option>
                {MORALI.map((k) => (
                  <option key={k} value={k}>
                    {t(`morale.${k}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="label">
              {t("browser.scuola")}
              <select className="field" value={filter.scuola ?? ""} onChange={set("scuola")}>
                <option value="">{t("browser.all")}</option>
                <option value="none">{t("browser.nonDiScuola")}</option>
                {SCUOLE.map((k) => (
                  <option key={k}>{k}</option>
                ))}
              </select>
            </label>
            <label className="label">
              {t("browser.vita")}
              <select className="field" value={filter.vita ?? ""} onChange={set("vita")}>
                <option value="">{t("browser.all")}</option>
                {VITE.map((k) => (
                  <option key={k} value={k}>
                    {k === "none" ? t("browser.noVita") : k}
                  </option>
                ))}
              </select>
            </label>
          </form>
          <p className="text-sm text-stone-600" data-testid="ken-card-count">
            {t("browser.count", { count: shown.length })}
          </p>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {shown.map((card) => (
              <KenCardFace key={`${card.nome}|${card.tipo}`} card={card} labels={labels(card)} />
            ))}
          </div>

          <section className="panel space-y-2">
            <h2 className="text-lg font-semibold">{t("browser.deckTitle")}</h2>
            <p className="text-sm text-stone-600">{t("browser.deckHelp")}</p>
            <label className="label">
              {t("browser.format")}
              <select className="field" value={format} onChange={(e) => setFormat(e.target.value as KenFormat)}>
                {KEN_FORMATS.map((k) => (
                  <option key={k} value={k}>
                    {t(`formats.${k}`)}
                  </option>
                ))}
              </select>
            </label>
            <textarea
              className="field h-40 font-mono text-sm"
              value={deckText}
              onChange={(e) => setDeckText(e.target.value)}
              aria-label={t("browser.deckTitle")}
              data-testid="ken-deck-text"
            />
            {verdict && (
              <div data-testid="ken-deck-verdict">
                <p className={verdict.legal ? "font-semibold text-green-800" : "font-semibold text-red-800"}>
                  {verdict.legal
                    ? t("browser.legal", { count: verdict.futuro })
                    : t("browser.illegal", { count: verdict.futuro })}
                </p>
                <ul className="list-inside list-disc text-sm text-red-800">
                  {verdict.messages.map((m, i) => (
                    <li key={i}>{m}</li>
                  ))}
                </ul>
              </div>
            )}
          </section>
        </>
      )}
    </div>
  );
}

"use client";
import { useTranslations } from "next-intl";
import {
  KEN_CSV_EXAMPLE,
  KEN_FORMAT_ROWS,
  KEN_JSON_EXAMPLE,
  KEN_TYPES,
  NO_WORDS,
  SCUOLE,
  YES_WORDS,
} from "@/engine/ken";

/**
 * A Ken card list's format, explained where the list is loaded (the event's setup, the card browser):
 * the columns with what each holds, the yes/no words, a CSV example that imports as it is (and can be
 * downloaded) and the JSON form. The lists of values come from the engine that checks them.
 */
export function KenCardListFormat() {
  const t = useTranslations("ken.format");
  const values = {
    types: KEN_TYPES.join(", "),
    scuole: SCUOLE.join(", "),
    yes: YES_WORDS.join(", "),
    no: NO_WORDS.join(", "),
  };
  return (
    <details className="rounded-lg border border-stone-200 px-3 text-sm" data-testid="ken-list-format">
      <summary className="cursor-pointer py-3 font-semibold">{t("title")}</summary>
      <div className="space-y-2 pb-3">
        <p>{t("intro")}</p>
        <p>{t("validation")}</p>
        {/* Scrolls sideways only if it must, then by keyboard too (tabIndex). */}
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t("title")}>
          <table className="w-full text-left">
            <thead>
              <tr>
                <th className="pr-2">{t("column")}</th>
                <th className="pr-2">{t("required")}</th>
                <th>{t("values")}</th>
              </tr>
            </thead>
            <tbody>
              {KEN_FORMAT_ROWS.map(({ columns, need }) => (
                <tr key={columns[0]} className="border-t border-stone-200 align-top" data-testid="ken-format-column">
                  <td className="py-1 pr-2">
                    <code className="[overflow-wrap:anywhere]">{columns.join(", ")}</code>
                  </td>
                  <td className="py-1 pr-2">{t(`need.${need}`)}</td>
                  <td className="py-1">{t(`cols.${columns[0]!}`, values)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>{t("yesNo", values)}</p>
        <p className="font-semibold">{t("example")}</p>
        <pre
          className="overflow-x-auto rounded bg-stone-100 p-2 text-xs"
          tabIndex={0}
          role="region"
          aria-label={t("example")}
          data-testid="ken-format-example"
        >
          {KEN_CSV_EXAMPLE}
        </pre>
        <a
          className="btn-quiet inline-block"
          href={`data:text/csv;charset=utf-8,${encodeURIComponent(KEN_CSV_EXAMPLE)}`}
          download="ken-carte-esempio.csv"
        >
          {t("download")}
        </a>
        <p>{t("json")}</p>
        <p className="font-semibold">{t("jsonExample")}</p>
        <pre
          className="overflow-x-auto rounded bg-stone-100 p-2 text-xs"
          tabIndex={0}
          role="region"
          aria-label={t("jsonExample")}
        >
          {KEN_JSON_EXAMPLE}
        </pre>
      </div>
    </details>
  );
}

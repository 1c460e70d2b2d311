import { getTranslations } from "next-intl/server";

// The CSV import format, explained where the file is chosen (docs/cards-csv.md says the same for
// the command line). The example is a file that imports as it is (e2e/import-help.spec.ts).
const COLUMNS = [
  ["set_name", "yes"],
  ["collection_number", "yes"],
  ["id", "no"],
  ["type", "yes"],
  ["name_en", "yes"],
  ["name_it", "no"],
  ["subtype_en, subtype_it", "no"],
  ["temperaments", "yes"],
  ["power", "manifestations"],
  ["cost", "wills"],
  ["points", "yes"],
  ["effect_en, effect_it", "no"],
  ["artist, image", "no"],
] as const;

const CSV_EXAMPLE = `set_name,collection_number,type,name_en,name_it,temperaments,power,cost,points,effect_en,effect_it
My Set,1,manifestation,Ember Fox,Volpe di Brace,choleric,3,,20,Support.,Supporto.
My Set,2,persistent_will,Twin Tide,Marea Gemella,vitreous|melancholic,,4,0,Draw a card.,Pesca una carta.
`;

export async function CsvFormat() {
  const t = await getTranslations("sets.csv");
  return (
    <details className="panel text-sm" data-testid="csv-format">
      <summary className="cursor-pointer font-semibold">{t("title")}</summary>
      <div className="mt-2 space-y-2">
        <p>{t("intro")}</p>
        <p>{t("validation")}</p>
        <div className="overflow-x-auto">
          <table className="w-full text-left">
            <thead>
              <tr>
                <th className="pr-2">{t("column")}</th>
                <th className="pr-2">{t("required")}</th>
                <th>{t("meaning")}</th>
              </tr>
            </thead>
            <tbody>
              {COLUMNS.map(([column, required]) => (
                <tr key={column} className="border-t border-stone-200 align-top" data-testid="csv-column">
                  <td className="py-1 pr-2">
                    <code className="break-words">{column}</code>
                  </td>
                  <td className="py-1 pr-2">{t(required)}</td>
                  <td className="py-1">{t(`cols.${column.split(",")[0] as "set_name"}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>{t("symbols")}</p>
        <p className="font-semibold">{t("example")}</p>
        <pre className="overflow-x-auto rounded bg-stone-100 p-2 text-xs" data-testid="csv-example">
          {CSV_EXAMPLE}
        </pre>
        <a
          className="btn-quiet inline-block"
          href={`data:text/csv;charset=utf-8,${encodeURIComponent(CSV_EXAMPLE)}`}
          download="bazaar-example.csv"
          data-testid="csv-example-download"
        >
          {t("download")}
        </a>
      </div>
    </details>
  );
}

// A Ken card list's format as the pages explain it (components/ken/KenCardListFormat.tsx): the CSV
// columns, which of them a card needs, and examples that import as they are
// (tests/ken/card-list-format.test.ts). The same in words for the command line: docs/ken-card-list.md.
import { KEN_CSV_COLUMNS, KEN_REQUIRED_COLUMNS, type KenCsvColumn } from "./card-list";

/** Who needs a column: every card, the Protagonisti (their combat values), the Protagonisti without a
 * Vita (a Resistenza), or nobody. */
export type KenColumnNeed = "yes" | "protagonisti" | "senzaVita" | "no";

const needOf = (column: KenCsvColumn): KenColumnNeed =>
  KEN_REQUIRED_COLUMNS.includes(column)
    ? "yes"
    : column === "attacco" || column === "difesa"
      ? "protagonisti"
      : column === "resistenza"
        ? "senzaVita"
        : "no";

/** The help's rows: a column each, the two combat values and the two Punti Ordine colours together. */
export const KEN_FORMAT_ROWS: { columns: KenCsvColumn[]; need: KenColumnNeed }[] = KEN_CSV_COLUMNS.reduce<
  { columns: KenCsvColumn[]; need: KenColumnNeed }[]
>((rows, column) => {
  const last = rows.at(-1);
  if (last && (column === "difesa" || column === "punti_ordine_ocra")) last.columns.push(column);
  else rows.push({ columns: [column], need: needOf(column) });
  return rows;
}, []);

/** A CSV card list of five invented cards, every column filled as a spreadsheet would. */
export const KEN_CSV_EXAMPLE = `${KEN_CSV_COLUMNS.join(",")}
Kenshiro,Maestro,sì,no,Hokuto,Hokuto,buona,4,3,,2,0,Mortale.,,no
Bat,Personaggio,no,no,,,blu,1,1,2,0,0,"Pesca 1 carta, poi scarta.",,no
Lin,Personaggio,,sì,,,buona,0,1,1,1,0,,,no
Villaggio di Bat,Luogo Abitato,,no,,,buona,,,,1,3,,,no
Cavallo Kokuoh,Speciale,,no,,Re di Hokuto,rossa,2,1,,0,0,Carta Unica.,Assegnabile a Raoul,sì
`;

/** The same list's first and fourth cards in JSON (left-out fields take their defaults). */
export const KEN_JSON_EXAMPLE = `[
  {
    "nome": "Kenshiro",
    "tipo": "Maestro",
    "vita": "Vita",
    "scuola": ["Hokuto"],
    "cognome": "Hokuto",
    "morale": "buona",
    "attacco": 4,
    "difesa": 3,
    "punti_ordine": { "verdi": 2, "ocra": 0 },
    "capacita": "Mortale."
  },
  { "nome": "Villaggio di Bat", "tipo": "Luogo Abitato", "morale": "buona", "punti_ordine": { "verdi": 1, "ocra": 3 } }
]
`;

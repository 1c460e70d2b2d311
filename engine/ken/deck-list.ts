// Ken deck lists (docs/ken-card-list.md): text, one "N Nome (Tipo)" per line under section titles
// (Futuro, Mano, Preludio, Extra, Episodio, Segnalini), or JSON with the same sections. Every card
// is looked up by Name and Type; an unknown or ambiguous one is an error naming its line.
import { z } from "zod";
import { issueErrors } from "./card-schema";
import { cardKey, nameKey, typeOf } from "./normalize";
import {
  KEN_SECTIONS,
  KEN_TYPES,
  type KenCatalog,
  type KenDeck,
  type KenListError,
  type KenParsedDeck,
  type KenSection,
  type KenType,
} from "./types";

export const MAX_COUNT = 99;

const SECTION_TITLES: Record<string, KenSection> = Object.fromEntries(
  (
    [
      ["futuro", "futuro"],
      ["mazzo del futuro", "futuro"],
      ["mazzo", "futuro"],
      ["future", "futuro"],
      ["deck", "futuro"],
      ["mano", "mano"],
      ["mano iniziale", "mano"],
      ["in mano", "mano"],
      ["hand", "mano"],
      ["opening hand", "mano"],
      ["preludio", "preludio"],
      ["prelude", "preludio"],
      ["extra", "extra"],
      ["episodio", "episodio"],
      ["mazzo episodio", "episodio"],
      ["sotto il preludio", "episodio"],
      ["episode", "episodio"],
      ["segnalini", "segnalini"],
      ["segnalino", "segnalini"],
      ["tokens", "segnalini"],
    ] as const
  ).map(([title, section]) => [nameKey(title), section]),
);

const emptyDeck = (): KenDeck => ({ futuro: [], mano: [], preludio: [], extra: [], episodio: [], segnalini: [] });

const COUNTED = /^(\d+)\s*[x×]?\s+(\S.*)$/i;
const TYPED = /^(.*\S)\s*\(([^()]+)\)$/;

/** "Futuro", "Mazzo Episodio:", "Mano iniziale (3)": a section title, or undefined. */
function sectionOf(line: string): KenSection | undefined {
  const bare = line.replace(/\s*\(\d+\)\s*$/, "").replace(/\s*:\s*$/, "");
  return SECTION_TITLES[nameKey(bare)];
}

interface Written {
  count: number;
  nome: string;
  tipo?: KenType;
}

/** "4x Kenshiro (Maestro)" → 4, Kenshiro, Maestro; the count defaults to 1, the type to the only card of that name. */
function splitLine(line: string): Written {
  const counted = COUNTED.exec(line);
  const rest = (counted?.[2] ?? line).trim();
  const typed = TYPED.exec(rest);
  const tipo = typed ? typeOf(typed[2] as string) : undefined;
  return {
    count: counted ? Number(counted[1]) : 1,
    nome: (tipo ? (typed?.[1] as string) : rest).trim(),
    ...(tipo ? { tipo } : {}),
  };
}

type Found =
  { ok: true; card: NonNullable<ReturnType<KenCatalog["byKey"]["get"]>> } | { ok: false; error: KenListError };

function find(catalog: KenCatalog, written: Written): Found {
  const params = { nome: written.nome, ...(written.tipo ? { tipo: written.tipo } : {}) };
  if (written.count < 1 || written.count > MAX_COUNT)
    return {
      ok: false,
      error: { rule: "bad_count", field: "n", params: { ...params, count: written.count, max: MAX_COUNT } },
    };
  const cards = catalog.byName.get(nameKey(written.nome)) ?? [];
  // No card of that name at all: the name is what is wrong, whatever type was written.
  if (cards.length === 0) return { ok: false, error: { rule: "unknown_name", field: "nome", params } };
  if (written.tipo) {
    const card = catalog.byKey.get(cardKey(written.nome, written.tipo));
    if (card) return { ok: true, card };
    const tipi = cards.map((c) => c.tipo).join(", ");
    return { ok: false, error: { rule: "unknown_card", field: "tipo", params: { ...params, tipi } } };
  }
  if (cards.length === 1) return { ok: true, card: cards[0] as (typeof cards)[0] };
  return {
    ok: false,
    error: { rule: "ambiguous_card", field: "tipo", params: { ...params, tipi: cards.map((c) => c.tipo).join(", ") } },
  };
}

/**
 * A text deck list. Lines before the first title belong to the Futuro; "#" and "//" lines are
 * comments (the first names the deck).
 */
export function parseKenDeckText(catalog: KenCatalog, text: string): KenParsedDeck {
  const deck = emptyDeck();
  const errors: KenListError[] = [];
  let section: KenSection = "futuro";
  let started = false;
  text
    .replace(/^\uFEFF/, "")
    .split(/\r\n|\r|\n/)
    .forEach((raw, i) => {
      const line = raw.trim();
      const number = i + 1;
      if (line === "") return;
      const comment = /^(?:#|\/\/)\s*(.*)$/.exec(line);
      if (comment) {
        if (!started && deck.nome === undefined && comment[1]) deck.nome = comment[1].trim();
        return;
      }
      started = true;
      // A title is a bare word: a line with a count or a "(Tipo)" is always a card.
      const typed = TYPED.exec(line);
      const title = COUNTED.test(line) || (typed && typeOf(typed[2] as string)) ? undefined : sectionOf(line);
      if (title) {
        section = title;
        return;
      }
      const found = find(catalog, splitLine(line));
      if (found.ok) deck[section].push({ card: found.card, count: splitLine(line).count, line: number });
      else errors.push({ ...found.error, line: number, section });
    });
  return { deck, errors };
}

const entrySchema = z.union([
  z.string().trim().min(1).max(200),
  z.strictObject({
    n: z.number().int().default(1),
    nome: z.string().trim().min(1).max(120),
    tipo: z.string().trim().max(40).optional(),
  }),
]);

/**
 * A JSON deck list: {"nome"?, "futuro": [...], "preludio": [...], …}; an entry is
 * {"n","nome","tipo"} or a text line.
 */
export function parseKenDeckJson(catalog: KenCatalog, data: unknown): KenParsedDeck {
  const deck = emptyDeck();
  if (!data || typeof data !== "object" || Array.isArray(data)) return { deck, errors: [{ rule: "not_a_deck" }] };
  const errors: KenListError[] = [];
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (key === "nome") {
      if (typeof value === "string") deck.nome = value.trim();
      else errors.push({ rule: "wrong_type", field: "nome", params: { expected: "string" } });
      continue;
    }
    const section = (KEN_SECTIONS as readonly string[]).includes(key) ? (key as KenSection) : undefined;
    if (!section) {
      errors.push({ rule: "unknown_field", field: key });
      continue;
    }
    // A single Preludio or Extra may be written without its array.
    const entries = Array.isArray(value) ? value : value === null ? [] : [value];
    entries.forEach((raw, index) => {
      const parsed = entrySchema.safeParse(raw);
      if (!parsed.success) {
        const issues = parsed.error.issues;
        // A union failure: report the object branch's problems when an object was given.
        const branch = typeof raw === "object" && raw !== null ? 1 : 0;
        const inner = issues[0]?.code === "invalid_union" ? issues[0].errors[branch] : undefined;
        const detail = inner ? issueErrors(new z.ZodError(inner), raw) : issueErrors(parsed.error, raw);
        errors.push(...detail.map((e) => ({ ...e, section, index })));
        return;
      }
      const written: Written =
        typeof parsed.data === "string"
          ? splitLine(parsed.data)
          : (() => {
              const tipo = parsed.data.tipo === undefined ? undefined : typeOf(parsed.data.tipo);
              return { count: parsed.data.n, nome: parsed.data.nome, ...(tipo ? { tipo } : {}) };
            })();
      if (typeof parsed.data === "object" && parsed.data.tipo !== undefined && !written.tipo) {
        errors.push({
          rule: "not_one_of",
          field: "tipo",
          section,
          index,
          params: { values: KEN_TYPES.join(", ") },
        });
        return;
      }
      const found = find(catalog, written);
      if (found.ok) deck[section].push({ card: found.card, count: written.count, index });
      else errors.push({ ...found.error, section, index });
    });
  }
  return { deck, errors };
}

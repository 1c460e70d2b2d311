// One Ken card, validated with zod: the JSON format of docs/ken-card-list.md. Words are read
// leniently (case, accents, the colour for the alignment: "blu" is buona) and stored canonical;
// what the rulebook says a card must carry is checked here ("La Carta", "Vita", "SuperVita").
import { z } from "zod";
import { booleanOf, moraleOf, NO_WORDS, scuolaOf, typeOf, vitaOf, YES_WORDS } from "./normalize";
import {
  KEN_TYPES,
  MORALI,
  PROTAGONISTI,
  SCUOLE,
  VITE,
  type KenCard,
  type KenListError,
  type KenListRule,
} from "./types";

const canonical =
  <T extends string>(read: (raw: string) => T | undefined) =>
  (raw: unknown) =>
    typeof raw === "string" ? (read(raw) ?? raw.trim()) : raw;

/** A single value or several: "Hokuto|Nanto" in a cell, or a JSON array. */
const several =
  <T extends string>(read: (raw: string) => T | undefined) =>
  (raw: unknown) => {
    if (raw === undefined || raw === null) return [];
    const list = typeof raw === "string" ? raw.split(/[|,]/).filter((v) => v.trim() !== "") : raw;
    return Array.isArray(list) ? list.map(canonical(read)) : list;
  };

const custom = (ctx: z.RefinementCtx, field: string, rule: KenListRule, params?: Record<string, string | number>) =>
  ctx.addIssue({ code: "custom", path: [field], message: rule, ...(params ? { params } : {}) });

/** Refines a list field: the issue's path is the field's own. */
const noRepeats = (values: readonly string[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  for (const v of values) {
    if (seen.has(v)) ctx.addIssue({ code: "custom", message: "repeated_value", params: { value: v } });
    seen.add(v);
  }
};

const value = z.number().int().min(-99).max(99).nullable().default(null);
const text = (max: number) => z.string().trim().max(max);
const points = z.number().int().min(0).max(999).default(0);

export const kenCardSchema = z
  .strictObject({
    nome: text(120).min(1),
    tipo: z.preprocess(canonical(typeOf), z.enum(KEN_TYPES)),
    vita: z.preprocess(
      (raw) =>
        raw === undefined || raw === null || raw === false ? "none" : raw === true ? "Vita" : canonical(vitaOf)(raw),
      z.enum(VITE),
    ),
    bordo_giallo: z.preprocess(booleanOf, z.boolean()).default(false),
    scuola: z.preprocess(several(scuolaOf), z.array(z.enum(SCUOLE)).max(SCUOLE.length).superRefine(noRepeats)),
    cognome: z.preprocess(
      (raw) => (raw === undefined || (typeof raw === "string" && raw.trim() === "") ? null : raw),
      text(80).nullable(),
    ),
    morale: z.preprocess(several(moraleOf), z.array(z.enum(MORALI)).min(1).max(2).superRefine(noRepeats)),
    attacco: value,
    difesa: value,
    resistenza: z
      .preprocess((raw) => (raw === "x" ? "X" : raw), z.union([z.number().int().min(0).max(99), z.literal("X")]))
      .nullable()
      .default(null),
    punti_ordine: z.strictObject({ verdi: points, ocra: points }).default({ verdi: 0, ocra: 0 }),
    capacita: text(4000).default(""),
    limitazione: text(4000).default(""),
    unica: z.preprocess(booleanOf, z.boolean()).default(false),
  })
  .superRefine((card, ctx) => {
    const protagonista = PROTAGONISTI.includes(card.tipo);
    // "Tutti i Maestri e alcuni Personaggi ed Eserciti possono averla"; SuperVita: Protagonisti Neri.
    if (card.vita !== "none" && !protagonista) custom(ctx, "vita", "vita_not_protagonista", { tipo: card.tipo });
    // "I Maestri possiedono … un valore di Resistenza speciale: la Vita".
    if (card.tipo === "Maestro" && card.vita === "none") custom(ctx, "vita", "maestro_without_vita");
    // The drop stands "al posto di un numero nell'ovale della Resistenza";
    // a SuperVita's drop holds "un numero o una X".
    if (card.vita === "Vita" && card.resistenza !== null) custom(ctx, "resistenza", "resistenza_with_vita");
    if (card.resistenza === "X" && card.vita !== "SuperVita")
      custom(ctx, "resistenza", "resistenza_x_without_supervita");
    if (protagonista) {
      // "Come tutti i Protagonisti possiedono tre valori di combattimento: Attacco, Difesa e Resistenza".
      if (card.attacco === null) custom(ctx, "attacco", "values_missing", { tipo: card.tipo });
      if (card.difesa === null) custom(ctx, "difesa", "values_missing", { tipo: card.tipo });
      if (card.vita !== "Vita" && card.resistenza === null)
        custom(ctx, "resistenza", "resistenza_missing", { vita: card.vita });
    }
  });

const at = (raw: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (v, k) => (v && typeof v === "object" ? (v as Record<PropertyKey, unknown>)[k] : undefined),
    raw,
  );

const rangeOf = (field: string) => (field.startsWith("punti_ordine") ? { min: 0, max: 999 } : { min: -99, max: 99 });

/** One zod issue as a list error: a rule code the messages translate, the field, the numbers. */
function issueError(issue: z.core.$ZodIssue, raw: unknown): KenListError {
  // A problem inside a list of values (scuola[1]) is the field's problem.
  const path = issue.path.filter((k) => typeof k === "string");
  const field = path.join(".");
  const made = (rule: KenListRule, params?: Record<string, string | number>): KenListError => ({
    rule,
    field,
    ...(params ? { params } : {}),
  });
  // What the file says, for the messages that quote it, and the words a yes/no cell accepts.
  const input = at(raw, issue.path);
  const words = { value: String(input), yes: YES_WORDS.join(", "), no: NO_WORDS.join(", ") };
  switch (issue.code) {
    case "invalid_type": {
      if (input === undefined || input === null) return made("required");
      if (issue.expected === "boolean") return made("bad_yes_no", words);
      const numeric = issue.expected === "int" || issue.expected === "number";
      return numeric ? made("not_integer") : made("wrong_type", { expected: issue.expected });
    }
    case "too_small":
      return issue.origin === "number" ? made("out_of_range", rangeOf(field)) : made("required");
    case "too_big":
      if (issue.origin === "number") return made("out_of_range", rangeOf(field));
      if (issue.origin === "array") return made("too_many_values", { max: Number(issue.maximum) });
      return made("too_long", { max: Number(issue.maximum) });
    case "invalid_value":
      if (field === "vita") return made("bad_vita", words);
      return made("not_one_of", { values: issue.values.map(String).join(", ") });
    case "invalid_union":
      return made("bad_resistenza");
    case "custom":
      return made(issue.message as KenListRule, (issue.params as Record<string, string | number>) ?? undefined);
    default:
      return made("wrong_type", { expected: "?" });
  }
}

/** Every issue of a failed parse as list errors; unknown fields one by one. */
export function issueErrors(error: z.ZodError, raw: unknown): KenListError[] {
  return error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key): KenListError => ({ rule: "unknown_field", field: [...issue.path, key].join(".") }))
      : [issueError(issue, raw)],
  );
}

/** Validates one card; every problem names its field. */
export function readKenCard(raw: unknown): { card: KenCard } | { errors: KenListError[] } {
  const parsed = kenCardSchema.safeParse(raw);
  return parsed.success ? { card: parsed.data as KenCard } : { errors: issueErrors(parsed.error, raw) };
}

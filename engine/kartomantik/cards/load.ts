// Turns a community-format card list (as cards.json / bazaar-demo.json) plus our ability
// scripts (keyed by card id, or by collection number and name: `ScriptTable`) into CardDefs.
// Keywords the text states plainly are read from the text; everything else comes from the
// script. A script that does not validate, or a numbered script whose name is not its card's,
// is a load error naming the card; a card with ability text but no script is "manual" (logged
// primitive moves).
import type { CardDef, CardType, Temperament } from "../types";
import { TEMPERAMENTS } from "../types";
import { customNames, type CustomHandlers } from "./custom";
import { scriptSchema, type CardScript } from "./schema";
import { deepFreeze } from "../../shared/freeze";

const SYMBOL: Readonly<Record<string, Temperament>> = {
  G: "phlegmatic",
  R: "choleric",
  B: "vitreous",
  Y: "capricious",
  P: "melancholic",
  T: "transcendent",
  H: "hollow",
};

export interface RawCard {
  id: string;
  name: string;
  type: string;
  effect?: string;
  power?: number | null;
  cost?: number | null;
  powerCost?: string;
  points?: number;
  temperaments?: string[];
  collectionNumber?: number;
}

/** A card's script in a set's table, under its collection number, with the card's name (checked at load time). */
export interface NamedScript {
  name: string;
  script: CardScript;
  /** The handlers of the script's `custom` ops, by name. */
  custom?: CustomHandlers;
}

/** A set's scripts keyed by collection number, each naming its card: `{ 9: named("The Slumberer", …) }`. */
export type ScriptsByNumber = Readonly<Record<number, NamedScript>>;

export const named = (name: string, script: CardScript, custom?: CustomHandlers): NamedScript =>
  custom ? { name, script, custom } : { name, script };

/** Scripts keyed by collection number and name; `loadSet` resolves them against the set's cards. */
export class ScriptTable {
  /** Frozen: the definitions of every set loaded with the table share its scripts (loadSet takes them as they are). */
  constructor(readonly byNumber: ScriptsByNumber) {
    deepFreeze(byNumber);
  }

  /** The scripts by card id; a number missing from the set, or a name not its card's, is an error naming both. */
  resolve(raw: readonly RawCard[]): { scripts: Record<string, unknown>; errors: LoadError[] } {
    const scripts: Record<string, unknown> = {};
    const errors: LoadError[] = [];
    const byNumber = new Map(raw.map((c) => [c.collectionNumber, c]));
    for (const [key, entry] of Object.entries(this.byNumber)) {
      const card = byNumber.get(Number(key));
      if (!card)
        errors.push({ card: `#${key}`, name: entry.name, message: `script for #${key} ${entry.name}: no such card` });
      else if (customNames(entry.script).some((n) => !entry.custom?.[n]))
        errors.push({
          card: card.id,
          name: card.name,
          message: `script for #${key} ${entry.name}: custom op ${customNames(entry.script).find((n) => !entry.custom?.[n])} has no handler in its entry`,
        });
      else if (card.name !== entry.name)
        errors.push({
          card: card.id,
          name: card.name,
          message: `script for #${key} ${entry.name}, but card #${key} of the set is ${card.name}`,
        });
      else scripts[card.id] = entry.script;
    }
    return { scripts, errors };
  }

  /** Every entry's `custom` handlers by name (a name given two different handlers is a programming error). */
  customHandlers(): CustomHandlers {
    const all: Record<string, CustomHandlers[string]> = {};
    for (const [key, entry] of Object.entries(this.byNumber))
      for (const [name, fn] of Object.entries(entry.custom ?? {})) {
        if (all[name] && all[name] !== fn) throw new Error(`engine: two custom handlers named ${name} (#${key})`);
        all[name] = fn;
      }
    return all;
  }
}

export interface LoadError {
  card: string;
  name: string;
  message: string;
}

export type LoadResult =
  { ok: true; cards: CardDef[]; byId: Record<string, CardDef> } | { ok: false; errors: LoadError[] };

/** Sentences that are keywords by themselves (English card text); `keep`: still manual work, kept in the rest. */
const KEYWORD_SENTENCES: { re: RegExp; keywords: NonNullable<CardScript["keywords"]>; keep?: true }[] = [
  { re: /^Support from hand\.?$/i, keywords: ["supportFromHand"] },
  { re: /^Support\.?$/i, keywords: ["support"] },
  { re: /^Cannot be played as First Manifestation\.?$/i, keywords: ["noFirst"] },
  { re: /^(This manifestation )?cannot be used as tribute\.?$/i, keywords: ["noTribute"] },
  { re: /^Persist\.( \(.*\))?$/i, keywords: ["persist"] },
  // The Slumberer: never a First Manifestation; playing it "as a persistent Will" is left to the players.
  { re: /^Can only be played as if it were a persistent Will\.?$/i, keywords: ["noFirst"], keep: true },
];

/** A line's sentences: a full stop followed by a capital starts one, except inside parentheses (reminder text). */
export function sentencesOf(line: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === "(") depth++;
    else if (ch === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0 && /[.!?]/.test(ch) && /^\s+[A-Z]/.test(line.slice(i + 1, i + 3))) {
      out.push(line.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  const last = line.slice(start).trim();
  if (last) out.push(last);
  return out;
}

/** The keywords the text states (a sentence of its own, alone on its line or not) and what is left of the text. */
export function readKeywords(text: string): { keywords: NonNullable<CardScript["keywords"]>; rest: string } {
  const keywords: NonNullable<CardScript["keywords"]> = [];
  const rest: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const left: string[] = [];
    for (const sentence of sentencesOf(line)) {
      const hit = KEYWORD_SENTENCES.find((k) => k.re.test(sentence));
      if (hit) keywords.push(...hit.keywords);
      if (!hit || hit.keep) left.push(sentence);
    }
    if (left.length > 0) rest.push(left.join(" "));
  }
  return { keywords, rest: rest.join("\n") };
}

function parseCost(powerCost: string | undefined): Partial<Record<Temperament, number>> {
  const cost: Partial<Record<Temperament, number>> = {};
  for (const m of (powerCost ?? "").matchAll(/\{([A-Z])\}/g)) {
    const t = SYMBOL[m[1] ?? ""];
    if (t) cost[t] = (cost[t] ?? 0) + 1;
  }
  return cost;
}

const CARD_TYPES: readonly string[] = ["manifestation", "ephemeral_will", "persistent_will"];

/** One card definition; a script is validated here (unknown op = error naming the card) unless `checked`: one of
 * our script tables' (typed CardScript in the code, each parsing to itself: tests/kartomantik/cards/keyed-scripts),
 * whose parse would only cost — it was most of a set's load (the Beta set in a fresh process: ≈ 100 ms, 18 without). */
export function defineCard(raw: RawCard, script: unknown, checked = false): CardDef | LoadError {
  const fail = (message: string): LoadError => ({ card: raw.id, name: raw.name, message });
  if (!CARD_TYPES.includes(raw.type)) return fail(`unknown card type ${raw.type}`);
  const temperaments = (raw.temperaments ?? []).filter((t): t is Temperament =>
    (TEMPERAMENTS as readonly string[]).includes(t),
  );
  if (temperaments.length === 0) return fail("no temperament");
  const text = raw.effect ?? "";
  const { keywords, rest } = readKeywords(text);
  let parsed: CardScript = {};
  if (script !== undefined && checked) parsed = script as CardScript;
  else if (script !== undefined) {
    const result = scriptSchema.safeParse(script);
    if (!result.success) {
      const issue = result.error.issues[0];
      return fail(`invalid script at ${issue?.path.join(".") || "(root)"}: ${issue?.message ?? "invalid"}`);
    }
    parsed = result.data;
  }
  const merged: CardScript = { ...parsed, keywords: [...new Set([...keywords, ...(parsed.keywords ?? [])])] };
  const hasRest = rest.trim().length > 0;
  let automation: CardDef["automation"] = "automated";
  if (parsed.manual || (hasRest && script === undefined)) automation = "manual";
  else if (parsed.partial) automation = "partial";
  const type = raw.type as CardType;
  const cost = type === "manifestation" ? {} : parseCost(raw.powerCost);
  return {
    id: raw.id,
    name: raw.name,
    type,
    temperaments,
    power: type === "manifestation" ? Math.max(0, raw.power ?? 0) : 0,
    points: type === "manifestation" ? (raw.points ?? 0) : 0,
    cost,
    text,
    script: merged,
    automation,
  };
}

/** A whole set; every bad script is reported, not just the first. A ScriptTable's scripts are ours, checked by the
 * tests; any other table's are validated. */
export function loadSet(raw: readonly RawCard[], table: Readonly<Record<string, unknown>> | ScriptTable): LoadResult {
  const checked = table instanceof ScriptTable;
  const keyed = checked ? table.resolve(raw) : { scripts: table, errors: [] };
  const { scripts } = keyed;
  const errors: LoadError[] = [...keyed.errors];
  const cards: CardDef[] = [];
  const ids = new Set(raw.map((c) => c.id));
  for (const id of Object.keys(scripts))
    if (!ids.has(id)) errors.push({ card: id, name: "?", message: "script for a card that is not in the set" });
  for (const c of raw) {
    const def = defineCard(c, scripts[c.id], checked);
    if ("message" in def) errors.push(def);
    else cards.push(def);
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, cards, byId: Object.fromEntries(cards.map((c) => [c.id, c])) };
}

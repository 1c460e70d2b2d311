// npm run ken:validate -- --cards CARDS.csv|CARDS.json --deck DECK.txt|DECK.json [--format standard|torneo]
// [--lang it|en]
// Checks one Ken il Guerriero deck list against a Ken card list (docs/ken-card-list.md) and prints
// one JSON line: {"legal","cards","errors":[{rule,line?|index?,where?,field?,section?,message}]},
// `cards` being the Futuro's size. Exit 0: legal; 1: not legal; 2: bad arguments, unreadable files
// or a card list with errors (each named on stderr with its line and field).
import { createTranslator } from "next-intl";
import {
  explainKenListError,
  explainKenViolation,
  KEN_FORMATS,
  parseKenCardsCsv,
  parseKenCardsJson,
  parseKenDeckJson,
  parseKenDeckText,
  validateKenDeck,
  type KenCatalog,
  type KenFormat,
  type KenListError,
  type KenTranslate,
  type KenViolation,
} from "@/engine/ken";
import { messagesFor } from "@/i18n/messages";
import { flags, readJson, readText, runCli, UsageError } from "./cli";

const USAGE =
  "Usage: npm run ken:validate -- --cards CARDS.csv|CARDS.json --deck DECK.txt|DECK.json [--format standard|torneo] [--lang it|en]";

/** JSON when the file says so (.json, or it starts with [ or {); CSV or text otherwise. */
const isJson = (file: string, text: string) => file.toLowerCase().endsWith(".json") || /^\s*[[{]/.test(text);

function loadCards(file: string, t: KenTranslate): KenCatalog {
  const text = readText(file, "card list");
  const result = isJson(file, text) ? parseKenCardsJson(readJson(file, "card list", text)) : parseKenCardsCsv(text);
  if (result.ok) return result.catalog;
  const shown = result.errors.slice(0, 10).map((e) => `  ${explainKenListError(t, e)}`);
  const more = result.errors.length > 10 ? [`  … (${result.errors.length - 10} more)`] : [];
  throw new UsageError(
    `the card list ${file} has ${result.errors.length} error(s):\n${[...shown, ...more].join("\n")}`,
  );
}

interface ErrorLine {
  rule: string;
  line?: number;
  index?: number;
  where?: string;
  field?: string;
  section?: string;
  message: string;
}

const located = (e: { line?: number; index?: number }, where?: string) => ({
  ...(e.line !== undefined ? { line: e.line } : {}),
  ...(e.index !== undefined ? { index: e.index } : {}),
  ...(where ? { where } : {}),
});

const fromListError = (t: KenTranslate, e: KenListError): ErrorLine => ({
  rule: e.rule,
  ...located(e, e.section),
  ...(e.field ? { field: e.field } : {}),
  message: explainKenListError(t, e),
});

const fromViolation = (t: KenTranslate, v: KenViolation): ErrorLine => ({
  rule: v.rule,
  ...located(v, v.where),
  section: v.section,
  message: explainKenViolation(t, v),
});

function main(): number {
  const options = flags(process.argv.slice(2), {
    cards: { type: "string" },
    deck: { type: "string" },
    format: { type: "string" },
    lang: { type: "string" },
  });
  if (options.cards === undefined) throw new UsageError("--cards is required");
  if (options.deck === undefined) throw new UsageError("--deck is required");
  const format = options.format ?? "standard";
  if (!(KEN_FORMATS as readonly string[]).includes(format))
    throw new UsageError(`--format must be standard or torneo, got "${format}"`);
  const lang = options.lang ?? "it";
  if (lang !== "it" && lang !== "en") throw new UsageError(`--lang must be it or en, got "${lang}"`);
  const t = createTranslator({
    locale: lang,
    messages: messagesFor(lang),
    namespace: "ken",
  }) as unknown as KenTranslate;

  const catalog = loadCards(options.cards, t);
  const text = readText(options.deck, "deck list");
  const parsed = isJson(options.deck, text)
    ? parseKenDeckJson(catalog, readJson(options.deck, "deck list", text))
    : parseKenDeckText(catalog, text);
  const check = validateKenDeck(parsed.deck, format as KenFormat);
  const errors = [
    ...parsed.errors.map((e) => fromListError(t, e)),
    ...check.violations.map((v) => fromViolation(t, v)),
  ];
  const legal = errors.length === 0;
  console.log(JSON.stringify({ legal, cards: check.counts.futuro, errors }));
  return legal ? 0 : 1;
}

process.exitCode = runCli(USAGE, main);

// npm run deck:validate -- --set FILE --deck FILE [--format draft|constructed|2v2] [--spent N] [--pool FILE] [--id
// DECK]
// Checks one deck list (community JSON, or a text list) against a community card catalog and
// prints one JSON line: {"legal","cards","points","debt","errors":[{rule,section,card?,message}]}.
// Exit 0: legal; 1: not legal; 2: bad arguments or unreadable files.
import {
  debt,
  explainListError,
  explainViolation,
  isFormat,
  parseCommunityDeck,
  parseDeckText,
  readCommunityCatalog,
  validateDeck,
  type Catalog,
  type Format,
  type ListError,
  type ParsedList,
  type Violation,
} from "@/engine/kartomantik/deck-rules";
import { flags, readJson, readText, runCli, UsageError } from "./cli";

const USAGE =
  "Usage: npm run deck:validate -- --set CARDS.json --deck DECK.json|DECK.txt [--format draft|constructed|2v2] [--spent N] [--pool POOL.json] [--id DECK_ID]";

function loadCatalog(file: string): Catalog {
  const { cards, catalog, errors } = readCommunityCatalog(readJson(file, "card set"));
  if (errors.length > 0) {
    const shown = errors.slice(0, 5).map((e) => `#${e.index}${e.id ? ` (${e.id})` : ""}: ${e.reason}`);
    throw new UsageError(
      `the card set ${file} has ${errors.length} bad entr${errors.length === 1 ? "y" : "ies"}: ${shown.join("; ")}${errors.length > 5 ? "; …" : ""}`,
    );
  }
  if (cards.length === 0) throw new UsageError(`the card set ${file} has no cards`);
  return catalog;
}

/** A file starting with { or [ is a community deck; anything else is a text list. */
function loadDeck(catalog: Catalog, file: string, id: string | undefined): ParsedList {
  const text = readText(file, "deck");
  const trimmed = text.replace(/^\uFEFF/, "").trimStart();
  if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) {
    if (id !== undefined)
      throw new UsageError("--id picks a deck from a JSON file of several decks; the deck file is a text list");
    return parseDeckText(catalog, text);
  }
  const parsed = parseCommunityDeck(catalog, readJson(file, "deck", trimmed), id === undefined ? {} : { id });
  const notFound = parsed.errors.find((e) => e.rule === "deck_not_found" || e.rule === "not_a_deck");
  if (notFound) throw new UsageError(`${file}: ${explainListError(notFound)}`);
  if (parsed.picked && id === undefined && parsed.picked.count > 1) {
    console.error(
      `note: ${file} holds ${parsed.picked.count} decks; validated the first ("${parsed.list.id ?? "?"}"); choose another with --id`,
    );
  }
  return parsed;
}

function loadPool(file: string): string[] {
  const pool = readJson(file, "pool");
  if (!Array.isArray(pool) || !pool.every((id) => typeof id === "string"))
    throw new UsageError(`the pool ${file} must be a JSON array of card ids`);
  return pool;
}

function spentOf(value: string | undefined): number {
  if (value === undefined) return 0;
  if (!/^\d+$/.test(value.trim())) throw new UsageError(`--spent must be a non-negative integer, got "${value}"`);
  return Number(value);
}

interface ErrorLine {
  rule: string;
  section?: string;
  card?: string;
  line?: number;
  message: string;
}

const fromListError = (e: ListError): ErrorLine => ({
  rule: e.rule,
  ...(e.section ? { section: e.section } : {}),
  ...(e.name !== undefined ? { card: e.name } : {}),
  ...(e.line !== undefined ? { line: e.line } : {}),
  message: explainListError(e),
});

const fromViolation = (v: Violation): ErrorLine => ({
  rule: v.rule,
  section: v.section,
  ...(v.card ? { card: v.card.name } : {}),
  message: explainViolation(v),
});

function main(): number {
  const options = flags(process.argv.slice(2), {
    set: { type: "string" },
    deck: { type: "string" },
    format: { type: "string" },
    spent: { type: "string" },
    pool: { type: "string" },
    id: { type: "string" },
  });
  if (options.set === undefined) throw new UsageError("--set is required");
  if (options.deck === undefined) throw new UsageError("--deck is required");
  const chosen = options.format ?? "constructed";
  if (!isFormat(chosen)) throw new UsageError(`--format must be draft, constructed or 2v2, got "${chosen}"`);
  const format: Format = chosen;
  if (format === "draft" && options.pool === undefined)
    throw new UsageError("--format draft needs --pool (a JSON array of the 36 drafted card ids)");
  if (format !== "draft" && options.pool !== undefined) throw new UsageError("--pool applies only to --format draft");
  const spent = spentOf(options.spent);
  const catalog = loadCatalog(options.set);
  const parsed = loadDeck(catalog, options.deck, options.id);
  const pool = options.pool === undefined ? undefined : loadPool(options.pool);

  const { list } = parsed;
  // A text or JSON list with no sideboard section leaves the draft's sideboard to the pool.
  const sideboard = format === "draft" && list.sideboard.length === 0 ? undefined : list.sideboard;
  const check = validateDeck(catalog, {
    format,
    deck: list.deck,
    ...(sideboard ? { sideboard } : {}),
    ...(pool ? { pool } : {}),
  });
  const errors = [...parsed.errors.map(fromListError), ...check.violations.map(fromViolation)];
  const legal = errors.length === 0;
  console.log(
    JSON.stringify({
      legal,
      cards: check.stats.cards,
      points: check.stats.points,
      debt: debt(check.stats.points, spent),
      errors,
    }),
  );
  return legal ? 0 : 1;
}

process.exitCode = runCli(USAGE, main);

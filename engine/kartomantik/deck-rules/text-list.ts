// Plain-text deck lists: one card per line, English or Italian name, an optional count of 1
// ("1 Wind Sprout", "1x Germalvento"); "# …" comments (the first one names the deck) and a
// "Sideboard" / "Riserva" line before the sideboard's cards.
import { nameKey } from "./catalog";
import type { Catalog, ListError, ParsedDeck, ParsedList } from "./types";

const COUNTED = /^(\d+)\s*[x×]?\s+(\S.*)$/i;
const HEADER = /^(.*?)\s*:?\s*(?:\(\d+\))?$/;
const SIDEBOARD_HEADERS = new Set(["sideboard", "riserva", "reserve"]);
const DECK_HEADERS = new Set(["deck", "mazzo", "main", "main deck", "maindeck"]);
/** Group titles other tools print between cards; they carry no meaning here. */
const GROUP_HEADERS = new Set(["manifestations", "manifestazioni", "wills", "volonta", "volontes"]);

type Header = "deck" | "sideboard" | "group" | null;

function headerOf(line: string): Header {
  const key = nameKey(HEADER.exec(line)?.[1] ?? line);
  if (SIDEBOARD_HEADERS.has(key)) return "sideboard";
  if (DECK_HEADERS.has(key)) return "deck";
  return GROUP_HEADERS.has(key) ? "group" : null;
}

/** Reads a text list; every unknown, ambiguous, repeated or miscounted line is an error with its line number. */
export function parseDeckText(catalog: Catalog, text: string): ParsedList {
  const list: ParsedDeck = { deck: [], sideboard: [] };
  const errors: ListError[] = [];
  const firstLine = new Map<string, number>();
  let side: "deck" | "sideboard" = "deck";
  let started = false;

  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    const number = i + 1;
    if (line === "") continue;
    const comment = /^(#|\/\/)\s*(.*)$/.exec(line);
    if (comment) {
      if (!started && list.name === undefined && comment[2]) list.name = comment[2].trim();
      continue;
    }
    started = true;
    let counted = COUNTED.exec(line);
    // A card whose name starts with a number ("3 Wishes") is read whole when that is what names it.
    if (counted && !catalog.byName.has(nameKey(counted[2] as string)) && catalog.byName.has(nameKey(line)))
      counted = null;
    const name = (counted?.[2] ?? line).trim();
    const ids = catalog.byName.get(nameKey(name));
    // A bare line that names no card may be a section title; a card's name always wins.
    const header = counted || ids ? null : headerOf(line);
    if (header) {
      if (header !== "group") side = header;
      continue;
    }
    if (!ids) {
      errors.push({ rule: "unknown_name", line: number, name });
      continue;
    }
    if (ids.length > 1) {
      errors.push({ rule: "ambiguous_name", line: number, name, params: { ids: ids.join(", ") } });
      continue;
    }
    const id = ids[0] as string;
    const count = counted ? Number(counted[1]) : 1;
    if (count !== 1)
      errors.push({ rule: "bad_count", line: number, name, section: "rulebook §4.1", params: { count } });
    if (count === 0) continue;
    const first = firstLine.get(id);
    if (first !== undefined) {
      errors.push({
        rule: "duplicate_name",
        line: number,
        name,
        section: "rulebook §4.1",
        params: { firstLine: first, card: catalog.byId.get(id)?.name ?? id },
      });
      continue;
    }
    firstLine.set(id, number);
    list[side].push(id);
  }
  return { list, errors };
}

export interface TextOptions {
  /** Names in English (the default) or Italian. */
  language?: "en" | "it";
}

/**
 * Writes a list parseDeckText reads back unchanged: the name as a comment, manifestations, a
 * blank line, wills, and the sideboard after its header. Unknown ids are written as they are.
 */
export function formatDeckText(
  catalog: Catalog,
  list: Pick<ParsedDeck, "name" | "deck"> & { sideboard?: readonly string[] },
  options: TextOptions = {},
): string {
  const it = options.language === "it";
  const line = (id: string) => {
    const card = catalog.byId.get(id);
    return `1 ${card ? (it ? (card.nameIt ?? card.name) : card.name) : id}`;
  };
  const isWill = (id: string) => {
    const type = catalog.byId.get(id)?.type;
    return type === "ephemeral_will" || type === "persistent_will";
  };
  const blocks: string[][] = [];
  if (list.name) blocks.push([`# ${list.name}`]);
  const manifestations = list.deck.filter((id) => !isWill(id)).map(line);
  const wills = list.deck.filter(isWill).map(line);
  blocks.push(...[manifestations, wills].filter((block) => block.length > 0));
  if (list.sideboard && list.sideboard.length > 0)
    blocks.push([it ? "Riserva" : "Sideboard", ...list.sideboard.map(line)]);
  return blocks.map((block) => block.join("\n")).join("\n\n") + "\n";
}

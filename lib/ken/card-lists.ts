// The Ken il Guerriero card list of an event: uploaded by its organizer (CSV or JSON,
// docs/ken-card-list.md), validated whole by engine/ken and stored as the cards it validated; read
// back through the same schema. All or nothing: a list with any error changes nothing and the
// error carries every problem (line or index, field) for the page to show.
import { createHash } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { writeEvent } from "@/lib/events/write";
import { MAX_FILE_BYTES } from "@/lib/http/limits";
import { assertCleanText, cleanJsonFileSteps } from "@/lib/http/file-rule";
import { readCsv } from "@/engine/ken/csv";
import {
  KEN_TYPES,
  kenCardsCsvSteps,
  kenCardsJsonSteps,
  type KenCardListResult,
  type KenCatalog,
  type KenListError,
  type KenType,
} from "@/engine/ken";

/** Event.game of a Ken il Guerriero event. */
export const KEN_GAME = "ken";

export class KenCardListError extends AppError {
  constructor(readonly errors: KenListError[]) {
    super("ken_card_list_invalid", { count: errors.length }, { errors });
  }
}

export interface KenCardListSummary {
  fileName: string;
  source: "csv" | "json";
  cardCount: number;
  byTipo: Partial<Record<KenType, number>>;
  /** False when the same file was already the event's list: nothing was written. */
  changed: boolean;
}

/** Runs a parse's steps with a turn of the event loop between them: a 5 000-card list takes a
 * second of validation, and meanwhile every other request is answered. */
export async function stepped<T>(steps: Generator<void, T, void>): Promise<T> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** JSON when the file says so (.json, or it starts with [ or {), CSV otherwise. A control character
 * or lone surrogate is a 400 naming its line and column, or card and field (lib/http/file-rule.ts). */
export async function parseKenCardList(
  fileName: string,
  content: string,
): Promise<{ source: "csv" | "json"; result: KenCardListResult }> {
  const text = content.replace(/^\uFEFF/, "");
  const json = /\.json$/i.test(fileName) || (!/\.csv$/i.test(fileName) && /^\s*[[{]/.test(text));
  if (!json) {
    assertCleanText(text, () => {
      const read = readCsv(text);
      return read.ok ? read.records.map((r) => r.cells) : [];
    });
    return { source: "csv", result: await stepped(kenCardsCsvSteps(text)) };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    assertCleanText(text);
    return { source: "json", result: { ok: false, errors: [{ rule: "not_a_list" }] } };
  }
  await stepped(cleanJsonFileSteps(data));
  return { source: "json", result: await stepped(kenCardsJsonSteps(data)) };
}

const countByTipo = (catalog: KenCatalog) => {
  const byTipo: Partial<Record<KenType, number>> = {};
  for (const tipo of KEN_TYPES) {
    const n = catalog.cards.filter((c) => c.tipo === tipo).length;
    if (n > 0) byTipo[tipo] = n;
  }
  return byTipo;
};

/**
 * Stores `content` as the event's Ken card list, replacing the previous one while the event is in
 * setup (its decks are checked against it; once the tournament starts it stays as it is).
 */
export async function saveKenCardList(
  organizerId: string,
  eventId: string,
  file: { fileName: string; content: string },
): Promise<KenCardListSummary> {
  if (Buffer.byteLength(file.content) > MAX_FILE_BYTES)
    throw new AppError("payload_too_large", { max: `${MAX_FILE_BYTES / 1024 / 1024} MB` });
  const fileName = file.fileName.trim().slice(0, 200) || "carte";
  const { source, result } = await parseKenCardList(fileName, file.content);
  const sha256 = createHash("sha256").update(file.content).digest("hex");

  // The event row's lock (the write kernel): two uploads at once take turns, and the start cannot
  // cross one. A changed list is an entry of the event's log (who, when, which file).
  const written = await writeEvent(eventId, async (tx, event) => {
    if (event.organizerId !== organizerId) throw new AppError("forbidden");
    const { game } = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { game: true } });
    if (game !== KEN_GAME) throw new AppError("not_a_ken_event");
    if (event.status !== "setup") throw new AppError("ken_card_list_locked");
    if (!result.ok) throw new KenCardListError(result.errors);

    const summary = { fileName, source, cardCount: result.catalog.cards.length, byTipo: countByTipo(result.catalog) };
    const stored = await tx.kenCardList.findUnique({ where: { eventId }, select: { sha256: true, cardCount: true } });
    if (stored?.sha256 === sha256) return { result: { ...summary, changed: false }, log: null };
    const data = {
      fileName,
      source,
      sha256,
      cardCount: summary.cardCount,
      cards: result.catalog.cards as unknown as Prisma.InputJsonValue,
    };
    await tx.kenCardList.upsert({ where: { eventId }, create: { eventId, ...data }, update: data });
    return {
      result: { ...summary, changed: true },
      log: {
        type: "ken.card_list_uploaded",
        actor: `organizer:${organizerId}`,
        payload: { fileName, source, sha256, cardCount: summary.cardCount, previousCards: stored?.cardCount ?? null },
      },
    };
  });
  const { seq: _seq, ...summary } = written;
  return summary;
}

/**
 * The organizer imports or chooses the card list: the card list of another of the organizer's Ken events, stored
 * for this one as if uploaded (same checks, same log entry). Another organizer's event is refused as not found.
 */
export async function copyKenCardList(
  organizerId: string,
  eventId: string,
  fromEventId: string,
): Promise<KenCardListSummary> {
  const from = await db().event.findUnique({
    where: { id: fromEventId },
    select: { organizerId: true, kenCardList: { select: { fileName: true, cards: true } } },
  });
  if (!from || from.organizerId !== organizerId || !from.kenCardList) throw new AppError("ken_card_list_not_found");
  return saveKenCardList(organizerId, eventId, {
    fileName: from.kenCardList.fileName.replace(/\.(csv|json)$/i, "") + ".json",
    content: JSON.stringify(from.kenCardList.cards),
  });
}

/** The organizer's other Ken events that have a card list, newest first: what this event may choose from. */
export async function kenCardListChoices(
  organizerId: string,
  eventId: string,
): Promise<{ eventId: string; eventName: string; fileName: string; cardCount: number }[]> {
  const rows = await db().kenCardList.findMany({
    where: { event: { organizerId, game: KEN_GAME }, NOT: { eventId } },
    select: { eventId: true, fileName: true, cardCount: true, event: { select: { name: true } } },
    orderBy: { updatedAt: "desc" },
    take: 50,
  });
  return rows.map((r) => ({
    eventId: r.eventId,
    eventName: r.event.name,
    fileName: r.fileName,
    cardCount: r.cardCount,
  }));
}

export interface StoredKenCardList {
  fileName: string;
  source: string;
  cardCount: number;
  updatedAt: Date;
  catalog: KenCatalog;
}

/** Validated catalogs by the file's SHA-256 and format (the stored cards are a function of both), most recently
 * used last: every phone's deck page and save reads the list, and validating a 5 000-card list takes a second. */
const catalogs = new Map<string, KenCatalog>();
const CATALOGS_KEPT = 8;
/** How many stored lists this process validated (tests: a list read again is not validated again). */
export const catalogStats = { validated: 0 };

/** The event's card list, or null when none was uploaded. Cards are public: the caller authorizes the event. */
export async function getKenCardList(eventId: string): Promise<StoredKenCardList | null> {
  const select = { fileName: true, source: true, cardCount: true, updatedAt: true, sha256: true } as const;
  const row = await db().kenCardList.findUnique({ where: { eventId }, select });
  if (!row) return null;
  const key = `${row.sha256}:${row.source}`;
  let catalog = catalogs.get(key);
  if (catalog) catalogs.delete(key);
  else {
    const stored = await db().kenCardList.findUnique({ where: { eventId }, select: { ...select, cards: true } });
    // Replaced or removed between the two reads: read it again from the start.
    if (!stored || stored.sha256 !== row.sha256 || stored.source !== row.source) return getKenCardList(eventId);
    const read = await stepped(kenCardsJsonSteps(stored.cards));
    // Stored cards passed this schema when saved; failing now means the schema changed without a migration.
    if (!read.ok)
      throw new Error(
        `stored Ken card list of event ${eventId} no longer validates: ${JSON.stringify(read.errors[0])}`,
      );
    catalogStats.validated++;
    catalog = read.catalog;
  }
  catalogs.set(key, catalog);
  if (catalogs.size > CATALOGS_KEPT) catalogs.delete(catalogs.keys().next().value!);
  return {
    fileName: row.fileName,
    source: row.source,
    cardCount: row.cardCount,
    updatedAt: row.updatedAt,
    catalog,
  };
}

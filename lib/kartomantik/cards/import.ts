// Imports a validated catalog as one card set: all or nothing, and idempotent — re-importing
// the same file changes nothing. A changed file makes the set's next version when an event uses
// the current one (that event keeps its cards), else it updates the cards in place (keyed by
// collection number).
import { isDeepStrictEqual } from "node:util";
import Papa from "papaparse";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { validateCatalog, type CardProblem, type CommunityCard } from "@/lib/kartomantik/cards/schema";
import { parseCardCsv } from "@/lib/kartomantik/cards/csv";
import { assertCleanJsonFile, assertCleanText } from "@/lib/http/file-rule";
import { decodeTextFile } from "@/lib/text/decode-file";

export { MAX_FILE_BYTES as MAX_UPLOAD_BYTES } from "@/lib/http/limits";

export interface ImportSummary {
  setId: string;
  setName: string;
  /** The version the file is now: the next one when it changed a set that events use. */
  version: number;
  /** This import made that version (the previous one is in use and keeps its cards). */
  newVersion: boolean;
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  removed: number;
  byType: Record<string, number>;
  /** The set is a shared one (the installation's, or another organizer's they shared) and the file has its very
   * cards, under a name the importer has no set of: nothing was imported, and the importer may build events on
   * that set, read-only, even should its owner make it private (CardSetUse). */
  sharedCopy: boolean;
}

export const slugify = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "set";

function toRow(card: CommunityCard) {
  const it = card.translations?.it;
  return {
    externalId: card.id,
    collectionNumber: card.collectionNumber,
    type: card.type,
    nameEn: card.name,
    nameIt: it?.name ?? card.name,
    subTypeEn: card.subType ?? "",
    subTypeIt: it?.subType ?? card.subType ?? "",
    effectEn: card.effect ?? "",
    effectIt: it?.effect ?? card.effect ?? "",
    power: card.power,
    tribute: card.cost,
    symbols: card.powerCost,
    points: card.points,
    temperaments: card.temperaments,
    colorKey: card.colorKey,
    artist: card.artist ?? "",
    imageUrl: card.image && /^https?:\/\//.test(card.image) ? card.image : null,
    raw: card as unknown as Prisma.InputJsonValue,
  };
}

export class CatalogError extends AppError {
  constructor(readonly problems: CardProblem[]) {
    super("card_file_invalid", { count: problems.length, first: describeProblem(problems[0]) }, { problems });
  }
}

export function describeProblem(p: CardProblem | undefined): string {
  if (!p) return "";
  const where =
    p.collectionNumber !== null
      ? `#${p.collectionNumber}${p.name ? ` ${p.name}` : ""}`
      : p.index
        ? `card ${p.index}`
        : "file";
  return `${where} — ${p.field}: ${p.reason}`;
}

/** The text of a card file, decoded strictly (lib/text/decode-file.ts): a file in another encoding than UTF-8 or
 * UTF-16 with its mark is refused naming its line. */
export function decodeCardFile(fileName: string, bytes: Uint8Array): string {
  const decoded = decodeTextFile(bytes);
  if ("badLine" in decoded) throw new AppError("card_file_not_utf8", { file: fileName, line: decoded.badLine });
  return decoded.text;
}

/** Parses an uploaded file (JSON catalog or our CSV) into raw card objects; a control character or
 * lone surrogate is a 400 naming its line and column, or card and field (lib/http/file-rule.ts). */
export function parseCatalogFile(fileName: string, content: string): unknown {
  const looksCsv = /\.csv$/i.test(fileName) || (!/\.json$/i.test(fileName) && !/^\s*[[{]/.test(content));
  if (looksCsv) {
    assertCleanText(content, () => Papa.parse<string[]>(content.replace(/^\uFEFF/, ""), { header: false }).data);
    return parseCardCsv(content);
  }
  let data: unknown;
  try {
    data = JSON.parse(content.replace(/^\uFEFF/, ""));
  } catch (err) {
    throw new AppError("card_file_not_json", { file: fileName, reason: (err as Error).message });
  }
  assertCleanJsonFile(data);
  return data;
}

/** How the file's cards differ from those of set `setId` (by collection number). */
async function compare(tx: Tx, setId: string, cards: CommunityCard[]) {
  const existing = new Map((await tx.card.findMany({ where: { setId } })).map((c) => [c.collectionNumber, c]));
  const changed: { card: CommunityCard; id: string }[] = [];
  const fresh: CommunityCard[] = [];
  for (const card of cards) {
    const old = existing.get(card.collectionNumber);
    existing.delete(card.collectionNumber);
    if (!old) fresh.push(card);
    else if (!isDeepStrictEqual(old.raw, JSON.parse(JSON.stringify(card)))) changed.push({ card, id: old.id });
  }
  const removedIds = [...existing.values()].map((c) => c.id);
  return { fresh, changed, removedIds, same: !fresh.length && !changed.length && !removedIds.length };
}

/** The scope of the sets an importer's names are among: the organizer's own, or the installation's (""). */
export const scopeOf = (ownerId: string | null) => ownerId ?? "";

export async function importCatalog(
  data: unknown,
  opts: { source: string; ownerId?: string | null },
): Promise<ImportSummary> {
  const checked = validateCatalog(data);
  if (!checked.ok) throw new CatalogError(checked.problems);
  const { setName, cards } = checked.catalog;
  const slug = slugify(setName);
  const ownerId = opts.ownerId ?? null;
  // Names are the importer's own (CardSet.scope): an organizer's file meets only their own sets, so nobody is
  // refused, or told, because another organizer has a private set of that name; the CLI imports among the
  // installation's sets.
  const scope = scopeOf(ownerId);
  const byType: Record<string, number> = {};
  for (const c of cards) byType[c.type] = (byType[c.type] ?? 0) + 1;
  const summary = (
    setId: string,
    version: number,
    diff: Awaited<ReturnType<typeof compare>>,
    newVersion = false,
    sharedCopy = false,
  ) => ({
    setId,
    setName,
    version,
    newVersion,
    total: cards.length,
    created: diff.fresh.length,
    updated: diff.changed.length,
    unchanged: cards.length - diff.fresh.length - diff.changed.length,
    removed: diff.removedIds.length,
    byType,
    sharedCopy,
  });
  return db().$transaction(
    async (tx) => {
      const mine = await tx.cardSet.findFirst({ where: { game: "kartomantik", scope, slug }, select: { id: true } });
      // No set of theirs by that name, and a shared one (which every organizer sees anyway) has the very cards
      // (the Beta file twice on one server): no second copy, the importer uses that one, read-only.
      if (!mine && ownerId) {
        const shared = await tx.cardSet.findMany({
          where: { game: "kartomantik", slug, shared: true, scope: { not: scope } },
          orderBy: { version: "desc" },
        });
        const newest = shared.filter((s, i) => shared.findIndex((t) => t.scope === s.scope) === i);
        for (const set of newest) {
          const diff = await compare(tx, set.id, cards);
          if (!diff.same) continue;
          await tx.cardSetUse.createMany({
            data: [{ organizerId: ownerId, game: set.game, scope: set.scope, slug }],
            skipDuplicates: true,
          });
          return summary(set.id, set.version, diff, false, true);
        }
      }
      // The first import of a name makes its version 1 (a concurrent twin finds it made); an
      // organizer's upload is theirs alone until they share it, the installation's are shared.
      await tx.cardSet.createMany({
        data: [{ scope, slug, version: 1, name: setName, source: opts.source, ownerId, shared: ownerId === null }],
        skipDuplicates: true,
      });
      const set = await lockLatest(tx, scope, slug);
      const diff = await compare(tx, set.id, cards);
      const { fresh, changed, removedIds } = diff;
      if (diff.same) return summary(set.id, set.version, diff);
      // Decks, drafts and games refer to this version's cards: they are never changed or deleted
      // under them. The file becomes the next version; the events keep theirs.
      if (await tx.event.findFirst({ where: { cardSetId: set.id }, select: { id: true } })) {
        const next = await tx.cardSet.create({
          data: {
            scope,
            slug,
            version: set.version + 1,
            name: setName,
            source: opts.source,
            ownerId: set.ownerId,
            shared: set.shared,
          },
        });
        await tx.card.createMany({ data: cards.map((card) => ({ ...toRow(card), setId: next.id })) });
        return summary(next.id, next.version, diff, true);
      }
      // Nobody refers to it yet: updated in place (no version for every fix before the first event).
      await tx.cardSet.update({ where: { id: set.id }, data: { name: setName } });
      for (const { card, id } of changed) await tx.card.update({ where: { id }, data: toRow(card) });
      if (removedIds.length) await tx.card.deleteMany({ where: { id: { in: removedIds } } });
      if (fresh.length) await tx.card.createMany({ data: fresh.map((card) => ({ ...toRow(card), setId: set.id })) });
      return summary(set.id, set.version, diff);
    },
    { timeout: 60_000 },
  );
}

/** The newest version of a set, row-locked: imports of one set run one after the other, and an
 * event created meanwhile (its foreign key locks the row too) is seen before we decide. */
async function lockLatest(tx: Tx, scope: string, slug: string) {
  for (;;) {
    const latest = await tx.cardSet.findFirstOrThrow({
      where: { game: "kartomantik", scope, slug },
      orderBy: { version: "desc" },
    });
    await tx.$queryRaw`SELECT id FROM "CardSet" WHERE id = ${latest.id} FOR UPDATE`;
    const again = await tx.cardSet.findFirstOrThrow({
      where: { game: "kartomantik", scope, slug },
      orderBy: { version: "desc" },
    });
    // Another import made a newer version while we waited: lock that one instead.
    if (again.id === latest.id) return again;
  }
}

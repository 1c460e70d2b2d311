// Imports a validated catalog as one card set: all or nothing, and idempotent — re-importing
// the same file changes nothing, a changed file updates cards in place (keyed by collection number).
import { isDeepStrictEqual } from "node:util";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { validateCatalog, type CardProblem, type CommunityCard } from "@/lib/cards/schema";
import { parseCardCsv } from "@/lib/cards/csv";

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface ImportSummary {
  setId: string;
  setName: string;
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  removed: number;
  byType: Record<string, number>;
}

export const slugify = (name: string) =>
  name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "set";

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
  const where = p.collectionNumber !== null ? `#${p.collectionNumber}${p.name ? ` ${p.name}` : ""}` : p.index ? `card ${p.index}` : "file";
  return `${where} — ${p.field}: ${p.reason}`;
}

/** Parses an uploaded file (JSON catalog or our CSV) into raw card objects. */
export function parseCatalogFile(fileName: string, content: string): unknown {
  const looksCsv = /\.csv$/i.test(fileName) || (!/\.json$/i.test(fileName) && !/^\s*[[{]/.test(content));
  if (looksCsv) return parseCardCsv(content);
  try {
    return JSON.parse(content.replace(/^\uFEFF/, ""));
  } catch (err) {
    throw new AppError("card_file_not_json", { file: fileName, reason: (err as Error).message });
  }
}

export async function importCatalog(data: unknown, opts: { source: string; ownerId?: string | null }): Promise<ImportSummary> {
  const checked = validateCatalog(data);
  if (!checked.ok) throw new CatalogError(checked.problems);
  const { setName, cards } = checked.catalog;
  const slug = slugify(setName);
  return db().$transaction(
    async (tx) => {
      const owner = await tx.cardSet.findUnique({ where: { game_slug: { game: "kartomantik", slug } }, select: { ownerId: true, source: true } });
      // Organizers update only their own sets; the CLI (no owner given) may update any.
      if (owner && opts.ownerId && (owner.ownerId ?? null) !== opts.ownerId) throw new AppError("card_set_owned", { name: setName });
      const set = await tx.cardSet.upsert({
        where: { game_slug: { game: "kartomantik", slug } },
        create: { slug, name: setName, source: opts.source, ownerId: opts.ownerId ?? null },
        update: { name: setName },
      });
      // Serialises concurrent imports of the same set.
      await tx.$queryRaw`SELECT id FROM "CardSet" WHERE id = ${set.id} FOR UPDATE`;
      const existing = new Map((await tx.card.findMany({ where: { setId: set.id } })).map((c) => [c.collectionNumber, c]));
      let created = 0;
      let updated = 0;
      const fresh: Prisma.CardCreateManyInput[] = [];
      for (const card of cards) {
        const row = toRow(card);
        const old = existing.get(card.collectionNumber);
        existing.delete(card.collectionNumber);
        if (!old) {
          fresh.push({ ...row, setId: set.id });
          created++;
        } else if (!isDeepStrictEqual(old.raw, JSON.parse(JSON.stringify(card)))) {
          await tx.card.update({ where: { id: old.id }, data: row });
          updated++;
        }
      }
      const removedIds = [...existing.values()].map((c) => c.id);
      if (removedIds.length) await tx.card.deleteMany({ where: { id: { in: removedIds } } });
      if (fresh.length) await tx.card.createMany({ data: fresh });
      const byType: Record<string, number> = {};
      for (const c of cards) byType[c.type] = (byType[c.type] ?? 0) + 1;
      return {
        setId: set.id,
        setName,
        total: cards.length,
        created,
        updated,
        unchanged: cards.length - created - updated,
        removed: removedIds.length,
        byType,
      };
    },
    { timeout: 60_000 },
  );
}

import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { CARD_TYPES, TEMPERAMENTS } from "@/lib/kartomantik/cards/temperaments";

/** Draft Bazaar piles by points (event-rules §1); also the browser's points filter. */
export const POINT_BANDS = {
  minor: { lte: 15 },
  medium: { gte: 20, lte: 35 },
  major: { gte: 40 },
} as const;

const empty = (v: unknown) => (v === "" ? undefined : v);
export const cardFilter = z.object({
  q: z.string().trim().max(100).optional(),
  temperament: z.preprocess(empty, z.enum(TEMPERAMENTS).optional()),
  type: z.preprocess(empty, z.enum(CARD_TYPES).optional()),
  band: z.preprocess(empty, z.enum(["minor", "medium", "major"]).optional()),
  // A card's points are a PostgreSQL integer: anything the column cannot hold is a 400, never a failed query.
  points: z.preprocess(empty, z.coerce.number().int().min(-1_000_000).max(1_000_000).optional()),
});
export type CardFilter = z.infer<typeof cardFilter>;

export async function searchCards(setId: string, filter: CardFilter) {
  const set = await db().cardSet.findUnique({ where: { id: setId } });
  if (!set) throw new AppError("card_set_unknown");
  const where: Prisma.CardWhereInput = { setId };
  if (filter.temperament) where.temperaments = { has: filter.temperament };
  if (filter.type) where.type = filter.type;
  if (filter.band) {
    where.type = "manifestation";
    where.points = POINT_BANDS[filter.band];
  }
  if (filter.points !== undefined) where.points = filter.points;
  if (filter.q) {
    const contains = { contains: filter.q, mode: "insensitive" as const };
    where.OR = [
      { nameEn: contains },
      { nameIt: contains },
      { effectEn: contains },
      { effectIt: contains },
      { subTypeEn: contains },
      { subTypeIt: contains },
    ];
  }
  const [cards, points] = await Promise.all([
    db().card.findMany({ where, orderBy: { collectionNumber: "asc" } }),
    db().card.findMany({
      where: { setId, type: "manifestation" },
      distinct: ["points"],
      select: { points: true },
      orderBy: { points: "asc" },
    }),
  ]);
  return { set, cards, pointValues: points.map((p) => p.points) };
}

export type CardRow = Awaited<ReturnType<typeof searchCards>>["cards"][number];

// Which card sets an organizer may build events on: their own, the shared ones (the bundled
// demo set and CLI imports are the installation's and shared from the start; an organizer's
// upload is private until its owner shares it), and another's set whose very cards they imported
// too (CardSetUse: read-only). Checked when an event is created: an event keeps its set (and its
// version) whatever its owner does with it later.
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

/** The sets (game and slug) another organizer owns whose cards this one imported too. */
const copiesOf = (organizerId: string) =>
  db().cardSetUse.findMany({ where: { organizerId }, select: { game: true, slug: true } });

const usableBy = (organizerId: string | null, copies: { game: string; slug: string }[]): Prisma.CardSetWhereInput =>
  organizerId ? { OR: [{ shared: true }, { ownerId: organizerId }, ...copies] } : { shared: true };

export interface CardSetItem {
  id: string;
  name: string;
  slug: string;
  version: number;
  source: string;
  shared: boolean;
  /** The viewer owns it (and may share it or make it private). */
  mine: boolean;
  /** Another's set whose cards the viewer imported too: theirs to use, read-only. */
  copy: boolean;
  cards: number;
  updatedAt: Date;
}

/** The newest version of every set the viewer may use (the shared ones when nobody is signed in). */
export async function listCardSets(viewerId: string | null): Promise<CardSetItem[]> {
  const copies = viewerId ? await copiesOf(viewerId) : [];
  const sets = await db().cardSet.findMany({
    where: usableBy(viewerId, copies),
    orderBy: [{ name: "asc" }, { version: "desc" }],
    include: { _count: { select: { cards: true } } },
  });
  const seen = new Set<string>();
  return sets.flatMap((s) => {
    if (seen.has(`${s.game}/${s.slug}`)) return [];
    seen.add(`${s.game}/${s.slug}`);
    return [
      {
        id: s.id,
        name: s.name,
        slug: s.slug,
        version: s.version,
        source: s.source,
        shared: s.shared,
        mine: !!viewerId && s.ownerId === viewerId,
        copy: !!viewerId && s.ownerId !== viewerId && copies.some((c) => c.game === s.game && c.slug === s.slug),
        cards: s._count.cards,
        updatedAt: s.updatedAt,
      },
    ];
  });
}

/** Refuses a set the organizer may not build an event on. */
export async function assertSetUsable(organizerId: string, setId: string) {
  const set = await db().cardSet.findUnique({
    where: { id: setId },
    select: { ownerId: true, shared: true, name: true, game: true, slug: true },
  });
  if (!set) throw new AppError("card_set_unknown");
  if (set.shared || set.ownerId === organizerId) return;
  const copy = await db().cardSetUse.findUnique({
    where: { organizerId_game_slug: { organizerId, game: set.game, slug: set.slug } },
  });
  if (!copy) throw new AppError("card_set_not_shared", { name: set.name });
}

/** The owner shares their set with every organizer, or makes it private again (every version:
 * events already built on it keep it). */
export async function setCardSetShared(organizerId: string, setId: string, shared: boolean) {
  const set = await db().cardSet.findUnique({
    where: { id: setId },
    select: { game: true, slug: true, ownerId: true, name: true },
  });
  if (!set) throw new AppError("card_set_unknown");
  if (set.ownerId !== organizerId) throw new AppError("card_set_not_yours", { name: set.name });
  await db().cardSet.updateMany({ where: { game: set.game, slug: set.slug }, data: { shared } });
  return { setId, shared };
}

/** The Kartomantik card set of an event; a Ken il Guerriero event has none (its cards are its KenCardList). */
export function eventSetId(cardSetId: string | null): string {
  if (!cardSetId) throw new AppError("not_a_kartomantik_event");
  return cardSetId;
}

// Which card sets an organizer may build events on: their own, the shared ones (the bundled
// demo set and CLI imports are the installation's and shared from the start; an organizer's
// upload is private until its owner shares it), and a shared set whose very cards they imported
// too (CardSetUse: read-only, and theirs to keep should its owner make it private). A set is named by
// its scope (its owner's, or the installation's: CardSet.scope) and slug: two organizers' sets may
// bear one name. Checked when an event is created: an event keeps its set (and its
// version) whatever its owner does with it later.
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

interface SetKey {
  game: string;
  scope: string;
  slug: string;
}
const sameSet = (x: SetKey, y: SetKey) => x.game === y.game && x.scope === y.scope && x.slug === y.slug;

/** The sets (game, scope and slug) another organizer or the installation owns whose cards this one imported too. */
const copiesOf = (organizerId: string): Promise<SetKey[]> =>
  db().cardSetUse.findMany({ where: { organizerId }, select: { game: true, scope: true, slug: true } });

const usableBy = (organizerId: string | null, copies: SetKey[]): Prisma.CardSetWhereInput =>
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
    const key = JSON.stringify([s.game, s.scope, s.slug]);
    if (seen.has(key)) return [];
    seen.add(key);
    return [
      {
        id: s.id,
        name: s.name,
        slug: s.slug,
        version: s.version,
        source: s.source,
        shared: s.shared,
        mine: !!viewerId && s.ownerId === viewerId,
        copy: !!viewerId && s.ownerId !== viewerId && copies.some((c) => sameSet(c, s)),
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
    select: { ownerId: true, shared: true, name: true, game: true, scope: true, slug: true },
  });
  if (!set) throw new AppError("card_set_unknown");
  if (set.shared || set.ownerId === organizerId) return;
  const copy = await db().cardSetUse.findUnique({
    where: { organizerId_game_scope_slug: { organizerId, game: set.game, scope: set.scope, slug: set.slug } },
  });
  if (!copy) throw new AppError("card_set_not_shared", { name: set.name });
}

/** The owner shares their set with every organizer, or makes it private again (every version:
 * events already built on it keep it). */
export async function setCardSetShared(organizerId: string, setId: string, shared: boolean) {
  const set = await db().cardSet.findUnique({
    where: { id: setId },
    select: { game: true, scope: true, slug: true, ownerId: true, name: true },
  });
  if (!set) throw new AppError("card_set_unknown");
  if (set.ownerId !== organizerId) throw new AppError("card_set_not_yours", { name: set.name });
  await db().cardSet.updateMany({ where: { game: set.game, scope: set.scope, slug: set.slug }, data: { shared } });
  return { setId, shared };
}

/** The Kartomantik card set of an event; a Ken il Guerriero event has none (its cards are its KenCardList). */
export function eventSetId(cardSetId: string | null): string {
  if (!cardSetId) throw new AppError("not_a_kartomantik_event");
  return cardSetId;
}

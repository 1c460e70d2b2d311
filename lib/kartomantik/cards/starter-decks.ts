// A card set's starter decks (prisma StarterDeck): read from the community deck JSON (as the Beta's
// starter-decks.json: `npm run cards:import -- cards.json starter-decks.json`), or built from the bundled demo set's
// cards; a bot may play one at the organizer's tables (lib/kartomantik/games/play.ts openTable). Their lists are
// public, as the file they come from.
import { createCatalog, parseCommunityDeck } from "@/engine/kartomantik/deck-rules";
import { DEMO_DECKS, demoDeck } from "@/engine/kartomantik/decks";
import type { CommunityDeck } from "@/engine/kartomantik/deck-rules/types";
import { db, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { deckCardOf } from "@/lib/kartomantik/decks/cards";
import { defsOfSet } from "@/lib/kartomantik/games/cards";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether a JSON file holds community decks (an array of {groups}) rather than a card catalog. */
export const isDeckFile = (value: unknown): boolean =>
  (Array.isArray(value) ? value : [value]).every((d) => isRecord(d) && Array.isArray(d.groups)) &&
  (!Array.isArray(value) || value.length > 0);

export interface StarterImport {
  setId: string;
  setName: string;
  decks: { key: string; name: string; cards: number }[];
}

/** The sets a deck file may belong to: the newest version of each set of `ownerId` (null: the installation's). */
async function newestSets(ownerId: string | null) {
  const sets = await db().cardSet.findMany({
    where: { game: "kartomantik", scope: ownerId ?? "" },
    orderBy: { version: "desc" },
    select: { id: true, slug: true, name: true },
  });
  const seen = new Set<string>();
  return sets.filter((s) => !seen.has(s.slug) && !!seen.add(s.slug));
}

/** Attaches the file's decks to the one set (of `ownerId`, or `setId`) holding every card they name: all or
 * nothing, each deck replaced by its id on a second import. A card no set holds, or two sets holding them all, is
 * refused with the reason. */
export async function importStarterDecks(
  value: unknown,
  target: { ownerId: string | null; setId?: string },
): Promise<StarterImport> {
  if (!isDeckFile(value))
    throw new AppError("invalid_input", { reason: "a starter deck file is a JSON array of decks with groups" });
  const files = (Array.isArray(value) ? value : [value]) as Record<string, unknown>[];
  const ids = [...new Set(files.flatMap((d) => (d.groups as { cardIds?: unknown }[]).flatMap((g) => g.cardIds)))];
  const candidates = target.setId
    ? await db().cardSet.findMany({ where: { id: target.setId }, select: { id: true, slug: true, name: true } })
    : await newestSets(target.ownerId);
  const holding = [];
  for (const set of candidates) {
    const found = await db().card.count({ where: { setId: set.id, externalId: { in: ids.map(String) } } });
    if (found === ids.length) holding.push(set);
  }
  if (holding.length !== 1)
    throw new AppError("invalid_input", {
      reason: holding.length
        ? `the decks' cards are in several sets (${holding.map((s) => s.name).join(", ")})`
        : "no card set holds every card of these decks: import the set first",
    });
  const set = holding[0]!;
  const cards = await db().card.findMany({ where: { setId: set.id } });
  const catalog = createCatalog(cards.map((c) => ({ ...deckCardOf(c), id: c.externalId })));
  const decks = files.map((file, index) => {
    // Every card is in the set (counted above): nothing is left out. A sideboard group is no part of the deck.
    const { list } = parseCommunityDeck(catalog, file);
    const key = list.id || `deck-${index + 1}`;
    return { key, name: list.name ?? key, colorKey: list.colorKey ?? "hollow", cardIds: list.deck };
  });
  await db().$transaction(async (tx) => {
    for (const d of decks) await upsert(tx, set.id, d);
  });
  return {
    setId: set.id,
    setName: set.name,
    decks: decks.map((d) => ({ key: d.key, name: d.name, cards: d.cardIds.length })),
  };
}

const upsert = (tx: Tx, setId: string, d: { key: string; name: string; colorKey: string; cardIds: string[] }) =>
  tx.starterDeck.upsert({
    where: { setId_key: { setId, key: d.key } },
    create: { setId, ...d },
    update: { name: d.name, colorKey: d.colorKey, cardIds: d.cardIds },
  });

/** The bundled demo set's starter decks, one per temperament (the engine's demo decks: 30 cards, ≤500 points), made
 * once for each version of it. */
export async function seedDemoStarterDecks(): Promise<void> {
  const sets = await db().cardSet.findMany({ where: { source: "bundled", starterDecks: { none: {} } } });
  for (const set of sets) {
    const defs = Object.values((await defsOfSet(set.id)).byExternal);
    const decks: CommunityDeck[] = DEMO_DECKS.map((t) => ({
      id: `demo-${t}`,
      name: `Demo ${t}`,
      colorKey: t,
      groups: [{ id: "deck", kind: "deck", name: "Deck", cardIds: demoDeck(defs, t).map((c) => c.id) }],
    }));
    await importStarterDecks(decks, { ownerId: null, setId: set.id });
  }
}

export interface StarterChoice {
  key: string;
  name: string;
  colorKey: string;
  /** Our card ids in the event's set, in deck order. */
  cardIds: string[];
}

/** The starter decks a bot may play at an event on `setId`: those of any version of the set, the newest first,
 * that this version holds every card of. */
export async function starterDecksFor(setId: string, client: Tx | ReturnType<typeof db> = db()) {
  const set = await client.cardSet.findUniqueOrThrow({
    where: { id: setId },
    select: { game: true, scope: true, slug: true },
  });
  const rows = await client.starterDeck.findMany({
    where: { set: { game: set.game, scope: set.scope, slug: set.slug } },
    orderBy: [{ set: { version: "desc" } }, { key: "asc" }],
  });
  const cards = await client.card.findMany({ where: { setId }, select: { id: true, externalId: true } });
  const ours = new Map(cards.map((c) => [c.externalId, c.id]));
  const seen = new Set<string>();
  const out: StarterChoice[] = [];
  for (const r of rows) {
    if (seen.has(r.key)) continue;
    seen.add(r.key);
    const cardIds = r.cardIds.map((id) => ours.get(id));
    if (cardIds.every((id) => id !== undefined))
      out.push({ key: r.key, name: r.name, colorKey: r.colorKey, cardIds: cardIds as string[] });
  }
  return out;
}

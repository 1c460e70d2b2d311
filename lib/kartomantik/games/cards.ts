// The engine's card definitions for an event's set, from the cards as imported (Card.raw, the
// community record) and our ability scripts (keyed by collection number and name, checked
// against these cards: engine/kartomantik/cards/sets.ts). Cached per set version: loading validates
// every script.
import { loadSet, type RawCard } from "@/engine/kartomantik/cards/load";
import { scriptsFor } from "@/engine/kartomantik/cards/sets";
import type { CardDef } from "@/engine/kartomantik";
import { db } from "@/lib/db/client";

export interface SetDefs {
  /** Engine definitions by the catalog's id (Card.externalId). */
  byExternal: Record<string, CardDef>;
  /** Our card id → the catalog's id. */
  externalOf: Map<string, string>;
}

const cache = new Map<string, { stamp: number; defs: SetDefs }>();

export async function defsOfSet(setId: string): Promise<SetDefs> {
  const set = await db().cardSet.findUniqueOrThrow({ where: { id: setId }, select: { updatedAt: true } });
  const hit = cache.get(setId);
  if (hit && hit.stamp === set.updatedAt.getTime()) return hit.defs;
  const cards = await db().card.findMany({
    where: { setId },
    orderBy: { collectionNumber: "asc" },
    select: { id: true, externalId: true, raw: true },
  });
  const raw = cards.map((c) => ({ ...(c.raw as object), id: c.externalId }) as RawCard);
  const loaded = loadSet(raw, scriptsFor(raw));
  if (!loaded.ok)
    throw new Error(
      `card set ${setId} does not load: ${loaded.errors.map((e) => `${e.card}: ${e.message}`).join("; ")}`,
    );
  const defs = { byExternal: loaded.byId, externalOf: new Map(cards.map((c) => [c.id, c.externalId])) };
  cache.set(setId, { stamp: set.updatedAt.getTime(), defs });
  return defs;
}

/** A deck of our card ids as the engine's definitions, in deck order. */
export function deckDefs(defs: SetDefs, cardIds: readonly string[]): CardDef[] {
  return cardIds.map((id) => {
    const def = defs.byExternal[defs.externalOf.get(id) ?? ""];
    if (!def) throw new Error(`card ${id} has no engine definition`);
    return def;
  });
}

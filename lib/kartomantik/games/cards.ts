// The engine's card definitions for an event's set, from the cards as imported (Card.raw, the
// community record) and our ability scripts (keyed by collection number and name, checked
// against these cards: engine/kartomantik/cards/sets.ts). Cached per set version: loading reads every
// card and builds its definition, so a transaction takes them as resolved before it (withSetDefs).
import type { RawCard } from "@/engine/kartomantik/cards/load";
import type { CardDef } from "@/engine/kartomantik";
import { db, type Tx } from "@/lib/db/client";
import { setDefinitions } from "@/lib/kartomantik/games/set-load";

export interface SetDefs {
  /** Engine definitions by the catalog's id (Card.externalId). */
  byExternal: Record<string, CardDef>;
  /** Our card id → the catalog's id. */
  externalOf: Map<string, string>;
}

const cache = new Map<string, { stamp: number; defs: SetDefs }>();

/** A set's definitions with the version (its updatedAt) they were loaded at. */
export interface ResolvedDefs {
  setId: string;
  stamp: number;
  defs: SetDefs;
}

/** The set's version: its updatedAt (a changed re-import of a set no event uses updates it in place). */
export async function setStamp(setId: string): Promise<number> {
  const set = await db().cardSet.findUniqueOrThrow({ where: { id: setId }, select: { updatedAt: true } });
  return set.updatedAt.getTime();
}

/** The definitions this process loaded at that version, if it has them (never a load). */
export function loadedDefs(setId: string, stamp: number): SetDefs | null {
  const hit = cache.get(setId);
  return hit && hit.stamp === stamp ? hit.defs : null;
}

/** The set's cards as the engine reads them (the catalog's record, with the catalog's id), in collection order. */
export async function rawCardsOf(setId: string) {
  const cards = await db().card.findMany({
    where: { setId },
    orderBy: { collectionNumber: "asc" },
    select: { id: true, externalId: true, raw: true },
  });
  return { cards, raw: cards.map((c) => ({ ...(c.raw as object), id: c.externalId }) as RawCard) };
}

async function resolveDefs(setId: string): Promise<ResolvedDefs> {
  const stamp = await setStamp(setId);
  const hit = loadedDefs(setId, stamp);
  if (hit) return { setId, stamp, defs: hit };
  const { cards, raw } = await rawCardsOf(setId);
  const defs = { byExternal: setDefinitions(setId, raw), externalOf: new Map(cards.map((c) => [c.id, c.externalId])) };
  cache.set(setId, { stamp, defs });
  return { setId, stamp, defs };
}

export async function defsOfSet(setId: string): Promise<SetDefs> {
  return (await resolveDefs(setId)).defs;
}

/** A transaction needs another set's definitions than the ones resolved before it (or the set changed since). */
class SetDefsMoved extends Error {
  constructor(readonly setId: string) {
    super(`card set ${setId}: not the definitions resolved before the transaction`);
  }
}

/** Inside a transaction: the definitions resolved before it, if they are still `setId`'s (one indexed read of the
 * set's stamp, never a load); else the transaction is given up and run again by withSetDefs. */
export async function defsIn(tx: Tx, pre: ResolvedDefs | null, setId: string): Promise<SetDefs> {
  if (pre?.setId === setId) {
    const set = await tx.cardSet.findUnique({ where: { id: setId }, select: { updatedAt: true } });
    if (set?.updatedAt.getTime() === pre.stamp) return pre.defs;
  }
  throw new SetDefsMoved(setId);
}

/** Runs `work` (a transaction that may open a game on `setId`, taking its definitions through defsIn) with the set's
 * definitions resolved before it: loading a set reads its ~300 cards and builds their definitions (some 10–30 ms),
 * never with rows locked. A set that moved meanwhile is resolved anew and `work` runs again. */
export async function withSetDefs<T>(setId: string | null, work: (pre: ResolvedDefs | null) => Promise<T>): Promise<T> {
  let pre = setId ? await resolveDefs(setId) : null;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work(pre);
    } catch (err) {
      if (!(err instanceof SetDefsMoved) || attempt >= 3) throw err;
      pre = await resolveDefs(err.setId);
    }
  }
}

/** A deck of our card ids as the engine's definitions, in deck order. */
export function deckDefs(defs: SetDefs, cardIds: readonly string[]): CardDef[] {
  return cardIds.map((id) => {
    const def = defs.byExternal[defs.externalOf.get(id) ?? ""];
    if (!def) throw new Error(`card ${id} has no engine definition`);
    return def;
  });
}

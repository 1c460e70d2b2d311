// The engine's card definitions for an event's set, from the cards as imported (Card.raw, the
// community record) and our ability scripts (keyed by collection number and name, checked
// against these cards: engine/kartomantik/cards/sets.ts). Cached per set version: loading validates
// every script, so a transaction takes them as resolved before it (withSetDefs).
import { loadSet, type RawCard } from "@/engine/kartomantik/cards/load";
import { scriptsFor } from "@/engine/kartomantik/cards/sets";
import type { CardDef } from "@/engine/kartomantik";
import { db, type Tx } from "@/lib/db/client";

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

async function resolveDefs(setId: string): Promise<ResolvedDefs> {
  const set = await db().cardSet.findUniqueOrThrow({ where: { id: setId }, select: { updatedAt: true } });
  const stamp = set.updatedAt.getTime();
  const hit = cache.get(setId);
  if (hit && hit.stamp === stamp) return { setId, stamp, defs: hit.defs };
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
 * definitions resolved before it: loading a set reads its ~300 cards and validates every script (tens to hundreds of
 * ms), never with rows locked. A set that moved meanwhile is resolved anew and `work` runs again. */
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

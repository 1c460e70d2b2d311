// What an engine game's write runs its statements on: a Prisma transaction, or a connection of the
// plain pg pool inside a transaction (lib/db/pool.ts) — a person's action and the bots' moves take
// the pool, where each statement is one round trip and no interactive transaction wraps them. The
// statements are Prisma.Sql either way, so both run the same SQL.
import type pg from "pg";
import type { Tx } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { Declined } from "@/lib/write/kernel";

/** Runs one statement and returns its rows. */
export type Query = <T>(sql: Prisma.Sql) => Promise<T[]>;

/** A game write's client: its statements, and the Prisma transaction when it runs in one (a game's end
 * writes its result through the kinds' Prisma code: `ended`). */
export interface GameTx {
  query: Query;
  prisma: Tx | null;
}

export const prismaQuery =
  (tx: Tx): Query =>
  (sql) =>
    tx.$queryRaw(sql);

export const prismaTx = (tx: Tx): GameTx => ({ query: prismaQuery(tx), prisma: tx });

export const pgTx = (client: pg.PoolClient): GameTx => ({
  query: async <T>(sql: Prisma.Sql) => (await client.query(sql.text, sql.values as unknown[])).rows as T[],
  prisma: null,
});

/** The Prisma transaction a game's end writes in; outside one the write declines (before it has
 * written: the append declines first, this only guards) and writeGame runs it again in one. */
export function prismaOf(c: GameTx): Tx {
  if (!c.prisma) throw new Declined();
  return c.prisma;
}

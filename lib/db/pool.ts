// A plain pg pool for the hot paths (draft actions, realtime reads) where one round trip per
// statement matters; Prisma serves everything else. Both read DATABASE_URL.
import pg from "pg";
import { env } from "@/lib/env";
import { CONNECT_TIMEOUT_MS } from "@/lib/db/connect-timeout";
import { sessionLimits } from "@/lib/db/timeouts";
import { GuardedClient } from "@/lib/db/guarded-client";
import { spans } from "@/lib/perf/spans";
import { notifier } from "@/lib/realtime/notifier";

const holder = globalThis as unknown as { bazaarPools?: Map<string, pg.Pool> };
const SIZES = { writes: 20, reads: 4 } as const;

/** `writes` serves transactions; `reads` serves the realtime hub, so fan-out reads never queue
 * behind draft writes waiting for a connection. */
export function pool(kind: keyof typeof SIZES = "writes"): pg.Pool {
  holder.bazaarPools ??= new Map();
  let found = holder.bazaarPools.get(kind);
  if (!found) {
    found = new pg.Pool({
      connectionString: env().DATABASE_URL,
      max: SIZES[kind],
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      ...sessionLimits(),
      // Every connection heard, and dropped when silent (lib/db/guarded-client.ts).
      Client: GuardedClient,
    });
    const label = kind;
    found.on("error", (err) => console.error(`postgres pool (${label}): idle connection lost: ${err.message}`));
    holder.bazaarPools.set(kind, found);
  }
  return found;
}

/** Each pool's connections now (for /metrics): in use, idle, requests waiting for one, its size. */
export function poolStats(): { pool: string; inUse: number; idle: number; waiting: number; max: number }[] {
  return [...(holder.bazaarPools ?? new Map<string, pg.Pool>())].map(([kind, p]) => ({
    pool: kind,
    inUse: p.totalCount - p.idleCount,
    idle: p.idleCount,
    waiting: p.waitingCount,
    max: SIZES[kind as keyof typeof SIZES] ?? 0,
  }));
}

/** Closes the pools (CLIs and the run command before they stop an embedded server). */
export async function closePool(): Promise<void> {
  await notifier().close();
  const pools = [...(holder.bazaarPools?.values() ?? [])];
  holder.bazaarPools = undefined;
  await Promise.all(pools.map((p) => p.end()));
}

const commitHooks = new WeakMap<pg.PoolClient, (() => void)[]>();

/** Runs `fn` once the transaction open on this client (withTransaction) has committed; never after
 * a rollback. For what must only be said about durable data (realtime announcements). */
export function afterCommit(client: pg.PoolClient, fn: () => void): void {
  const hooks = commitHooks.get(client);
  if (hooks) hooks.push(fn);
  else commitHooks.set(client, [fn]);
}

/** One transaction on one connection; rolled back on any throw. */
export async function withTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  let t = spans.mark();
  const client = await pool().connect();
  t = spans.span("pool wait", t);
  commitHooks.delete(client);
  try {
    await client.query("BEGIN");
    t = spans.span("begin", t);
    const result = await work(client);
    t = spans.mark();
    await client.query("COMMIT");
    t = spans.span("commit", t);
    for (const hook of commitHooks.get(client) ?? []) hook();
    spans.span("notify after commit", t);
    return result;
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    throw err;
  } finally {
    commitHooks.delete(client);
    client.release();
  }
}

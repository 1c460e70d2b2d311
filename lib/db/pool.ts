// A plain pg pool for the hot paths (draft actions, realtime reads) where one round trip per
// statement matters; Prisma serves everything else. Both read DATABASE_URL.
import pg from "pg";
import { env } from "@/lib/env";

const holder = globalThis as unknown as { bazaarPool?: pg.Pool };

export function pool(): pg.Pool {
  if (!holder.bazaarPool) {
    const created = new pg.Pool({ connectionString: env().DATABASE_URL, max: 20 });
    // An idle connection dropped by the server (restart, network) must not crash the process;
    // the pool replaces it on the next checkout.
    created.on("error", (err) => console.error("postgres pool: idle connection lost:", err.message));
    holder.bazaarPool = created;
  }
  return holder.bazaarPool;
}

/** Closes the pool (CLIs and the run command before they stop an embedded server). */
export async function closePool(): Promise<void> {
  const current = holder.bazaarPool;
  holder.bazaarPool = undefined;
  await current?.end();
}

/** One transaction on one connection; rolled back on any throw. */
export async function withTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool().connect();
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

// A plain pg pool for the hot paths (draft actions, realtime reads) where one round trip per
// statement matters; Prisma serves everything else. Both read DATABASE_URL.
import pg from "pg";
import { env } from "@/lib/env";

const holder = globalThis as unknown as { bazaarPool?: pg.Pool };

export function pool(): pg.Pool {
  holder.bazaarPool ??= new pg.Pool({ connectionString: env().DATABASE_URL, max: 20 });
  return holder.bazaarPool;
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

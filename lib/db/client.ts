// The one Prisma client of the process; lib/ is the only layer that uses it.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { CONNECT_TIMEOUT_MS } from "@/lib/db/connect-timeout";
import { sessionLimits } from "@/lib/db/timeouts";
import { GuardedClient } from "@/lib/db/guarded-client";

const holder = globalThis as unknown as { bazaarPrisma?: PrismaClient };

/** A Prisma client on `url` as the app makes it; `limit` (ms), when given, bounds both an interactive transaction's
 * wait to begin and its length. */
export function prismaOn(url: string, limit?: number): PrismaClient {
  const adapter = new PrismaPg({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...sessionLimits(),
    // Every connection heard, and dropped when silent (lib/db/guarded-client.ts).
    Client: GuardedClient,
  });
  // Prisma's limits for an interactive transaction (2 s to begin, 5 s to end) unless the environment sets one
  // for both: the tests do, where a machine starved of CPU, not a long transaction, would trip them.
  return new PrismaClient({ adapter, ...(limit ? { transactionOptions: { maxWait: limit, timeout: limit } } : {}) });
}

function create(): PrismaClient {
  const { DATABASE_URL, BAZAAR_TX_TIMEOUT_MS } = env();
  return prismaOn(DATABASE_URL, BAZAAR_TX_TIMEOUT_MS);
}

/** Lazily created so that importing lib/ never needs a database (build time, unit tests). */
export function db(): PrismaClient {
  holder.bazaarPrisma ??= create();
  return holder.bazaarPrisma;
}

export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

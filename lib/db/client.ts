// The one Prisma client of the process; lib/ is the only layer that uses it.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

const holder = globalThis as unknown as { bazaarPrisma?: PrismaClient };

function create(): PrismaClient {
  const { DATABASE_URL, BAZAAR_TX_TIMEOUT_MS: limit } = env();
  const adapter = new PrismaPg({ connectionString: DATABASE_URL, max: 10 });
  // Prisma's limits for an interactive transaction (2 s to begin, 5 s to end) unless the environment sets one
  // for both: the tests do, where a machine starved of CPU, not a long transaction, would trip them.
  return new PrismaClient({ adapter, ...(limit ? { transactionOptions: { maxWait: limit, timeout: limit } } : {}) });
}

/** Lazily created so that importing lib/ never needs a database (build time, unit tests). */
export function db(): PrismaClient {
  holder.bazaarPrisma ??= create();
  return holder.bazaarPrisma;
}

export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

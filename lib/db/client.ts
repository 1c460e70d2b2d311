// The one Prisma client of the process; lib/ is the only layer that uses it.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

const holder = globalThis as unknown as { bazaarPrisma?: PrismaClient };

function create(): PrismaClient {
  const adapter = new PrismaPg({ connectionString: env().DATABASE_URL, max: 10 });
  return new PrismaClient({ adapter });
}

/** Lazily created so that importing lib/ never needs a database (build time, unit tests). */
export function db(): PrismaClient {
  holder.bazaarPrisma ??= create();
  return holder.bazaarPrisma;
}

export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

// Whether this instance reaches its database (/api/health answers with it: lib/http/health.ts).
import { db } from "@/lib/db/client";

export async function pingDatabase(): Promise<true> {
  await db().$queryRaw`SELECT 1`;
  return true;
}

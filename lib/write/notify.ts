// Announcing from a Prisma transaction: a NOTIFY inside it, which Postgres delivers only when
// the transaction commits (and never after a rollback): durable before anyone is told.
import type { Tx } from "@/lib/db/client";
import { stamped } from "@/lib/realtime/notify-lag";

export async function notifyAtCommit(tx: Tx, channel: string, payload: object): Promise<void> {
  await tx.$executeRaw`SELECT pg_notify(${channel}, ${JSON.stringify(stamped(payload))})`;
}

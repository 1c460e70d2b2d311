// Every write to an event is one short transaction: lock the event row, change state, append
// the next entry to its action log (unique (eventId, seq)), and NOTIFY — Postgres delivers the
// notification only after commit, so nobody hears of a write that did not become durable.
import type { Prisma } from "@/lib/generated/prisma/client";
import { db, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

export const EVENT_CHANNEL = "bazaar_event";

export interface LockedEvent {
  id: string;
  status: string;
  format: string;
  version: number;
  organizerId: string;
}

export interface LogEntry {
  type: string;
  actor: string;
  payload: Prisma.InputJsonValue;
  /** The client's key for this request, as stored (see idempotencyScope); unique per event and
   * actor, so a retry is recognized and nobody else's request is mistaken for one. */
  idempotencyKey?: string | null;
}

/** The stored form of a client's key for a write about one match: a key is the actor's own and
 * the match's own, so another player's or another match's request with the same key is new. */
export const idempotencyScope = (matchId: string, key: string) => `match:${matchId}:${key}`;

/** Whether this actor already made this request (its key as stored). */
export async function alreadyDone(tx: Tx, eventId: string, actor: string, storedKey: string | null | undefined): Promise<boolean> {
  if (!storedKey) return false;
  const found = await tx.eventLog.findUnique({ where: { eventId_actor_idempotencyKey: { eventId, actor, idempotencyKey: storedKey } }, select: { id: true } });
  return !!found;
}

export async function writeEvent<T>(
  eventId: string,
  work: (tx: Tx, event: LockedEvent) => Promise<{ result: T; log: LogEntry | null }>,
): Promise<T & { seq: number }> {
  return db().$transaction(async (tx) => writeEventIn(tx, eventId, work));
}

/** The same inside a caller's transaction (a write that also changes another aggregate, e.g. an
 * engine game whose end records a tournament result). */
export async function writeEventIn<T>(
  tx: Tx,
  eventId: string,
  work: (tx: Tx, event: LockedEvent) => Promise<{ result: T; log: LogEntry | null }>,
): Promise<T & { seq: number }> {
  const rows = await tx.$queryRaw<LockedEvent[]>`
    SELECT id, status, format, version, "organizerId" FROM "Event" WHERE id = ${eventId} FOR UPDATE`;
  const event = rows[0];
  if (!event) throw new AppError("not_found");
  const { result, log } = await work(tx, event);
  // Nothing changed (e.g. a retried request answered from the log): no entry, no notification.
  if (!log) return { ...result, seq: event.version };
  const seq = event.version + 1;
  await tx.eventLog.create({
    data: { eventId, seq, type: log.type, actor: log.actor, payload: log.payload, idempotencyKey: log.idempotencyKey ?? null },
  });
  await tx.event.update({ where: { id: eventId }, data: { version: seq } });
  await tx.$executeRaw`SELECT pg_notify(${EVENT_CHANNEL}, ${JSON.stringify({ eventId, seq, type: log.type })})`;
  return { ...result, seq };
}

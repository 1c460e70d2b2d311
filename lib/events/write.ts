// Every write to an event is one short transaction through the write kernel (lib/write/kernel.ts):
// lock the event row, recognize a retry by its key, change state, append the next entry to the
// event's action log (unique (eventId, seq)), and NOTIFY — Postgres delivers the notification
// only after commit, so nobody hears of a write that did not become durable.
import type { Prisma } from "@/lib/generated/prisma/client";
import { db, type Tx } from "@/lib/db/client";
import { lockedRow, numbered, runWrite, type Aggregate, type Command, type Loaded } from "@/lib/write/kernel";
import { notifyAtCommit } from "@/lib/write/notify";

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
}

/** The stored form of a client's key for a write about one match: a key is the actor's own and
 * the match's own, so another player's or another match's request with the same key is new. */
export const idempotencyScope = (matchId: string, key: string) => `match:${matchId}:${key}`;

/** The event's row and log for the kernel. Keys are unique per event and actor. */
function eventAggregate(eventId: string): Aggregate<Tx, LockedEvent, LogEntry> {
  return {
    lock: async (tx) =>
      lockedRow(
        await tx.$queryRaw<
          LockedEvent[]
        >`SELECT id, status, format, version, "organizerId" FROM "Event" WHERE id = ${eventId} FOR UPDATE`,
        "not_found",
      ),
    seq: (event) => event.version,
    async recorded(tx, _event, actor, idempotencyKey) {
      const where = { eventId_actor_idempotencyKey: { eventId, actor, idempotencyKey } };
      return (await tx.eventLog.findUnique({ where, select: { seq: true } }))?.seq ?? null;
    },
    async append(tx, event, entries, key) {
      const rows = numbered(entries, event.version, key);
      await tx.eventLog.createMany({ data: rows.map((row) => ({ eventId, ...row })) });
      const version = rows.at(-1)!.seq;
      await tx.event.update({ where: { id: eventId }, data: { version } });
      return version;
    },
    announce: (tx, _event, seq, entries) =>
      notifyAtCommit(tx, EVENT_CHANNEL, { eventId, seq, type: entries.at(-1)?.type }),
  };
}

type Work<T> = (tx: Tx, event: LockedEvent) => Promise<{ result: T; log: LogEntry | null }>;

/** A command on the event: the kernel checks its key (scoped to its actor), then runs it. */
export type EventCommand<X extends Loaded, T> = Command<Tx, LockedEvent, X, LogEntry, T>;

export async function writeEvent<T>(eventId: string, work: Work<T>): Promise<T & { seq: number }> {
  return db().$transaction(async (tx) => writeEventIn(tx, eventId, work));
}

/** The same inside a caller's transaction (a write that also changes another aggregate, e.g. an
 * engine game whose end records a tournament result). */
export async function writeEventIn<T>(tx: Tx, eventId: string, work: Work<T>): Promise<T & { seq: number }> {
  return runEventCommand(tx, eventId, {
    load: () => ({}),
    reduce: async (tx, event) => {
      const { result, log } = await work(tx, event);
      return { result, entries: log ? [log] : [] };
    },
  });
}

/** A request with an idempotency key and checks, in a transaction of its own. */
export async function writeEventCommand<X extends Loaded, T>(
  eventId: string,
  command: EventCommand<X, T>,
): Promise<T & { seq: number }> {
  return db().$transaction(async (tx) => runEventCommand(tx, eventId, command));
}

async function runEventCommand<X extends Loaded, T>(
  tx: Tx,
  eventId: string,
  command: EventCommand<X, T>,
): Promise<T & { seq: number }> {
  const { result, seq } = await runWrite(tx, eventAggregate(eventId), command);
  return { ...result, seq };
}

// The one statement that reads an engine game's row: the kind's columns with the state's (the
// snapshot only when this instance's copy cannot reach the row's seq: lib/engine-games/state.ts)
// and the devices holding its seats, locked for a write or not. A person's action asks in the same
// statement which seat the device holds and at which seq that seat's idempotency key is recorded: one
// round trip where three were.
import { Prisma } from "@/lib/generated/prisma/client";
import type { GameTables } from "@/lib/engine-games/append";
import { stateColumns } from "@/lib/engine-games/state";

/** A person's action: the device (its key's hash) and the request's idempotency key. */
export interface Asked {
  deviceKeyHash: string;
  key: string;
}

/** The row's seats' devices: device key hash → seat id. */
export interface SeatDevices {
  seatDevices: Record<string, string>;
}

/** What the statement found out besides the row, when asked. `logSeq`: the newest entry the
 * statement's snapshot of the log sees — a row locked after waiting for another writer is its
 * newest version, but the rest of the statement read the log as it was before the wait (then
 * logSeq < seq and the key is looked up again). */
export interface AskedFound {
  deviceSeat: string | null;
  recordedSeq: number | null;
  logSeq: number | null;
}

export function rowStatement(
  tables: GameTables,
  columns: Prisma.Sql,
  gameId: string,
  known: number,
  opts: { lock?: boolean; asked?: Asked } = {},
): Prisma.Sql {
  const { asked } = opts;
  const actions = Prisma.raw(`"${tables.actions}"`);
  const seat = asked
    ? Prisma.sql`(SELECT s.id FROM "Seat" s WHERE s."eventId" = g."eventId" AND s."deviceKeyHash" = ${asked.deviceKeyHash})`
    : Prisma.empty;
  const found = asked
    ? Prisma.sql`, ${seat} AS "deviceSeat",
        (SELECT a.seq FROM ${actions} a WHERE a."gameId" = g.id AND a."idempotencyKey" = ${asked.key}
           AND a.actor = 'seat:' || ${seat}) AS "recordedSeq",
        (SELECT max(a.seq) FROM ${actions} a WHERE a."gameId" = g.id) AS "logSeq"`
    : Prisma.empty;
  const ofKind = tables.kind === undefined ? Prisma.empty : Prisma.sql`AND g.kind = ${tables.kind}`;
  const lock = opts.lock ? Prisma.sql`FOR UPDATE OF g` : Prisma.empty;
  // Which device holds each of the game's seats (by its key's hash): a later action of one of them may be
  // written on this instance's copy (lib/engine-games/cached-write.ts), whose statement checks it still does.
  const devices = Prisma.sql`(SELECT coalesce(json_object_agg(s."deviceKeyHash", s.id), '{}')
      FROM "Seat" s WHERE s.id = ANY(g."seatIds") AND s."deviceKeyHash" IS NOT NULL) AS "seatDevices"`;
  return Prisma.sql`SELECT ${columns}, ${stateColumns(known)}, ${devices}${found}
    FROM ${Prisma.raw(`"${tables.game}"`)} g WHERE g.id = ${gameId} ${ofKind} ${lock}`;
}

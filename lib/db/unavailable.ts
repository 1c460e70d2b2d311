// The one place that tells a database fault from a wrong request: "the database is away" (refused,
// reset, terminated by a shutting-down or crashed server, a server still starting up or recovering,
// no free connection) and "the disk is full" (PostgreSQL's 53100, ENOSPC, "could not extend file",
// "No space left on device"), from pg, from Prisma's pg adapter and from Prisma itself. Such a
// request is answered 503 with Retry-After and a reason the user or the organizer can act on
// (faultError), never 500; background loops log the outage once instead of at every tick
// (lib/db/outage.ts); /api/health reports it (lib/http/health.ts).
import { diskFull } from "@/lib/db/disk";
import { AppError } from "@/lib/errors";

export type DatabaseFault = "database_unavailable" | "disk_full";

/** Seconds a client is asked to wait (Retry-After) before trying again. A full disk needs someone
 * to free space: retrying every 2 s would only add load. */
export const RETRY_AFTER_S: Record<DatabaseFault, number> = { database_unavailable: 2, disk_full: 10 };
/** Kept for the callers that predate the full disk. */
export const DATABASE_RETRY_AFTER_S = RETRY_AFTER_S.database_unavailable;

/** Node socket errors of a connection that cannot be made or was lost. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);
/** SQLSTATEs of a server going away or not ready: admin/crash shutdown, cannot connect now (starting
 * up, recovering), too many connections; class 08 (connection exception) is matched by prefix. And of a write that
 * could not go through now and changed nothing, to be tried again: a row held past the lock timeout (55P03,
 * lib/db/timeouts.ts), a statement cancelled (57014: a statement_timeout, pg_cancel_backend), a transaction left idle
 * ended by the server (25P03), a deadlock or serialization failure (40P01, 40001: rolled back). */
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "55P03", "57014", "25P03", "40P01", "40001"]);
/** Prisma's codes for an unreachable server, a closed connection, a pool timeout. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
/** Prisma's pg adapter reports the kind of driver error instead of a code. */
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
/** pg's own messages for a connection lost or never made (they carry no code; "timeout expired": a single client's
 * connection wait, the LISTEN and NOTIFY connections'); and Prisma's P2028 when a transaction
 * could not begin within its wait (no connection came: the server does not answer, or every connection is taken) —
 * its other P2028s (a transaction past its own time limit, one already closed) are not faults of the server; pg's
 * "Query read timeout": no answer within the app's limit, a connection gone silent (lib/db/guarded-client.ts). */
const MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Can't reach database server|Server has closed the connection|the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)|terminating connection due to|Consistent recovery state has not been yet reached|Unable to start a transaction in the given time|^timeout expired$|^Query read timeout$/i;

/** disk_full (class 53: insufficient resources) and the operating system's ENOSPC. */
const DISK_CODES = new Set(["53100", "ENOSPC"]);
const DISK_MESSAGES = /No space left on device|could not extend file|disk full/i;

interface Coded {
  code?: unknown;
  kind?: unknown;
  message?: unknown;
  cause?: unknown;
  originalCode?: unknown;
  originalMessage?: unknown;
  /** Prisma's known request errors carry the adapter's error here, not as their cause. */
  meta?: { driverAdapterError?: unknown };
  /** AggregateError (a connection tried on several addresses). */
  errors?: unknown;
}

/** Every error this one wraps, itself first, breadth-first, a few levels deep. */
function chain(err: unknown): Coded[] {
  const found: Coded[] = [];
  let level: unknown[] = [err];
  for (let depth = 0; depth < 5 && level.length; depth++) {
    const next: unknown[] = [];
    for (const e of level) {
      if (!e || typeof e !== "object" || found.includes(e as Coded)) continue;
      const c = e as Coded;
      found.push(c);
      next.push(c.cause, c.meta?.driverAdapterError, ...(Array.isArray(c.errors) ? c.errors : []));
    }
    level = next;
  }
  return found;
}

function faultOf(e: Coded): DatabaseFault | null {
  const codes = [e.code, e.originalCode].filter((c): c is string => typeof c === "string");
  const texts = [e.message, e.originalMessage].filter((m): m is string => typeof m === "string");
  if (codes.some((c) => DISK_CODES.has(c)) || texts.some((m) => DISK_MESSAGES.test(m))) return "disk_full";
  if (codes.some((c) => SOCKET_CODES.has(c) || SQLSTATES.has(c) || PRISMA_CODES.has(c) || /^08[0-9A-Z]{3}$/.test(c)))
    return "database_unavailable";
  if (typeof e.kind === "string" && ADAPTER_KINDS.has(e.kind)) return "database_unavailable";
  if (texts.some((m) => MESSAGES.test(m))) return "database_unavailable";
  return null;
}

/** Which database fault this error (or one it wraps) is, or null when it is not one. A full disk
 * wins over the connection it may have cost. */
export function databaseFault(err: unknown): DatabaseFault | null {
  const faults = chain(err).map(faultOf);
  return faults.includes("disk_full")
    ? "disk_full"
    : faults.includes("database_unavailable")
      ? "database_unavailable"
      : null;
}

/** Whether this error means the database cannot serve now (away, or its disk full): a 503. */
export function isDatabaseUnavailable(err: unknown): boolean {
  return databaseFault(err) !== null;
}

/** The fault to report for this error now: a database that is away while the disk is full is away
 * because of it (PostgreSQL stops when its WAL cannot grow), and the answer says what to do. */
export function currentFault(err: unknown): DatabaseFault | null {
  const fault = databaseFault(err);
  return fault === "database_unavailable" && diskFull() ? "disk_full" : fault;
}

/** The typed error a request answers with for a database fault (503, Retry-After, reason), or
 * null when the error is something else. */
export function faultError(err: unknown): AppError | null {
  const fault = currentFault(err);
  return fault ? new AppError(fault) : null;
}

/** A one-line reason for logs and /api/health: the driver's own words, without Prisma's framing
 * ("Invalid `prisma.$queryRaw()` invocation: … Message: `Can't reach database server at …`"). */
export function unavailableReason(err: unknown): string {
  const { message, code } = (err ?? {}) as { message?: unknown; code?: unknown };
  const text = typeof message === "string" ? message : "";
  const quoted = /Message: `([^`]+)`/.exec(text)?.[1];
  const line = quoted ?? text.trim().split("\n").at(-1)?.trim();
  return line || (typeof code === "string" ? code : "unreachable");
}

// "The database is away" as opposed to "this request is wrong": errors of the connection (refused,
// reset, terminated by a shutting-down or crashed server, a server still starting up, no free
// connection) from pg and from Prisma's pg adapter. Such a request is answered 503 with a reason the
// user can act on (wait and retry), never 500; background loops log the outage once instead of at
// every tick (lib/db/outage.ts).

/** Seconds a client is asked to wait (Retry-After) before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_S = 2;

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
 * up, recovering), too many connections; class 08 (connection exception) is matched by prefix. */
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
/** Prisma's codes for an unreachable server, a closed connection, a pool timeout. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
/** Prisma's pg adapter reports the kind of driver error instead of a code. */
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
/** pg's own messages for a connection lost or never made (they carry no code). */
const MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Can't reach database server|Server has closed the connection|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to/i;

interface Coded {
  code?: unknown;
  kind?: unknown;
  message?: unknown;
  cause?: unknown;
  originalCode?: unknown;
}

/** Whether this error (or an error it wraps, up to a few levels) means the database is unreachable. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === "object"; depth++) {
    const { code, kind, message, cause, originalCode } = e as Coded;
    for (const c of [code, originalCode]) {
      if (typeof c !== "string") continue;
      if (SOCKET_CODES.has(c) || SQLSTATES.has(c) || PRISMA_CODES.has(c) || /^08[0-9A-Z]{3}$/.test(c)) return true;
    }
    if (typeof kind === "string" && ADAPTER_KINDS.has(kind)) return true;
    if (typeof message === "string" && MESSAGES.test(message)) return true;
    e = cause;
  }
  return false;
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

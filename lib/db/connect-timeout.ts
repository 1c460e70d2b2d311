/**
 * How long a query waits to get a connection (a free one of its pool, or a new one made) before it fails as "database
 * unavailable" (lib/db/unavailable.ts: pg's "timeout exceeded when trying to connect"): both pools (Prisma's and the
 * plain one of the hot paths) and the realtime LISTEN and NOTIFY connections. Without it a server that accepts and
 * never answers — a network cut to a remote PostgreSQL, a host that stopped — holds every request until the operating
 * system gives up, minutes later.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

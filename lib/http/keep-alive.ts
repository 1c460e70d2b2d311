// How long the public server keeps an idle keep-alive connection. Node's default is 5 s: a client that
// sends its next request on a pooled connection just as the server closes it gets ECONNRESET (a POST is
// not retried by Node clients; seen as a flaky "read ECONNRESET" in the flows on a loaded machine).
// Longer idle connections make that race need a minute of silence, as behind nginx (75 s by default).
import type { Server } from "node:http";

export const IDLE_KEEP_ALIVE_MS = 65_000;

/** The server, keeping idle connections for IDLE_KEEP_ALIVE_MS (and announcing it in Keep-Alive). */
export function keepIdleConnections<S extends Server>(server: S): S {
  server.keepAliveTimeout = IDLE_KEEP_ALIVE_MS;
  // Node requires headersTimeout above keepAliveTimeout, or an idle connection's next request may be cut.
  server.headersTimeout = IDLE_KEEP_ALIVE_MS + 1_000;
  return server;
}

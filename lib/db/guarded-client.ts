// The one pg client class of the app's pools (lib/db/pool.ts, Prisma's adapter in lib/db/client.ts). Two faults a
// plain pg.Client leaves to chance:
//  - an 'error' nobody hears ends the process: a pool listens on a connection only while it holds it idle, and
//    Prisma's adapter only while it lends it to a transaction; one the server ends in between (a restart, a
//    failover, pg_terminate_backend while a transaction is rolled back) emitted its "terminating connection" to
//    nobody. The statement running on it fails on its own; the pool discards the broken connection on its return.
//  - a connection gone silent mid-statement (a network cut to a PostgreSQL on another host: no FIN, no RST) answers
//    nothing until TCP gives up, a quarter of an hour, holding its request and a slot of the pool meanwhile. pg's
//    `query_timeout` ends the wait, but only the caller's: the statement stays in flight on the connection, and every
//    later statement on it (the caller's ROLLBACK, the next request the pool lends it to) queues behind it. The
//    socket is dropped at once instead, so the connection is not queryable and the pool discards it on its return.
// And one habit pg is taking away: Prisma's adapter sends a transaction's relation loads side by side on its one
// connection, which pg queues with a DeprecationWarning ("Calling client.query() when the client is already executing
// a query … will be removed in pg@9.0"). The client sends its promise-form statements one after another itself.
import pg from "pg";
import { destroySocket } from "@/lib/db/silent";

/** pg's message for a statement past `query_timeout` (it carries no code). */
export const QUERY_READ_TIMEOUT = "Query read timeout";

/** Drops the connection of a statement left unanswered, and says so (an operator's clue to a network cut). */
function dropSilent(client: pg.Client): void {
  console.error("postgres: a statement got no answer within the limit (BAZAAR_QUERY_TIMEOUT_MS): connection dropped");
  destroySocket(client);
}

export class GuardedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on("error", () => {});
  }

  // pg's overloads (callback or promise) are kept: the answer is only watched, never changed.
  query(...args: unknown[]): never {
    const last = args[args.length - 1];
    if (typeof last === "function") {
      const callback = last as (err: Error | null, ...rest: unknown[]) => void;
      args[args.length - 1] = (err: Error | null, ...rest: unknown[]) => {
        if (err?.message === QUERY_READ_TIMEOUT) dropSilent(this);
        callback(err, ...rest);
      };
      return (super.query as (...a: unknown[]) => never)(...args);
    }
    const first = args[0] as { submit?: unknown } | string;
    // A submittable (a cursor, a stream) is its own answer, not a promise: sent as pg sends it.
    if (typeof first === "object" && first !== null && typeof first.submit === "function")
      return (super.query as (...a: unknown[]) => never)(...args);
    const send = () => (super.query as (...a: unknown[]) => Promise<unknown>)(...args);
    // After the statement before it, whatever its end (pg answered a failed one and went on to the next too).
    const answer = this.last.then(send, send);
    this.last = answer.catch((err: unknown) => {
      if (err instanceof Error && err.message === QUERY_READ_TIMEOUT) dropSilent(this);
    });
    return answer as never;
  }

  /** The promise-form statement sent last, settled: the next waits for it. */
  private last: Promise<unknown> = Promise.resolve();
}

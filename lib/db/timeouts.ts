// How long the app's own connections (lib/db/pool.ts, lib/db/client.ts) let PostgreSQL wait on a held row before
// giving up, and how long a transaction of theirs may sit idle before the server ends it. Without them a row held by
// a transaction that went quiet — another instance frozen mid-transaction (SIGSTOP, a stop-the-world pause, a
// suspended laptop: its connection stays up, the kernel still answers for it), a psql session left open on a draft —
// holds every write on that row with no end: the phones' attempts give up one by one (6 s each), every retry takes
// one more connection of the pool until the instance has none left for any event, and Prisma's transaction ends as
// a 500 after its own 5 s. With them a waiting write is refused within LOCK_TIMEOUT as "database unavailable" (503,
// Retry-After: the phones retry with the same key, lib/db/unavailable.ts) and the quiet transaction is rolled back by
// the server after IDLE_TX_TIMEOUT, freeing the row by itself. The app's transactions hold a row for milliseconds and
// never wait between statements for anything but their own work.
import { env } from "@/lib/env";

const LOCK_TIMEOUT_MS = 3_000;
const IDLE_TX_TIMEOUT_MS = 15_000;
// Beyond every statement of the app (milliseconds; a row waited on gives up at LOCK_TIMEOUT): no answer within it is
// a connection gone silent (lib/db/guarded-client.ts), not a slow statement.
const QUERY_ANSWER_MS = 20_000;

/** pg's settings for these limits: the first two sent at connection start-up (so a session's own SET/RESET keeps
 * them), the last the client's own wait for an answer to a statement. */
export function sessionLimits(): {
  lock_timeout: number;
  idle_in_transaction_session_timeout: number;
  query_timeout: number;
} {
  const { BAZAAR_LOCK_TIMEOUT_MS, BAZAAR_IDLE_TX_TIMEOUT_MS, BAZAAR_QUERY_TIMEOUT_MS } = env();
  return {
    lock_timeout: BAZAAR_LOCK_TIMEOUT_MS ?? LOCK_TIMEOUT_MS,
    idle_in_transaction_session_timeout: BAZAAR_IDLE_TX_TIMEOUT_MS ?? IDLE_TX_TIMEOUT_MS,
    query_timeout: BAZAAR_QUERY_TIMEOUT_MS ?? QUERY_ANSWER_MS,
  };
}

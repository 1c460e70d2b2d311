// A dedicated connection that went silent (a network cut to a PostgreSQL on another host: no FIN, no RST) answers
// nothing until TCP gives up, a quarter of an hour: the listener's probe and the notifier's batch give it a limit.
import type pg from "pg";

/** `work`'s answer, or a rejection naming `what` when none came within `ms` (`onSilent` first: the caller lets go of
 * the connection then, not on an ordinary error). */
export function answerWithin<T>(work: Promise<T>, ms: number, what: string, onSilent?: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silent = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onSilent?.();
      reject(new Error(`no answer ${what} within ${ms} ms`));
    }, ms);
    timer.unref?.();
  });
  return Promise.race([work, silent]).finally(() => clearTimeout(timer));
}

/** Drops a client's socket at once: end() says goodbye and waits for the server's, which a silent one never sends. */
export function destroySocket(client: pg.Client): void {
  (client as unknown as { connection?: { stream?: { destroy?: () => void } } }).connection?.stream?.destroy?.();
}

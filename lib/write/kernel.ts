// The one write path of every aggregate (an event, a draft, an engine game): in one transaction,
// lock the aggregate's row, recognize a retry by its idempotency key (the actor's own: another
// actor's request with the same key is a request of its own), refuse what may not happen now,
// refuse a client that has not seen what it must (the typed stale error, carrying the current
// truth), run the caller's reducer, append its entries with the next sequence numbers, and
// announce the new sequence so that nobody hears of it before it is durable. The rules and their
// order live here; an aggregate says only how its row, log and channel are reached (Aggregate).
import { AppError, type ErrorCode } from "@/lib/errors";
import { spans } from "@/lib/perf/spans";

/** How one aggregate's row and log are reached, on a client of type C (a Prisma transaction or a
 * pg connection inside a transaction). R is the locked row, E a log entry. */
export interface Aggregate<C, R, E> {
  /** Locks the row for the rest of the transaction; throws the typed not-found. */
  lock(client: C): Promise<R> | R;
  /** The sequence number of the row's newest log entry. */
  seq(row: R): number;
  /** The seq of this actor's earlier request with this key (as stored), or null. */
  recorded(client: C, row: R, actor: string, key: string): Promise<number | null>;
  /** Appends the entries after the row's seq, the first one carrying the request's key; moves
   * the row on and returns its new seq. */
  append(client: C, row: R, entries: E[], key: string | null): Promise<number>;
  /** Tells everyone that `seq` is written. It must reach nobody before the commit and nobody
   * after a rollback: a NOTIFY in the transaction (Postgres delivers it at commit,
   * lib/write/notify.ts) or a hook run after the commit (lib/db/pool.ts). */
  announce(client: C, row: R, seq: number, entries: E[]): Promise<void> | void;
}

/** What a command read under the lock: its actor, when it has a key, and whatever it needs. */
export type Loaded = { actor?: string } & object;

/** One request. X is what it read under the lock. */
export interface Command<C, R, X extends Loaded, E, T> {
  /** The request's idempotency key as stored (scoped by the caller when needed), or none. With a
   * key, `load` names the actor and `retried` answers a retry. */
  key?: string | null;
  /** Reads under the lock who writes and what the checks need; throws when they may not write. */
  load(client: C, row: R): Promise<X> | X;
  /** The answer to a retry: the recorded outcome or the current truth, nothing applied again. */
  retried?(client: C, row: R, loaded: X, recordedSeq: number): Promise<T> | T;
  /** Refusals that come before the freshness check (the row's or the item's status, ownership). */
  admit?(client: C, row: R, loaded: X): Promise<void> | void;
  /** The client's version against the current one; the stale AppError when it missed something. */
  stale?(client: C, row: R, loaded: X): Promise<AppError | null> | AppError | null;
  /** The reducer: the answer and the entries to append (none: nothing changed, nothing said). */
  reduce(client: C, row: R, loaded: X): Promise<Reduced<E, T>> | Reduced<E, T>;
}

export interface Reduced<E, T> {
  result: T;
  entries: E[];
}

export interface Outcome<T> {
  result: T;
  /** The aggregate's seq after the write (unchanged for a retry or a write that changed nothing). */
  seq: number;
  duplicate: boolean;
}

/** Runs one command inside the caller's transaction on `client`. */
export async function runWrite<C, R, X extends Loaded, E, T>(
  client: C,
  aggregate: Aggregate<C, R, E>,
  command: Command<C, R, X, E, T>,
): Promise<Outcome<T>> {
  let t = spans.mark();
  const row = await aggregate.lock(client);
  t = spans.span("lock", t);
  const loaded = await command.load(client, row);
  const key = command.key ?? null;
  if (key) {
    // Keys are the actor's own: another actor's request with the same key is a request of its own.
    const actor = loaded.actor;
    if (actor === undefined || !command.retried)
      throw new Error("a command with an idempotency key names its actor and answers its retries");
    const recordedSeq = await aggregate.recorded(client, row, actor, key);
    if (recordedSeq !== null) {
      const result = await command.retried(client, row, loaded, recordedSeq);
      return { result, seq: aggregate.seq(row), duplicate: true };
    }
  }
  await command.admit?.(client, row, loaded);
  const stale = await command.stale?.(client, row, loaded);
  if (stale) throw stale;
  t = spans.span("checks", t);
  const { result, entries } = await command.reduce(client, row, loaded);
  t = spans.span("engine", t);
  if (entries.length === 0) return { result, seq: aggregate.seq(row), duplicate: false };
  const seq = await aggregate.append(client, row, entries, key);
  t = spans.span("write", t);
  await aggregate.announce(client, row, seq, entries);
  spans.span("announce", t);
  return { result, seq, duplicate: false };
}

/** The one row a locking query returned, or the aggregate's typed not-found. */
export function lockedRow<R>(rows: R[], notFound: ErrorCode): R {
  if (!rows[0]) throw new AppError(notFound);
  return rows[0];
}

/** The entries as appended: numbered on from the row's seq, the request's key on the first. */
export function numbered<E>(
  entries: E[],
  after: number,
  key: string | null,
): (E & { seq: number; idempotencyKey: string | null })[] {
  return entries.map((entry, i) => ({ ...entry, seq: after + i + 1, idempotencyKey: i === 0 ? key : null }));
}

/** A store that opens transactions on clients of type C. */
export type Transact<C> = <T>(work: (client: C) => Promise<T>) => Promise<T>;

/** A way to do the common case without the transaction. It applies the same rules to what it
 * knows, and declines (null) whenever it cannot decide: then the general path decides and explains
 * everything. */
export type FastPath<T> = () => Promise<T | null>;

/** One command in a transaction of its own, after the aggregate's fast path if it has one. */
export async function write<C, R, X extends Loaded, E, T>(
  transact: Transact<C>,
  aggregate: Aggregate<C, R, E>,
  command: Command<C, R, X, E, T>,
  fastPath?: FastPath<Outcome<T>>,
): Promise<Outcome<T>> {
  const t = spans.mark();
  const fast = fastPath ? await fastPath() : null;
  if (fastPath) spans.span(fast ? "fast path" : "fast path declined", t);
  if (fast) return fast;
  const outcome = await transact((client) => runWrite(client, aggregate, command));
  spans.span("transaction", t);
  return outcome;
}

/** What an optimistic store throws when it cannot decide on what it knows. */
export class Declined extends Error {
  constructor() {
    super("declined: the transaction decides");
  }
}

/** A fast path that is the same command on an aggregate's optimistic store (the draft's: a player's
 * action in one statement on this instance's copy of the row, lib/kartomantik/drafts/aggregate.ts),
 * under the same rules. The store throws Declined whenever it cannot decide, and only before it
 * has written; a refusal there is no answer either (what it knows may be behind): both decline,
 * and the transaction decides and explains. */
export function optimistic<C, R, X extends Loaded, E, T>(
  client: C,
  aggregate: Aggregate<C, R, E>,
  command: Command<C, R, X, E, T>,
  declined: () => void,
): FastPath<Outcome<T>> {
  return async () => {
    try {
      return await runWrite(client, aggregate, command);
    } catch (err) {
      if (!undecided(err)) throw err;
      declined();
      return null;
    }
  };
}

/** Whether a try on an optimistic store left the request undecided: the store's Declined, or a refusal — which
 * the store may owe to knowing less than the database, so only the locked write may say it. */
export const undecided = (err: unknown): boolean => err instanceof Declined || err instanceof AppError;

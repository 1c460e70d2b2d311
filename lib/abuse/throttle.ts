// Throttling of guessable entry points (logins, signups, join codes, seat links, team codes), with
// its state in PostgreSQL so that it holds across every app instance on the database. Each rule is
// a fixed window counter; one statement counts an attempt in all of a request's windows at once.
import { createHash } from "node:crypto";
import type { Locale } from "@/i18n/config";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { errorPayload } from "@/lib/http/route-core";

export interface Rule {
  /** What is counted, e.g. "login:account:anna@example.it"; stored only as its SHA-256. */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;

/** The limits. Only wrong guesses fill the login, join, claim and team-code windows, and a right
 * guess is never refused by a window that others fill (see `guarded`): a room of players behind one
 * address, or an organizer logging in at a venue where someone else mistypes, is never slowed. */
export const rules = {
  // Per account *and* address the limit is tight; per account alone it is loose and checked before
  // the password (see `guarded`): guessing from many addresses stays slow.
  loginAccountAddress: (email: string, address: string): Rule => ({
    bucket: `login:account-address:${email.trim().toLowerCase()}:${address}`,
    limit: 10,
    windowSeconds: 15 * MINUTE,
  }),
  loginAccount: (email: string): Rule => ({
    bucket: `login:account:${email.trim().toLowerCase()}`,
    limit: 100,
    windowSeconds: 15 * MINUTE,
  }),
  loginAddress: (address: string): Rule => ({
    bucket: `login:address:${address}`,
    limit: 30,
    windowSeconds: 15 * MINUTE,
  }),
  signupAddress: (address: string): Rule => ({
    bucket: `signup:address:${address}`,
    limit: 10,
    windowSeconds: 60 * MINUTE,
  }),
  joinAddress: (address: string): Rule => ({
    bucket: `join:address:${address}`,
    limit: 20,
    windowSeconds: 10 * MINUTE,
  }),
  claimAddress: (address: string): Rule => ({
    bucket: `claim:address:${address}`,
    limit: 10,
    windowSeconds: 10 * MINUTE,
  }),
  // Team codes are short (4 characters): per address like join codes, and per seat — the guesser's
  // own, which only a join makes — checked before the code.
  teamAddress: (address: string): Rule => ({
    bucket: `team:address:${address}`,
    limit: 20,
    windowSeconds: 10 * MINUTE,
  }),
  teamSeat: (eventId: string, device: string): Rule => ({
    bucket: `team:seat:${eventId}:${device}`,
    limit: 10,
    windowSeconds: 10 * MINUTE,
  }),
};

const key = (bucket: string) => createHash("sha256").update(bucket).digest("hex");

/** Counts one attempt against every rule. Returns the seconds to wait when any rule is over its
 * limit (the attempt must then not run), else 0. */
export async function hit(list: Rule[]): Promise<number> {
  if (!list.length) return 0;
  const buckets = list.map((r) => key(r.bucket));
  const windows = list.map((r) => r.windowSeconds);
  // One row per bucket; a window that has ended starts again at this attempt.
  const rows = await db().$queryRaw<{ bucket: string; hits: number; wait: number }[]>`
    INSERT INTO "Throttle" AS t (bucket, "resetAt", hits)
    SELECT b, now() + make_interval(secs => w), 1 FROM unnest(${buckets}::text[], ${windows}::int[]) AS u(b, w)
    ON CONFLICT (bucket) DO UPDATE SET
      hits = CASE WHEN t."resetAt" <= now() THEN 1 ELSE t.hits + 1 END,
      "resetAt" = CASE WHEN t."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE t."resetAt" END
    RETURNING bucket, hits, ceil(extract(epoch FROM t."resetAt" - now()))::int AS wait`;
  if (Math.random() < 0.01) void sweep();
  let wait = 0;
  for (const row of rows) {
    const rule = list[buckets.indexOf(row.bucket)];
    if (rule && row.hits > rule.limit) wait = Math.max(wait, row.wait, 1);
  }
  return wait;
}

/** Takes back an attempt that turned out fine (a correct password, a known join code). */
export async function refund(list: Rule[]): Promise<void> {
  if (!list.length) return;
  await db()
    .$executeRaw`UPDATE "Throttle" SET hits = hits - 1 WHERE bucket = ANY(${list.map((r) => key(r.bucket))}::text[]) AND hits > 0 AND "resetAt" > now()`;
}

/** Ended windows are forgotten now and then (fire and forget: a failure only delays it). */
async function sweep(): Promise<void> {
  await db().$executeRaw`DELETE FROM "Throttle" WHERE "resetAt" < now() - interval '1 hour'`.catch((err: unknown) =>
    console.error("throttle sweep failed:", (err as Error).message),
  );
}

export class Throttled extends AppError {
  constructor(readonly retryAfter: number) {
    // The message says minutes (the windows are 10 minutes or more); Retry-After has the seconds.
    super("too_many_requests", { minutes: Math.max(1, Math.ceil(retryAfter / 60)) });
  }
}

/** A refusal to try again later (429, 503): the translated reason, and Retry-After for clients
 * that honour it. */
export function retryLaterResponse(
  err: AppError,
  retryAfter: number,
  locale: Locale,
  extra: Record<string, unknown> = {},
): Response {
  const { status, body } = errorPayload(err, locale);
  return Response.json({ ...extra, ...body }, { status, headers: { "Retry-After": String(retryAfter) } });
}

/** The 429 answer. */
export const throttledResponse = (err: Throttled, locale: Locale, extra: Record<string, unknown> = {}) =>
  retryLaterResponse(err, err.retryAfter, locale, extra);

/** A guess of a secret: a join code, a seat link, a team code, a password. */
export interface Guess {
  /** Rules keyed by what no innocent client shares with the guesser — the account being guessed,
   * the guesser's own seat: every attempt counts before the secret is checked, and over the limit
   * the attempt is refused unchecked (429). A right guess, or one failing for another reason, is
   * refunded. */
  before?: Rule[];
  /** Rules keyed by the address, which a whole room shares: only wrong guesses count, and over the
   * limit a wrong guess is answered 429 instead of its reason. The secret is always checked, so a
   * right guess is never refused because others at the address guessed wrong. */
  wrong: Rule[];
}

/** Runs `attempt` (the check of the secret) under a Guess's rules; `isWrong` says which failure is
 * a wrong guess. A 429 Response when a rule refuses. */
export async function guarded<T>(
  guess: Guess,
  locale: Locale,
  attempt: () => Promise<T>,
  isWrong: (err: unknown) => boolean,
): Promise<T | Response> {
  const before = guess.before ?? [];
  const wait = await hit(before);
  if (wait) return throttledResponse(new Throttled(wait), locale);
  let result: T;
  try {
    result = await attempt();
  } catch (err) {
    if (!isWrong(err)) {
      await refund(before);
      throw err;
    }
    const over = await hit(guess.wrong);
    if (over) return throttledResponse(new Throttled(over), locale);
    throw err;
  }
  await refund(before);
  return result;
}

/** Runs `attempt` unless a rule is over its limit (then a 429 Response), for what is not a guess
 * (signups; guesses go through `guarded`). `counts` says whether the outcome (null: success, else
 * the error) stays counted; by default only failures do, the rest is refunded. */
export async function throttled<T>(
  list: Rule[],
  locale: Locale,
  attempt: () => Promise<T>,
  counts: (err: unknown) => boolean = (err) => err !== null,
): Promise<T | Response> {
  const wait = await hit(list);
  if (wait) return throttledResponse(new Throttled(wait), locale);
  let result: T;
  try {
    result = await attempt();
  } catch (err) {
    if (!counts(err)) await refund(list);
    throw err;
  }
  if (!counts(null)) await refund(list);
  return result;
}

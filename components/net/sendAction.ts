// The one way the phones (and the organizer's match page) send an action the server keeps an
// idempotency key for: a draft bid, a game move, a match report, a sideboard. A browser module
// without React or server imports, so it is tested with a fake fetch.
//
// Why retries are safe: the key is made once per user intent and sent again with every attempt,
// and the server answers a key it has already applied with what it holds instead of applying it
// twice. So whatever never got a definitive answer (no network, a hung request, a 503 while the
// database or the app restarts) is sent again; a refusal (4xx) is an answer and is shown.

/** An error as the user reads it: the server's translated message, or ours when no answer came. */
export interface ActionError {
  code: string;
  message: string;
  /** The HTTP status of the answer; null when none came (no network, timeout). */
  status: number | null;
  /** The server's details (e.g. the state now, after a stale refusal). */
  details?: unknown;
}

export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: ActionError };

/** Our words for failures that never reached our server, in the user's language. */
export interface FallbackMessages {
  /** No answer at all (errors.network). */
  network: string;
  /** An attempt hung and was given up on (errors.timeout). */
  timeout: string;
  /** An answer without our JSON body, from something in between (errors.http_status). */
  httpStatus: (status: number) => string;
}

export interface SendOptions {
  method?: "POST" | "PUT";
  /** Attempts in all, the first included. */
  attempts?: number;
  /** Each attempt is given up on after this long (shaky Wi-Fi can hang a request for minutes). */
  timeoutMs?: number;
  /** A Retry-After longer than this is not waited for: the error is shown instead. */
  maxRetryAfterMs?: number;
  messages: FallbackMessages;
  /** For tests: the fetch and the pause between attempts. */
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULTS = { attempts: 3, timeoutMs: 6_000, maxRetryAfterMs: 5_000 } as const;

/** Statuses that mean "not handled, try again": the database or the app restarting, a proxy. */
const RETRY_STATUSES = new Set([502, 503, 504]);

/** A fresh idempotency key (crypto.randomUUID needs a secure context; a LAN address is not one). */
export const newKey = (): string =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** Retry-After in ms (seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === "") return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends `body` with `idempotencyKey: key` to `url`, the same key on every attempt. Retries
 * network failures, timeouts and 502/503/504 (after Retry-After when it is reasonable, else after
 * 400 ms, 800 ms, …); never a 4xx or another answer. Never throws.
 */
export async function sendAction<T>(
  url: string,
  body: object,
  key: string,
  options: SendOptions,
): Promise<ActionResult<T>> {
  const attempts = Math.max(1, options.attempts ?? DEFAULTS.attempts);
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? DEFAULTS.maxRetryAfterMs;
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? pause;
  const payload = JSON.stringify({ ...body, idempotencyKey: key });
  let last: ActionError = { code: "network", message: options.messages.network, status: null };
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const outcome = await once<T>(doFetch, url, options.method ?? "POST", payload, timeoutMs, options.messages);
    if (outcome.kind === "answer") return outcome.result;
    last = outcome.error;
    if (attempt === attempts) break;
    const backoff = 400 * attempt;
    if (outcome.retryAfterMs !== null && outcome.retryAfterMs > maxRetryAfterMs) break;
    await sleep(outcome.retryAfterMs ?? backoff);
  }
  return { ok: false, error: last };
}

type Outcome<T> =
  { kind: "answer"; result: ActionResult<T> } | { kind: "retry"; error: ActionError; retryAfterMs: number | null };

/** One attempt: a definitive answer, or an error worth another try. */
async function once<T>(
  doFetch: typeof fetch,
  url: string,
  method: string,
  payload: string,
  timeoutMs: number,
  messages: FallbackMessages,
): Promise<Outcome<T>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const res = await doFetch(url, {
      method,
      headers: { "content-type": "application/json" },
      body: payload,
      signal: controller.signal,
    });
    // The body is part of the attempt: a hang while reading it is a timeout too.
    const text = await res.text();
    const json = parse(text) as { error?: Partial<ActionError> } | null;
    const served = json !== null && typeof json === "object";
    if (res.ok && served) return { kind: "answer", result: { ok: true, data: json as T } };
    const error: ActionError =
      served && json.error && typeof json.error.code === "string"
        ? {
            code: json.error.code,
            message: String(json.error.message ?? ""),
            status: res.status,
            details: json.error.details,
          }
        : {
            code: "http_status",
            message: messages.httpStatus(res.status),
            status: res.status,
            details: { status: res.status },
          };
    if (RETRY_STATUSES.has(res.status))
      return { kind: "retry", error, retryAfterMs: retryAfterMs(res.headers.get("retry-after")) };
    return { kind: "answer", result: { ok: false, error } };
  } catch {
    // The browser's own words ("Failed to fetch", "Load failed") mean nothing to a player.
    const error: ActionError = timedOut
      ? { code: "timeout", message: messages.timeout, status: null }
      : { code: "network", message: messages.network, status: null };
    return { kind: "retry", error, retryAfterMs: null };
  } finally {
    clearTimeout(timer);
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * One key per user intent: the same intent sent again before a definitive answer (the player
 * taps again after "no answer") keeps its key, so it is applied once; after an answer (accepted
 * or refused) the next tap is a new intent with a new key.
 */
export class IntentKeys {
  private pending: { intent: string; key: string } | null = null;
  constructor(private readonly make: () => string = newKey) {}

  keyFor(intent: unknown): string {
    const id = JSON.stringify(intent);
    if (this.pending?.intent !== id) this.pending = { intent: id, key: this.make() };
    return this.pending.key;
  }

  /** After a result: keep the key only while the outcome is unknown (no definitive answer). */
  settle(result: ActionResult<unknown>) {
    if (result.ok || (result.error.status !== null && !RETRY_STATUSES.has(result.error.status))) this.pending = null;
  }
}

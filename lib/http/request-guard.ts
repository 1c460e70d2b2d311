// Cross-site request refusal, run by the route pipeline for both transports (lib/http/run-route.ts)
// and next-auth's route: SameSite=Lax alone lets a page on another port of the same host post with
// the organizer's cookie. A state-changing request must come from one of the app's own origins
// and carry JSON (multipart for uploads) — a type no cross-site form or "simple" fetch can send
// without a CORS preflight, which this app never grants. GET and HEAD are never checked.
import { AppError } from "@/lib/errors";
import { env } from "@/lib/env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

let configured: Set<string> | undefined;
/** PUBLIC_URL and the LAN URL the run command found, as origins ("http://192.168.1.20:3000"). */
function configuredOrigins(): Set<string> {
  if (configured) return configured;
  const { PUBLIC_URL, BAZAAR_LAN_URL } = env();
  configured = new Set([PUBLIC_URL, BAZAAR_LAN_URL].filter((u): u is string => !!u).map((u) => new URL(u).origin));
  return configured;
}

/** Origin is the app's own: configured, or the host this request was sent to (http or https) —
 * which covers a phone reaching the app by its LAN IP and a TLS proxy in front. */
function ownOrigin(origin: string, host: string | null, forwardedHost: string | null): boolean {
  if (configuredOrigins().has(origin)) return true;
  for (const h of [host, forwardedHost]) {
    if (!h) continue;
    const rest = origin.startsWith("http://") ? 7 : origin.startsWith("https://") ? 8 : 0;
    if (rest && origin.length === rest + h.length && origin.endsWith(h.toLowerCase())) return true;
  }
  return false;
}

/** Throws cross_site_refused unless a state-changing request comes from the app's own origin.
 * Without Origin, Sec-Fetch-Site decides; a client sending neither is not a browser (no ambient
 * cookies to abuse) and passes this check — the body type check still applies. */
export function assertSameOrigin(method: string, header: (name: string) => string | null): void {
  if (SAFE_METHODS.has(method)) return;
  const origin = header("origin");
  if (origin !== null) {
    if (!ownOrigin(origin.toLowerCase(), header("host"), header("x-forwarded-host")))
      throw new AppError("cross_site_refused", { origin: origin.slice(0, 100) });
    return;
  }
  const site = header("sec-fetch-site");
  if (site !== null && site !== "same-origin" && site !== "none")
    throw new AppError("cross_site_refused", { origin: site.slice(0, 100) });
}

const JSON_TYPE = /^application\/json\s*(;|$)/i;
const MULTIPART_TYPE = /^multipart\/form-data\s*;/i;

/** Whether the request carries a body at all (declared length above 0, or chunked). */
export function hasBody(header: (name: string) => string | null): boolean {
  const length = header("content-length");
  return (length !== null && length !== "0") || header("transfer-encoding") !== null;
}

/** Throws body_type_refused unless the body of a state-changing request is JSON (multipart form
 * for uploads). A route without input takes no body, or an empty JSON object (the pipeline checks
 * that it is empty: body_not_expected otherwise). */
export function assertBodyType(
  method: string,
  header: (name: string) => string | null,
  from: "json" | "form" | "query" | undefined,
  hasInput: boolean,
): void {
  if (SAFE_METHODS.has(method)) return;
  const form = hasInput && from === "form";
  if (!hasInput || from === "query") {
    if (!hasBody(header)) return;
  }
  const type = header("content-type");
  if (type !== null && (form ? MULTIPART_TYPE.test(type) : JSON_TYPE.test(type))) return;
  throw new AppError("body_type_refused", { expected: form ? "multipart/form-data" : "application/json" });
}

/** Both checks, as the route pipeline runs them first. */
export function guardRequest(
  method: string,
  header: (name: string) => string | null,
  from: "json" | "form" | "query" | undefined,
  hasInput: boolean,
): void {
  assertSameOrigin(method, header);
  assertBodyType(method, header, from, hasInput);
}

/** For tests that change the environment between cases. */
export function forgetConfiguredOrigins(): void {
  configured = undefined;
}

// Security headers on every answer: pages and API through Next.js (next.config.js headers(), which
// reads the same security-headers.json), the fast lane (lib/http/node-route.ts) and the app
// server's own answers (scripts/app-server.ts, lib/http/proxy.ts for a 502).
// Scripts and styles allow 'unsafe-inline': Next's App Router inlines its hydration data as
// scripts, and a nonce would make every page dynamic. What matters most holds regardless: no
// framing (clickjacking of the organizer console), no plugins, no foreign base or form target,
// fetches and streams only to this origin.
import list from "@/lib/http/security-headers.json";

/** Header name → value, the same object for every answer (no per-request allocation). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "content-security-policy": list.csp.join("; "),
  ...list.headers,
});

/** Cookies get Secure when the browser reached the app over https: a TLS proxy in front says so
 * with X-Forwarded-Proto, or PUBLIC_URL is https. (Plain http on the venue's LAN stays usable.) */
export function servedOverHttps(forwardedProto: string | null | undefined, publicUrl: string | undefined): boolean {
  return forwardedProto?.split(",")[0]?.trim().toLowerCase() === "https" || !!publicUrl?.startsWith("https://");
}

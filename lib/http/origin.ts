import { headers } from "next/headers";
import { env } from "@/lib/env";
import { requestHost } from "@/lib/http/client";

type Header = (name: string) => string | null;

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;

/** Base URL for links and QR codes that phones will open: PUBLIC_URL, else the host the
 * organizer's browser used — unless that is loopback, then this machine's LAN address.
 * X-Forwarded-Host counts only from a TRUSTED_PROXY (anyone can send the header). */
export async function publicOrigin(): Promise<string> {
  const { PUBLIC_URL, BAZAAR_LAN_URL } = env();
  if (PUBLIC_URL) return PUBLIC_URL.replace(/\/$/, "");
  const h = await headers();
  const { host, proto } = requestHost((name) => h.get(name));
  if (LOOPBACK.test(host) && BAZAAR_LAN_URL) return BAZAAR_LAN_URL.replace(/\/$/, "");
  return `${proto}://${host}`;
}

/** Where to send the browser back to, for a redirect: PUBLIC_URL, else the host it used (never the
 * port Next.js listens on behind the app server, which req.url carries). */
export function requestOrigin(header: Header): string {
  const { PUBLIC_URL } = env();
  if (PUBLIC_URL) return PUBLIC_URL.replace(/\/$/, "");
  const { host, proto } = requestHost(header);
  return `${proto}://${host}`;
}

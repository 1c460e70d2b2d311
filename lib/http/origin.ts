import { headers } from "next/headers";
import { env } from "@/lib/env";

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;

/** Base URL for links and QR codes that phones will open: PUBLIC_URL, else the host the
 * organizer's browser used — unless that is loopback, then this machine's LAN address. */
export async function publicOrigin(): Promise<string> {
  const { PUBLIC_URL, BAZAAR_LAN_URL } = env();
  if (PUBLIC_URL) return PUBLIC_URL.replace(/\/$/, "");
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "localhost:3000";
  if (LOOPBACK.test(host) && BAZAAR_LAN_URL) return BAZAAR_LAN_URL.replace(/\/$/, "");
  const proto = h.get("x-forwarded-proto") ?? "http";
  return `${proto}://${host}`;
}

import { headers } from "next/headers";
import { env } from "@/lib/env";

/** Base URL for links and QR codes: PUBLIC_URL, else the host the organizer's browser used. */
export async function publicOrigin(): Promise<string> {
  const configured = env().PUBLIC_URL;
  if (configured) return configured.replace(/\/$/, "");
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "localhost:3000";
  const proto = h.get("x-forwarded-proto") ?? "http";
  return `${proto}://${host}`;
}

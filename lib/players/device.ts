// A player's identity is their device: a random key in an httpOnly cookie. The database keeps
// only its SHA-256, bound to a seat, so a reload or reconnect on the same phone reclaims the seat.
import { randomBytes } from "node:crypto";
import { cookies, headers } from "next/headers";
import { env } from "@/lib/env";
import { servedOverHttps } from "@/lib/http/security-headers";
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE, DEVICE_KEY_FORMAT } from "@/lib/players/device-key";

export { DEVICE_COOKIE, hashToken } from "@/lib/players/device-key";

export async function deviceKey(): Promise<string | null> {
  const value = (await cookies()).get(DEVICE_COOKIE)?.value;
  return value && DEVICE_KEY_FORMAT.test(value) ? value : null;
}

/** Only callable where cookies may be set (route handlers, server actions). */
export async function ensureDeviceKey(): Promise<string> {
  const existing = await deviceKey();
  if (existing) return existing;
  const key = randomBytes(32).toString("base64url");
  (await cookies()).set(DEVICE_COOKIE, key, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: DEVICE_COOKIE_MAX_AGE,
    // Draft nights run on plain http over the venue's LAN; behind https the cookie says so.
    secure: servedOverHttps((await headers()).get("x-forwarded-proto"), env().PUBLIC_URL),
  });
  return key;
}

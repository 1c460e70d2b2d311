// A player's identity is their device: a random key in an httpOnly cookie. The database keeps
// only its SHA-256, bound to a seat, so a reload or reconnect on the same phone reclaims the seat.
import { randomBytes } from "node:crypto";
import { cookies } from "next/headers";
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
    secure: false, // draft nights run on plain http over the venue's LAN
  });
  return key;
}

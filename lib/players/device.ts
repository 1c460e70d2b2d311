// A player's identity is their device: a random key in an httpOnly cookie. The database keeps
// only its SHA-256, bound to a seat, so a reload or reconnect on the same phone reclaims the seat.
import { createHash, randomBytes } from "node:crypto";
import { cookies } from "next/headers";

export const DEVICE_COOKIE = "bz_device";
const ONE_YEAR = 365 * 24 * 3600;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function deviceKey(): Promise<string | null> {
  const value = (await cookies()).get(DEVICE_COOKIE)?.value;
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
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
    maxAge: ONE_YEAR,
    secure: false, // draft nights run on plain http over the venue's LAN
  });
  return key;
}

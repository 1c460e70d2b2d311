// A player's identity is their device: a random key in an httpOnly cookie. The database keeps
// only its SHA-256, bound to a seat, so a reload or reconnect on the same phone reclaims the seat.
// Device routes create the key when missing (lib/http/run-route.ts); pages only read it.
import { cookies } from "next/headers";
import { DEVICE_COOKIE, DEVICE_KEY_FORMAT } from "@/lib/players/device-key";

export { DEVICE_COOKIE, hashToken } from "@/lib/players/device-key";

export async function deviceKey(): Promise<string | null> {
  const value = (await cookies()).get(DEVICE_COOKIE)?.value;
  return value && DEVICE_KEY_FORMAT.test(value) ? value : null;
}

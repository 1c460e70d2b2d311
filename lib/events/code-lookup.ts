// Join codes looked up by pages (the QR's /j/CODE, the projector): an unknown code counts as a
// guess against the address, as in POST /api/join, so the pages are no faster way to try codes;
// a known code is always found (a room of phones shares one address).
import { hit, rules } from "@/lib/abuse/throttle";
import { isAppError } from "@/lib/errors";
import { findEventByCode } from "@/lib/events/seats";
import { clientAddress } from "@/lib/http/client";

/** The event with this code; null when the code is unknown. */
export async function eventForPage(code: string, header: (name: string) => string | null) {
  try {
    return await findEventByCode(code);
  } catch (err) {
    if (!isAppError(err)) throw err;
    await hit([rules.joinAddress(clientAddress(header))]);
    return null;
  }
}

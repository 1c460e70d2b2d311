// Join codes looked up by pages (the QR's /j/CODE, the projector): an unknown code counts as a
// guess against the address, as in POST /api/join, so the pages are no faster way to try codes.
import { hit, refund, rules } from "@/lib/abuse/throttle";
import { isAppError } from "@/lib/errors";
import { findEventByCode } from "@/lib/events/seats";
import { clientAddress } from "@/lib/http/client";

/** The event with this code; null when the code is unknown or the address has guessed too often. */
export async function eventForPage(code: string, header: (name: string) => string | null) {
  const list = [rules.joinAddress(clientAddress(header))];
  if (await hit(list)) return null;
  try {
    const event = await findEventByCode(code);
    await refund(list);
    return event;
  } catch (err) {
    if (isAppError(err)) return null;
    await refund(list);
    throw err;
  }
}

// Who watches or plays a draft: resolved from the session (organizer) or the device (player).
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { seatOfDevice } from "@/lib/events/seats";

export async function draftOfEvent(eventId: string) {
  const draft = await db().draft.findUnique({ where: { eventId }, select: { id: true, seatIds: true } });
  if (!draft) throw new AppError("draft_not_found");
  return draft;
}

/** The event's draft id, or null before its start. */
export async function draftIdOf(eventId: string): Promise<string | null> {
  const draft = await db().draft.findUnique({ where: { eventId }, select: { id: true } });
  return draft?.id ?? null;
}

/** The player index of this device in the event's draft. */
export async function playerOfDevice(eventId: string, device: string | null): Promise<number> {
  const [draft, seat] = await Promise.all([draftOfEvent(eventId), seatOfDevice(eventId, device)]);
  const player = seat ? draft.seatIds.indexOf(seat.id) : -1;
  if (player < 0) throw new AppError("not_seated");
  return player;
}

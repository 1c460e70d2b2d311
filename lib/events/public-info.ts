// What anyone may know of an event by its id: that it exists (the public streams) and who sits
// where (the projector's join screen shows the names, as every phone at the table sees them).
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

export async function assertEventExists(eventId: string): Promise<void> {
  const event = await db().event.findUnique({ where: { id: eventId }, select: { id: true } });
  if (!event) throw new AppError("not_found");
}

/** The seats' display names in seat order. */
export async function seatNames(eventId: string): Promise<string[]> {
  const seats = await db().seat.findMany({
    where: { eventId },
    orderBy: { position: "asc" },
    select: { displayName: true },
  });
  return seats.map((s) => s.displayName);
}

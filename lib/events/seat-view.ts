import { db } from "@/lib/db/client";
import { seatOfDevice } from "@/lib/events/seats";

/** What a seated player may see of their event now; null when this device holds no seat. */
export async function seatView(eventId: string, device: string | null) {
  const seat = await seatOfDevice(eventId, device);
  if (!seat) return null;
  const event = await db().event.findUniqueOrThrow({
    where: { id: eventId },
    select: {
      name: true,
      status: true,
      format: true,
      game: true,
      mode: true,
      draft: { select: { seatIds: true } },
      seats: { orderBy: { position: "asc" }, select: { id: true, position: true, displayName: true } },
    },
  });
  await db().seat.update({ where: { id: seat.id }, data: { lastSeenAt: new Date() } });
  return {
    event: { name: event.name, status: event.status, format: event.format, game: event.game, mode: event.mode },
    // Player index in the draft, once one has started with this seat.
    me: {
      seatId: seat.id,
      name: seat.displayName,
      position: seat.position,
      player: event.draft ? event.draft.seatIds.indexOf(seat.id) : null,
    },
    seats: event.seats.map((s) => ({ position: s.position, name: s.displayName, me: s.id === seat.id })),
  };
}

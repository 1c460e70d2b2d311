import { assertEventOwner } from "@/lib/events/events";
import { removeSeat } from "@/lib/events/seats";
import { route } from "@/lib/http/route";

export const DELETE = route({
  audience: "organizer",
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId ?? ""),
  handle: (ctx) => removeSeat(ctx.organizer.id, ctx.params.eventId ?? "", ctx.params.seatId ?? ""),
});

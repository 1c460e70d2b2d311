import { assertEventOwner } from "@/lib/events/events";
import { removeSeat } from "@/lib/events/seats";
import { route } from "@/lib/http/route";
import { seatParams } from "@/lib/http/params";

export const DELETE = route({
  audience: "organizer",
  params: seatParams,
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId),
  handle: (ctx) => removeSeat(ctx.organizer.id, ctx.params.eventId, ctx.params.seatId),
});

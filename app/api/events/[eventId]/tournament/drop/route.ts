import { assertEventOwner } from "@/lib/events/events";
import { route } from "@/lib/http/route";
import { eventParams } from "@/lib/http/params";
import { dropInput, dropPlayer } from "@/lib/tournament/results";

export const POST = route({
  audience: "organizer",
  params: eventParams,
  input: dropInput,
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId),
  handle: (ctx, { seatId }) => dropPlayer(ctx.organizer.id, ctx.params.eventId, seatId),
});

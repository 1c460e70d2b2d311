import { assertEventOwner } from "@/lib/events/events";
import { route } from "@/lib/http/route";
import { eventParams } from "@/lib/http/params";
import { clockInput, controlClock } from "@/lib/tournament/clock";

// The organizer's round clock: {"op":"start","seconds":N} | {"op":"pause"} | {"op":"resume"} |
// {"op":"extend","seconds":N}. The server sets the deadline; everyone sees it in the tournament view.
export const POST = route({
  audience: "organizer",
  params: eventParams,
  input: clockInput,
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId),
  handle: (ctx, input) => controlClock(ctx.organizer.id, ctx.params.eventId, input),
});

import { z } from "zod";
import { assertEventOwner } from "@/lib/events/events";
import { reorderSeats } from "@/lib/events/seats";
import { route } from "@/lib/http/route";
import { eventParams } from "@/lib/http/params";

export const POST = route({
  audience: "organizer",
  params: eventParams,
  input: z.object({ seatIds: z.array(z.string().min(1)).min(1).max(16) }),
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId),
  handle: (ctx, { seatIds }) => reorderSeats(ctx.organizer.id, ctx.params.eventId, seatIds),
});

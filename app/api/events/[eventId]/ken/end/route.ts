import { z } from "zod";
import { assertEventOwner } from "@/lib/events/events";
import { route } from "@/lib/http/route";
import { eventParams } from "@/lib/http/params";
import { kenEndInput } from "@/lib/ken/end-condition";
import { setKenEnd } from "@/lib/ken/settings";

// How the event's games end (a Punti Ordine target, a turn or time limit, or declared by the players).
export const PUT = route({
  audience: "organizer",
  params: eventParams,
  input: z.object({ end: kenEndInput }),
  authorize: (ctx) => assertEventOwner(ctx.organizer.id, ctx.params.eventId),
  handle: (ctx, input) => setKenEnd(ctx.organizer.id, ctx.params.eventId, input.end),
});

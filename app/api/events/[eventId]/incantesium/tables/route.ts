import { route } from "@/lib/http/route";
import { eventParams } from "@/lib/http/params";
import { openOrganizerTable, tableInput } from "@/lib/incantesium/open";
import { incGamesOf } from "@/lib/incantesium/access";
import { assertEventOwner } from "@/lib/events/events";

// The organizer's tables of 2–5 (the event's players and bots), and every challenge of the event.
export const POST = route({
  audience: "organizer",
  params: eventParams,
  input: tableInput,
  handle: (ctx, input) => openOrganizerTable(ctx.organizer.id, ctx.params.eventId, input),
});

export const GET = route({
  audience: "organizer",
  params: eventParams,
  handle: async (ctx) => {
    await assertEventOwner(ctx.organizer.id, ctx.params.eventId);
    return { games: await incGamesOf(ctx.params.eventId) };
  },
});
